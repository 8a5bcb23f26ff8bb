import { newUser, type NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Clients (issue 4 item 1): shipowners, ships, suppliers, customers and visits through the generic
// operations, with their own rules and dropdown calls.
describe('clients', () => {
  let t: TestApp;
  let admin: string;
  let sales: NewUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    sales = await newUser(t, { perms: ['customerInformation', 'customerInformation:add', 'customerVisit', 'customerVisit:add', 'customerVisit:edit'], dataScope: '5' });
  });
  afterAll(() => t?.close());

  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');

  it('a shipowner with ships: codes unique, ships need an existing shipowner, dropdowns list them', async () => {
    const code = uniq('SO');
    const owner = await t.call('BoatShipOwner', 'insert', { code, name: '中远海运散货运输有限公司', enName: 'COSCO Shipping Bulk', nation: 'CN', city: '广州', isBusiness: '1', contractFlg: '1' }, admin);
    ok(owner);
    const ownerId = owner.body.list[0].id;
    const dup = await t.call('BoatShipOwner', 'insert', { code, name: '重复' }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.fields[0].field).toBe('code');
    const imo = String(9_000_000 + (Date.now() % 999_999));
    ok(await t.call('BoatShip', 'insert', { name: '远洋之星', enName: 'OCEAN STAR', shipownerId: ownerId, shipType: '1', imoCode: imo, totalTon: 45000, buildDate: '2015-06-30' }, admin));
    const orphan = await t.call('BoatShip', 'insert', { name: '无主船', shipownerId: 999_999_999 }, admin);
    expect(orphan.status).toBe(400);
    expect(orphan.body.fields[0]).toMatchObject({ field: 'shipownerId', reason: 'ref' });
    const badDict = await t.call('BoatShip', 'insert', { name: '怪船', shipownerId: ownerId, shipType: 'zzz' }, admin);
    expect(badDict.status).toBe(400);
    // anyone signed in picks ships and shipowners
    const drop = await t.call('BoatShip', 'getListForDropDown', { shipownerId: ownerId }, sales.token);
    expect(drop.body.list).toEqual([expect.objectContaining({ name: '远洋之星', shipownerId: ownerId })]);
    const companies = await t.call('BoatShip', 'getCompanyList', {}, sales.token);
    expect(companies.body.list).toContainEqual(expect.objectContaining({ id: ownerId, ships: 1 }));
    expect((await t.call('BoatShip', 'getListForDropDown', { shipownerId: 'x' }, sales.token)).status).toBe(400);
    // but only the screen's rights change them
    expect((await t.call('BoatShip', 'insert', { name: 'x', shipownerId: ownerId }, sales.token)).status).toBe(403);
    expect((await t.call('BoatShipOwner', 'delete', { ids: [ownerId] }, sales.token)).status).toBe(403);
  });

  it('suppliers need a category from the dictionary', async () => {
    const missing = await t.call('BoatSupplier', 'insert', { code: uniq('SP'), name: '青岛海员酒店' }, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0].field).toBe('category');
    ok(await t.call('BoatSupplier', 'insert', { code: uniq('SP'), name: '青岛海员酒店', category: '1' }, admin));
  });

  // issue 20 §7: SPEC §3 lists isAssignment for suppliers as for shipowners
  it('a supplier records whether it is an assignment (外派) partner, filtered like a shipowner’s', async () => {
    const yes = await t.call('BoatSupplier', 'insert', { code: uniq('SP'), name: '外派劳务合作社', category: '1', isAssignment: '1' }, admin);
    ok(yes);
    expect(yes.body.list[0].isAssignment).toBe('1');
    const no = await t.call('BoatSupplier', 'insert', { code: uniq('SP'), name: '船员服装厂', category: '1' }, admin);
    expect(no.body.list[0].isAssignment).toBe('0');
    const listed = (await t.call('BoatSupplier', 'getList', { isAssignment: '1', pageSize: 500 }, admin)).body.list as Array<{ id: number }>;
    expect(listed.map((r) => r.id)).toContain(yes.body.list[0].id);
    expect(listed.map((r) => r.id)).not.toContain(no.body.list[0].id);
  });

  // issue 20 §7: an undeclared field was dropped and the write answered "saved"
  it('an insert or update naming an undeclared field answers 400 naming it and writes nothing', async () => {
    const code = uniq('SP');
    const wrong = await t.call('BoatSupplier', 'insert', { code, name: '拼错字段', category: '1', isAssigment: '1', telephone: '0532-1' }, admin);
    expect([wrong.status, wrong.body.error, wrong.body.fields.map((f: { field: string; reason: string }) => [f.field, f.reason])]).toEqual([
      400,
      'Validation',
      [
        ['isAssigment', 'unknown'],
        ['telephone', 'unknown'],
      ],
    ]);
    expect((await t.call('BoatSupplier', 'getList', { code }, admin)).body.total).toBe(0);
    const made = (await t.call('BoatSupplier', 'insert', { code, name: '正确字段', category: '1' }, admin)).body.list[0];
    // an update carries the row's id and the version it read; an echo of the rest of the row is refused
    const echo = await t.call('BoatSupplier', 'update', { ...made, name: '回显整行' }, admin);
    expect(echo.status).toBe(400);
    const named = echo.body.fields.map((f: { field: string }) => f.field);
    expect(named).toEqual(expect.arrayContaining(['createdAt', 'updatedAt']));
    expect(named).not.toEqual(expect.arrayContaining(['id']));
    expect(named).not.toEqual(expect.arrayContaining(['version']));
    expect((await t.call('BoatSupplier', 'getById', { id: made.id }, admin)).body.list[0].name).toBe('正确字段');
    ok(await t.call('BoatSupplier', 'update', { id: made.id, version: made.version, name: '改名' }, admin));
  });

  // SPEC §8's result texts, in the caller's language
  it('saves answer 保存成功 / Saved successfully, deletes 删除成功 / Successfully deleted, others 操作成功', async () => {
    const zh = await t.call('BoatSupplier', 'insert', { code: uniq('SP'), name: '结果文字', category: '1' }, admin, 'zh');
    expect(zh.body.msg).toBe('保存成功');
    const row = zh.body.list[0];
    expect((await t.call('BoatSupplier', 'update', { id: row.id, name: '结果文字二' }, admin, 'en')).body.msg).toBe('Saved successfully');
    expect((await t.call('BoatSupplier', 'getList', {}, admin, 'en')).body.msg).toBe('Operation successful');
    expect((await t.call('BoatSupplier', 'delete', { ids: [row.id] }, admin, 'zh')).body.msg).toBe('删除成功');
    const gone = await t.call('BoatSupplier', 'insert', { code: uniq('SP'), name: '删除英文', category: '1' }, admin, 'en');
    expect((await t.call('BoatSupplier', 'delete', { ids: [gone.body.list[0].id] }, admin, 'en')).body.msg).toBe('Successfully deleted');
  });

  it('customers and visits: kept by their department, visits not in the future, next contact after the visit', async () => {
    const c = await t.call('CustomerInfo', 'insert', { company: '大连远洋渔业公司', contact: '李经理', phone: '0411-88886666', source: '1', level: '1' }, sales.token);
    ok(c);
    const customerId = c.body.list[0].id;
    expect(c.body.list[0].deptId).toEqual(expect.any(Number));
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = await t.call('CustomerVisit', 'insert', { customerId, visitDate: future, content: '洽谈外派业务' }, sales.token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'visitDate', key: 'field.future', reason: 'future', message: 'Date cannot be later than today' }]);
    const backwards = await t.call('CustomerVisit', 'insert', { customerId, visitDate: '2026-11-02', nextDate: '2026-11-01', content: '洽谈' }, sales.token);
    expect(backwards.body.fields[0].field).toBe('nextDate');
    const v = await t.call('CustomerVisit', 'insert', { customerId, visitDate: '2026-11-02', way: '1', content: '洽谈 2027 年外派业务', nextStep: '寄送报价', nextDate: '2026-11-20' }, sales.token);
    ok(v);
    expect(v.body.list[0].visitorId).toBe(sales.id);
    const list = await t.call('CustomerVisit', 'getList', { customerId }, sales.token);
    expect(list.body.total).toBe(1);
    // another salesperson with own-records rights does not see them
    const other = await newUser(t, { perms: ['customerInformation', 'customerVisit'], dataScope: '5' });
    expect((await t.call('CustomerVisit', 'getList', { customerId }, other.token)).body.total).toBe(0);
    expect((await t.call('CustomerInfo', 'getById', { id: customerId }, other.token)).status).toBe(404);
  });

  it('users are linked to the shipowners they serve', async () => {
    const owner = await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: '招商轮船' }, admin);
    const link = await t.call('SysUserShipowner', 'insert', { userId: sales.id, shipownerId: owner.body.list[0].id }, admin);
    ok(link);
    expect((await t.call('SysUserShipowner', 'insert', { userId: sales.id, shipownerId: owner.body.list[0].id }, admin)).status).toBe(409);
    expect((await t.call('SysUserShipowner', 'insert', { userId: sales.id, shipownerId: owner.body.list[0].id }, sales.token)).status).toBe(403);
  });
});
