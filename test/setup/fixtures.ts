import type { TestApp } from './test-app';
import { uniq } from './test-app';

// Builders for rows tests need, made through the API as a user would make them.
export async function anyDept(t: TestApp, type: 'company' | 'dept' = 'dept'): Promise<number> {
  const res = await t.call('SysDept', 'getForDrop', {}, await t.adminToken());
  return res.body.list.find((d: { deptType: string }) => d.deptType === type).id;
}

export async function newDept(t: TestApp, parentId: number | null = null): Promise<number> {
  const res = await t.call('SysDept', 'insert', { name: uniq('部门'), deptType: 'dept', parentId }, await t.adminToken());
  if (res.body.code !== '200') throw new Error(`newDept: ${res.body.msg}`);
  return res.body.list[0].id;
}

export async function newRole(t: TestApp, perms: string[], dataScope = '5', deptIds: number[] = [], crew: { crewScope?: string; recruiter?: boolean } = {}): Promise<number> {
  const token = await t.adminToken();
  const menus = (await t.call('SysMenu', 'getTree', {}, token)).body.list as Array<{ id: number; perms: string }>;
  const menuIds = perms.map((p) => {
    const m = menus.find((x) => x.perms === p);
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

export async function newUser(
  t: TestApp,
  opts: { perms?: string[]; dataScope?: string; deptId?: number; deptIds?: number[]; crewScope?: string; recruiter?: boolean } = {},
): Promise<NewUser> {
  const roleId = await newRole(t, opts.perms ?? [], opts.dataScope ?? '5', opts.deptIds ?? [], { crewScope: opts.crewScope, recruiter: opts.recruiter });
  const username = uniq('u');
  const password = 'Passw0rd!x';
  const res = await t.call('sysUser', 'insert', { username, password, name: uniq('员工'), deptId: opts.deptId ?? (await anyDept(t)), roleIds: [roleId] }, await t.adminToken());
  if (res.body.code !== '200') throw new Error(`newUser: ${res.body.msg}`);
  return { id: res.body.list[0].id, username, password, token: await t.login(username, password) };
}
