import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { companyOf } from '../../../server/src/core/access/company-of';
import { hashPassword } from '../../../server/src/core/auth/password';
import type { TestApp } from '../test-app';
import { uniq } from '../test-app';
import { DATA_SCOPE } from './codes';

// Departments, roles and users. Departments and roles go through the API, as an administrator makes
// them (a role's rights live in several modules' tables); the account, its grant and its session are
// saved through their entities with one password hash per process, since making an account is not what
// most tests test.

const PASSWORD = 'Passw0rd!x';
let passwordHash: Promise<string> | undefined;
const TOKEN_HOURS = 8;

// what the API would answer again and again, kept per application
const depts = new WeakMap<TestApp, Map<string, number>>();
const menus = new WeakMap<TestApp, Promise<Array<{ id: number; perms: string }>>>();

const ok = (what: string, res: { body: { code: string; msg: string; list: Array<{ id: number }> } }) => {
  if (res.body.code !== '200') throw new Error(`${what}: ${res.body.msg}`);
  return res.body.list[0];
};

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
  return ok('newDept', await t.call('SysDept', 'insert', { name: uniq('部门'), deptType: 'dept', parentId }, await t.adminToken())).id;
}

export async function newCompany(t: TestApp): Promise<number> {
  return ok('newCompany', await t.call('SysDept', 'insert', { name: uniq('公司'), deptType: 'company' }, await t.adminToken())).id;
}

export interface RoleRights {
  // the perms of the menus and buttons the role opens ('boatUserInfoAdd', 'boatUserInfoAdd:add')
  perms?: string[];
  dataScope?: string;
  deptIds?: number[];
  crewScope?: string;
  recruiter?: boolean;
}

export async function newRole(t: TestApp, rights: RoleRights = {}): Promise<number> {
  const token = await t.adminToken();
  const fetchTree = () => menus.set(t, t.call('SysMenu', 'getTree', {}, token).then((r) => r.body.list)).get(t)!;
  let tree = await (menus.get(t) ?? fetchTree());
  const perms = rights.perms ?? [];
  // a menu the test added since the tree was read
  if (perms.some((p) => !tree.some((x) => x.perms === p))) tree = await fetchTree();
  const menuIds = perms.map((p) => {
    const m = tree.find((x) => x.perms === p);
    if (!m) throw new Error(`no menu with perms ${p}`);
    return m.id;
  });
  const { dataScope = DATA_SCOPE.own, deptIds = [], crewScope, recruiter } = rights;
  return ok('newRole', await t.call('SysRole', 'insert', { name: uniq('角色'), dataScope, menuIds, deptIds, crewScope, recruiter }, token)).id;
}

export interface NewUser {
  id: number;
  username: string;
  password: string;
  token: string;
  roleId: number;
}

export interface UserOptions extends RoleRights {
  deptId?: number;
  // the account's own fields (mail: email with receiveMail '1'; lang: the language mails go out in)
  email?: string;
  lang?: 'zh' | 'en';
  // a readable name for screenshots and journeys (a unique one unless told)
  name?: string;
  enName?: string;
}

// A signed-in user with the rights asked for: the account (its company follows the department, as the
// staff screen sets it), a role of its own, and a session token stored as sign-in stores it (SHA-256).
export async function newUser(t: TestApp, opts: UserOptions = {}): Promise<NewUser> {
  const roleId = await newRole(t, opts);
  const deptId = opts.deptId ?? (await anyDept(t));
  const ds = t.app.get(DataSource);
  passwordHash ??= hashPassword(PASSWORD);
  const username = uniq('u');
  const { id } = await ds.getRepository('sys_user').save({
    username,
    passwordHash: await passwordHash,
    name: opts.name ?? uniq('员工'),
    enName: opts.enName ?? null,
    deptId,
    companyId: await companyOf(ds.manager, deptId),
    ...(opts.email && { email: opts.email, receiveMail: '1' }),
    ...(opts.lang && { lang: opts.lang }),
  });
  await ds.getRepository('sys_user_role').insert({ userId: id, roleId });
  const token = await newSession(t, id);
  return { id, username, password: PASSWORD, token, roleId };
}

// another session of the user, with the role's grant read on every request
export async function newSession(t: TestApp, userId: number, hours = TOKEN_HOURS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.app.get(DataSource).getRepository('sys_token').insert({ tokenHash: createHash('sha256').update(token).digest('hex'), userId, expiresAt: new Date(Date.now() + hours * 3_600_000) });
  return token;
}

// a further role for the user, by name (seeded roles the flows name, such as 人事经理)
export async function grantRole(t: TestApp, user: { id: number }, roleId: number): Promise<void> {
  await t.app.get(DataSource).getRepository('sys_user_role').upsert({ userId: user.id, roleId }, ['userId', 'roleId']);
}

// The account receives approval mail at the address, in the language, set as people set them: the
// address and the switch on the staff screen (by the administrator), the language by signing in in it.
export async function receivesMail(t: TestApp, user: NewUser, email: string, lang: 'zh' | 'en'): Promise<void> {
  const set = await t.call('sysUser', 'update', { id: user.id, email, receiveMail: '1' }, await t.adminToken());
  if (set.body.code !== '200') throw new Error(`receivesMail: ${set.body.msg}`);
  await speaks(t, user, lang);
}

// The user signs in in that language, as a person switching language does: mails to them are written in it.
export async function speaks(t: TestApp, user: NewUser, lang: 'zh' | 'en'): Promise<void> {
  const signIn = await t.call('sysUser', 'login', { username: user.username, password: user.password }, undefined, lang);
  if (signIn.status !== 200) throw new Error(`speaks: sign-in answered ${signIn.status}`);
}
