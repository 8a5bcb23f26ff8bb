import { downloadSheet } from '../setup/download';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { newDept, newUser, NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

const readXlsx = async (t: TestApp, entity: string, token: string, body: object) => {
  const { sheet } = await downloadSheet(t, entity, body, token);
  const rows: string[] = [];
  sheet.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows;
};

describe('menu rights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a user without rights is refused every guarded operation, on the server', async () => {
    const user = await newUser(t, { perms: [] });
    const registry = t.app.get(ResourceRegistry);
    const guarded = registry.all().flatMap((def) => registry.operationsOf(def)).filter((op) => op.perm !== null && !op.public);
    expect(guarded.length).toBeGreaterThan(20);
    for (const op of guarded) {
      const r = await t.call(op.resource.name, op.name, { id: 1, ids: [1] }, user.token);
      // resources others pick from answer their reads, in the slim projection only
      const picked = op.resource.pick && (op.standard === 'getList' || op.standard === 'getById');
      if (picked && r.status === 200) {
        const allowed = new Set(['id', ...op.resource.pick!]);
        const extra = r.body.list.flatMap((row: Record<string, unknown>) => Object.keys(row).filter((k) => !allowed.has(k)));
        if (extra.length) throw new Error(`${op.resource.name}/${op.name} answered ${extra.join(', ')} beyond its pick to a user without rights`);
        continue;
      }
      if (r.status !== 403 && !(picked && r.status === 404)) throw new Error(`${op.resource.name}/${op.name} answered ${r.status} to a user without rights`);
    }
  });

  it('the screen right opens reading; each button right opens its own operation', async () => {
    const reader = await newUser(t, { perms: ['userManagement'], dataScope: '1' });
    expect((await t.call('sysUser', 'getList', {}, reader.token)).body.code).toBe('200');
    expect((await t.call('sysUser', 'insert', { username: uniq('x'), password: 'Passw0rd!x', name: 'x', deptId: 1 }, reader.token)).status).toBe(403);
    expect((await t.call('sysUser', 'export', {}, reader.token)).status).toBe(403);
    expect((await t.call('SysRole', 'export', {}, reader.token)).status).toBe(403);
    expect((await t.call('SysRole', 'update', { id: 2, remark: 'x' }, reader.token)).status).toBe(403);
    const adder = await newUser(t, { perms: ['userManagement', 'userManagement:add'], dataScope: '1' });
    const dept = await newDept(t);
    const ins = await t.call('sysUser', 'insert', { username: uniq('x'), password: 'Passw0rd!x', name: 'x', deptId: dept }, adder.token);
    expect(ins.body.code).toBe('200');
  });

  it('only an administrator grants the administrator role', async () => {
    const hr = await newUser(t, { perms: ['userManagement', 'userManagement:add', 'userManagement:edit'], dataScope: '1' });
    const dept = await newDept(t);
    const r = await t.call('sysUser', 'insert', { username: uniq('x'), password: 'Passw0rd!x', name: 'x', deptId: dept, roleIds: [1] }, hr.token);
    expect(r.status).toBe(403);
  });

  it('granting function rights on a role needs the grant right', async () => {
    const editor = await newUser(t, { perms: ['roleManage', 'roleManage:add', 'roleManage:edit'] });
    const r = await t.call('SysRole', 'insert', { name: uniq('角色'), dataScope: '5', menuIds: [] }, editor.token);
    expect(r.status).toBe(403);
    const plain = await t.call('SysRole', 'insert', { name: uniq('角色'), dataScope: '5' }, editor.token);
    expect(plain.body.code).toBe('200');
  });
});

describe('data scopes', () => {
  let t: TestApp;
  let deptA: number;
  let deptB: number;
  let inA: NewUser;
  let inB: NewUser;
  const perms = ['userManagement', 'userManagement:edit', 'userManagement:delete', 'userManagement:export'];

  beforeAll(async () => {
    t = await startTestApp();
    deptA = await newDept(t);
    deptB = await newDept(t);
    inA = await newUser(t, { deptId: deptA });
    inB = await newUser(t, { deptId: deptB });
  });
  afterAll(() => t.close());

  it('own department: another department’s rows are hidden on list, getById, update, delete and export', async () => {
    const viewer = await newUser(t, { perms, dataScope: '3', deptId: deptA });
    const list = await t.call('sysUser', 'getList', { pageSize: 500 }, viewer.token);
    const names = list.body.list.map((u: { username: string }) => u.username);
    expect(names).toContain(inA.username);
    expect(names).not.toContain(inB.username);
    expect(list.body.list.every((u: { deptId: number }) => u.deptId === deptA)).toBe(true);

    expect((await t.call('sysUser', 'getById', { id: inB.id }, viewer.token)).status).toBe(404);
    expect((await t.call('sysUser', 'getById', { id: inA.id }, viewer.token)).body.code).toBe('200');
    expect((await t.call('sysUser', 'update', { id: inB.id, name: 'hijack' }, viewer.token)).status).toBe(404);
    expect((await t.call('sysUser', 'delete', { ids: [inB.id] }, viewer.token)).status).toBe(404);
    const rows = await readXlsx(t, 'sysUser', viewer.token, {});
    expect(rows.some((r) => r.includes(inA.username))).toBe(true);
    expect(rows.some((r) => r.includes(inB.username))).toBe(false);
    // and nothing changed for the hidden row
    const b = await t.call('sysUser', 'getById', { id: inB.id }, await t.adminToken());
    expect(b.body.list[0].name).not.toBe('hijack');
  });

  it('selected departments (jurisdiction) open exactly those departments', async () => {
    const viewer = await newUser(t, { perms, dataScope: '2', deptIds: [deptB], deptId: deptA });
    const names = (await t.call('sysUser', 'getList', { pageSize: 500 }, viewer.token)).body.list.map((u: { username: string }) => u.username);
    expect(names).toContain(inB.username);
    expect(names).not.toContain(inA.username);
  });

  it('own department and below includes sub-departments', async () => {
    const sub = await newDept(t, deptA);
    const inSub = await newUser(t, { deptId: sub });
    const viewer = await newUser(t, { perms, dataScope: '4', deptId: deptA });
    const names = (await t.call('sysUser', 'getList', { pageSize: 500 }, viewer.token)).body.list.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining([inA.username, inSub.username]));
    expect(names).not.toContain(inB.username);
  });

  it('own records only: just the rows the user created', async () => {
    const creator = await newUser(t, { perms: [...perms, 'userManagement:add'], dataScope: '5', deptId: deptA });
    // (in their own department: a department outside their rights is refused, see delegation.spec)
    const made = await t.call('sysUser', 'insert', { username: uniq('mine'), password: 'Passw0rd!x', name: 'mine', deptId: deptA }, creator.token);
    expect(made.body.code).toBe('200');
    const list = await t.call('sysUser', 'getList', { pageSize: 500 }, creator.token);
    expect(list.body.list.map((u: { id: number }) => u.id)).toEqual([made.body.list[0].id]);
    expect((await t.call('sysUser', 'getById', { id: inA.id }, creator.token)).status).toBe(404);
  });
});

describe('audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('insert, update and delete are logged with who and the changed fields; secrets never', async () => {
    const admin = await t.adminToken();
    const dept = await newDept(t);
    // made on the staff screen, as the audit log records it (the fixtures write users directly)
    const made = await t.call('sysUser', 'insert', { username: uniq('u'), password: 'Passw0rd!x', name: uniq('员工'), deptId: dept }, admin);
    const user = { id: made.body.list[0].id as number, password: 'Passw0rd!x' };
    const row = (await t.call('sysUser', 'getById', { id: user.id }, admin)).body.list[0];
    await t.call('sysUser', 'update', { id: user.id, version: row.version, name: '新名字', phone: '13800000000' }, admin);
    await t.call('sysUser', 'resetPassword', { id: user.id, password: 'Reset-12345' }, admin);
    const log = await t.call('auditLog', 'getList', { entity: 'sysUser', recordId: String(user.id), sort: 'id', pageSize: 50 }, admin);
    const actions = log.body.list.map((l: { action: string }) => l.action);
    expect(actions).toEqual(['insert', 'update', 'resetPassword']);
    const update = log.body.list.find((l: { action: string; changes: Record<string, unknown> }) => l.action === 'update' && 'name' in l.changes);
    expect(update.username).toBe('admin');
    expect(update.changes.name).toMatchObject({ new: '新名字' });
    expect(update.changes.phone).toEqual({ old: null, new: '13800000000' });
    const all = JSON.stringify(log.body.list);
    expect(all).not.toContain(user.password);
    expect(all).not.toContain('Reset-12345');
    expect(all).not.toMatch(/argon2/);
    expect(log.body.list[0].changes.password).toEqual({ changed: true });

    const del = await t.call('SysDept', 'insert', { name: uniq('d'), deptType: 'dept' }, admin);
    await t.call('SysDept', 'delete', { ids: [del.body.list[0].id] }, admin);
    const dl = await t.call('auditLog', 'getList', { entity: 'SysDept', recordId: String(del.body.list[0].id), sort: 'id' }, admin);
    expect(dl.body.list.map((l: { action: string }) => l.action)).toEqual(['insert', 'delete']);
  });

  it('a failed change writes no log row', async () => {
    const admin = await t.adminToken();
    const before = (await t.call('auditLog', 'getList', { entity: 'SysDept' }, admin)).body.total;
    await t.call('SysDept', 'insert', { name: uniq('d'), deptType: 'not-a-type' }, admin);
    expect((await t.call('auditLog', 'getList', { entity: 'SysDept' }, admin)).body.total).toBe(before);
  });

  it('the audit log screen is the administrator’s', async () => {
    const user = await newUser(t, { perms: ['userManagement'] });
    expect((await t.call('auditLog', 'getList', {}, user.token)).status).toBe(403);
  });
});
