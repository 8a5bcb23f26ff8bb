import { newUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// The certificate type tree (issue 4 item 5, first part): groups and kinds with their warning period.
describe('certificate types', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t?.close());

  const add = async (body: object) => {
    const r = await t.call('SysCredential', 'insert', body, admin);
    expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
    return r.body.list[0].id as number;
  };

  it('a group holds kinds with their warning period; read by tree and by parent', async () => {
    const group = await add({ name: uniq('适任证书'), certificateType: '1' });
    const kind = await add({ parentId: group, name: '船长适任证书', enName: 'Master CoC', code: uniq('COC'), certificateType: '1', warnValue: 6, warnUnit: '2' });
    const tree = await t.call('SysCredential', 'getTree', {}, admin);
    expect(tree.body.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: kind, parentId: group, warnValue: 6, warnUnit: '2' })]));
    const children = await t.call('SysCredential', 'getByParentId', { parentId: group }, admin);
    expect(children.body.list.map((c: { id: number }) => c.id)).toEqual([kind]);
    expect((await t.call('SysCredential', 'getByParentId', { parentId: 'x' }, admin)).status).toBe(400);
    // SPEC's updateById is the update
    const upd = await t.call('SysCredential', 'updateById', { id: kind, warnValue: 90, warnUnit: '1' }, admin);
    expect(upd.body.list[0]).toMatchObject({ warnValue: 90, warnUnit: '1' });
    expect((await t.call('SysCredential', 'insert', { name: 'x', warnUnit: '9' }, admin)).status).toBe(400);
  });

  it('the tree stays a tree: no cycles, no orphans', async () => {
    const a = await add({ name: uniq('甲') });
    const b = await add({ name: uniq('乙'), parentId: a });
    const c = await add({ name: uniq('丙'), parentId: b });
    const cycle = await t.call('SysCredential', 'update', { id: a, parentId: c }, admin);
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('A type cannot be placed under itself or one of its own sub-types');
    expect((await t.call('SysCredential', 'delete', { ids: [b] }, admin)).status).toBe(409);
    // a whole branch at once is fine
    expect((await t.call('SysCredential', 'delete', { ids: [b, c] }, admin)).body.code).toBe('200');
  });

  it('anyone signed in reads the types; changing them needs the screen', async () => {
    const clerk = await newUser(t, {});
    expect((await t.call('SysCredential', 'getTree', {}, clerk.token)).body.code).toBe('200');
    expect((await t.call('SysCredential', 'insert', { name: 'x' }, clerk.token)).status).toBe(403);
  });
});
