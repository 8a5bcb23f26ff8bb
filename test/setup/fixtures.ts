import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { companyOf } from '../../server/src/core/access/company-of';
import { hashPassword } from '../../server/src/core/auth/password';
import type { TestApp } from './test-app';
import { uniq } from './test-app';

// Builders for rows tests need. Roles go through the API, as an administrator makes them (their rights
// live in several modules' tables); users and their sign-in are written straight to the database with
// one password hash per process, since making an account is not what most tests test.

const PASSWORD = 'Passw0rd!x';
let passwordHash: Promise<string> | undefined;
const TOKEN_HOURS = 8;

// what the API would answer again and again, kept per application
const depts = new WeakMap<TestApp, Map<string, number>>();
const menus = new WeakMap<TestApp, Promise<Array<{ id: number; perms: string }>>>();

export async function anyDept(t: TestApp, type: 'company' | 'dept' = 'dept'): Promise<number> {
  const known = depts.get(t) ?? new Map<string, number>();
  depts.set(t, known);
  if (!known.has(type)) {
    const res = await t.call('SysDept', 'getForDrop', {}, await t.adminToken());
    known.set(type, res.body.list.find((d: { deptType: string }) => d.deptType === type).id);
  }
  return known.get(type)!;
}

export async function newDept(t: TestApp, parentId: number | null = null): Promise<number> {
  const res = await t.call('SysDept', 'insert', { name: uniq('部门'), deptType: 'dept', parentId }, await t.adminToken());
  if (res.body.code !== '200') throw new Error(`newDept: ${res.body.msg}`);
  return res.body.list[0].id;
}

export async function newRole(t: TestApp, perms: string[], dataScope = '5', deptIds: number[] = [], crew: { crewScope?: string; recruiter?: boolean } = {}): Promise<number> {
  const token = await t.adminToken();
  if (!menus.has(t)) menus.set(t, t.call('SysMenu', 'getTree', {}, token).then((r) => r.body.list));
  const tree = await menus.get(t)!;
  const menuIds = perms.map((p) => {
    const m = tree.find((x) => x.perms === p);
    if (!m) throw new Error(`no menu with perms ${p}`);
    return m.id;
  });
  const res = await t.call('SysRole', 'insert', { name: uniq('角色'), dataScope, menuIds, deptIds, ...crew }, token);
  if (res.body.code !== '200') throw new Error(`newRole: ${res.body.msg}`);
  return res.body.list[0].id;
}

export interface NewUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

// A signed-in user: the account (its company follows the department, as the staff screen sets it), the
// role, and a session token stored as sign-in stores it (SHA-256 of a random token).
export async function newUser(
  t: TestApp,
  opts: { perms?: string[]; dataScope?: string; deptId?: number; deptIds?: number[]; crewScope?: string; recruiter?: boolean } = {},
): Promise<NewUser> {
  const roleId = await newRole(t, opts.perms ?? [], opts.dataScope ?? '5', opts.deptIds ?? [], { crewScope: opts.crewScope, recruiter: opts.recruiter });
  const deptId = opts.deptId ?? (await anyDept(t));
  const m = t.app.get(DataSource).manager;
  passwordHash ??= hashPassword(PASSWORD);
  const username = uniq('u');
  const [{ id }] = await m.query(`INSERT INTO sys_user (username, password_hash, name, dept_id, company_id, status) VALUES ($1, $2, $3, $4, $5, '1') RETURNING id`, [
    username,
    await passwordHash,
    uniq('员工'),
    deptId,
    await companyOf(m, deptId),
  ]);
  await m.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)', [id, roleId]);
  const token = randomBytes(32).toString('base64url');
  await m.query(`INSERT INTO sys_token (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [createHash('sha256').update(token).digest('hex'), id, TOKEN_HOURS]);
  return { id, username, password: PASSWORD, token };
}
