import { DataSource } from 'typeorm';
import { CREW_SCOPE, newSeafarer, newShip, newShipowner, newUser, NewUser, signOnOrder } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { downloadSheet } from '../setup/download';
import { day } from '../setup/dates';
import { startTestApp, TestApp } from '../setup/test-app';
import { CLOTHES_STATE as S, GARMENT, SMALL_CLASS } from '../../server/src/modules/bookings/clothes/clothes.states';

type Row = Record<string, any>;

// Work clothes (issue 23 §4, §5): the catalogue and its stock, an order's lines in the recipient's sizes,
// every move of their state through the transition table (and the refusals, 409 naming the state and
// the action), stock that never goes below zero, also with two clerks at once, the dispatch link kind
// (made from a sign-on's check item only, closed with the item, the order or its regeneration), and
// the crew rights on the lists and their export.
//
// The catalogue is shared by the file's tests: each test orders in sizes of its own (noted by it), so
// what one reserves never meets another's.
describe('work clothes', () => {
  let t: TestApp;
  let db: DataSource;
  let clerk: NewUser;
  let ownerId: number;
  let shipId: number;
  const PERMS = [
    'boatUserInfoEditList', 'boatWorkClothes', 'boatWorkClothes:add', 'boatWorkClothes:edit', 'boatWorkClothes:delete', 'boatWorkClothes:export', 'boatWorkClothes:submit',
    'boatWorkClothesManage', 'boatWorkClothesManage:add', 'boatWorkClothesManage:edit', 'boatWorkClothesManage:delete', 'boatWorkClothesManage:export',
    'boatWorkClothesManage:ship', 'boatWorkClothesManage:receive', 'boatWorkClothesManage:return',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:cancel', 'boatDispatchManage:close',
    'boatUserInfoAdd', 'boatUserInfoAdd:add',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => clerk.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);
  const call = (entity: string, op: string, body: Row, token = as(), lang = 'en') => t.call(entity, op, body, token, lang);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    clerk = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
  });
  afterAll(() => t?.close());

  // a catalogue row (garment, sub-class, size) with its stock
  const garment = async (garmentType: string, clothingSmallClass: string, size: string, stock: number, unit = '2') => {
    const r = await call('BoatClothingClothes', 'insert', { garmentType, clothingSmallClass, size, unit, stock });
    ok(r);
    return r.body.list[0] as Row;
  };
  const stockOf = async (id: number) => (await call('BoatClothingClothes', 'getById', { id })).body.list[0] as Row;
  const counts = async (id: number) => {
    const s = await stockOf(id);
    return [s.stock, s.reserved, s.available];
  };
  const seafarer = (clothesSize: string | null, shoesize: string | null, by?: string) => newSeafarer(t, { by, fields: { clothesSize, shoesize } });
  const order = async (userId: number, extra: Row = {}) => {
    const r = await call('BoatClothingOrder', 'insert', { userId, reason: '补发工作服', ...extra });
    ok(r);
    return r.body.list[0] as Row;
  };
  const line = (orderId: number, body: Row, token = as(), lang = 'en') => call('BoatClothingOrderStaff', 'insert', { orderId, ...body }, token, lang);
  const addLine = async (orderId: number, body: Row) => {
    const r = await line(orderId, body);
    ok(r);
    return r.body.list[0] as Row;
  };
  const orderRow = async (id: number) => (await call('BoatClothingOrder', 'getById', { id })).body.list[0] as Row;
  const lineRow = async (id: number) => (await call('BoatClothingStaff', 'getById', { id })).body.list[0] as Row;
  const linesOf = async (orderId: number) => (await call('BoatClothingStaff', 'getList', { orderId, sort: 'id', pageSize: 50 })).body.list as Row[];

  it('the catalogue: a row per garment, sub-class and size, named for the pickers, sizes as the record holds them, stock counted in and out', async () => {
    const coverall = await garment(GARMENT.Coverall, SMALL_CLASS.Cotton, 'M', 5);
    expect(coverall).toMatchObject({ name: '工作服（纯棉） M', enName: 'Coverall (cotton) M', stock: 5, reserved: 0, available: 5 });
    // a coverall comes in the sizes a seafarer's record holds; a helmet in one the store names
    const odd = await call('BoatClothingClothes', 'insert', { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.Cotton, size: '175', unit: '2', stock: 1 }, as(), 'en');
    expect([odd.status, odd.body.error, odd.body.msg]).toEqual([400, 'clothes.sizeNotInDict', 'A Coverall (cotton) size is one of S / M / L / XL / XXL / XXXL']);
    const helmet = await garment(GARMENT.Helmet, SMALL_CLASS.Standard, '均码', 3, '4');
    expect(helmet.enName).toBe('Safety helmet 均码');
    const twice = await call('BoatClothingClothes', 'insert', { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.Cotton, size: 'M', unit: '2' });
    expect(twice.body.error).toBe('Duplicate');
    // the stock is counted in when the row is made, then moved by adjustStock only
    const edit = await call('BoatClothingClothes', 'update', { id: coverall.id, stock: 99 });
    expect(edit.body.error).toBe('ReadOnlyFields');
    ok(await call('BoatClothingClothes', 'adjustStock', { id: coverall.id, change: 10, reason: '到货' }));
    expect(await counts(coverall.id)).toEqual([15, 0, 15]);
    const tooMany = await call('BoatClothingClothes', 'adjustStock', { id: coverall.id, change: -16, reason: '盘亏' }, as(), 'en');
    expect([tooMany.status, tooMany.body.error, tooMany.body.msg]).toEqual([409, 'clothes.belowReserved', 'Coverall (cotton), size M: 15 in stock, 0 of them reserved: 16 cannot be taken off']);
    ok(await call('BoatClothingClothes', 'adjustStock', { id: coverall.id, change: -3, reason: '破损报废' }));
    expect(await counts(coverall.id)).toEqual([12, 0, 12]);
    // an order's clerk picks from it by name and what is free, without the store's screen
    const applicant = await newUser(t, { perms: ['boatWorkClothes'] });
    const picked = await call('BoatClothingClothes', 'getList', { keyword: '纯棉' }, applicant.token);
    ok(picked);
    expect(Object.keys(picked.body.list[0]).sort()).toEqual(['available', 'clothingSmallClass', 'enName', 'garmentType', 'id', 'name', 'size', 'unit']);
    expect((await call('BoatClothingClothes', 'adjustStock', { id: coverall.id, change: 1, reason: 'x' }, applicant.token)).status).toBe(403);
    // a row orders took stock from stays
    const s = await seafarer('M', null);
    const o = await order(s.id);
    await addLine(o.id, { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.Cotton, numberOfUnits: 2 });
    const del = await call('BoatClothingClothes', 'delete', { id: coverall.id }, as(), 'en');
    expect([del.status, del.body.error, del.body.msg]).toEqual([409, 'clothes.garmentInUse', 'Coverall (cotton), size M, is on 1 order lines: it cannot be deleted']);
    ok(await call('BoatClothingClothes', 'delete', { id: helmet.id }));
  });

  // sizes L and 42
  it('a line takes the recipient\'s size from his record, reserves it at once, and gives it back when deleted', async () => {
    const coverall = await garment(GARMENT.Coverall, SMALL_CLASS.Polycotton, 'L', 10);
    const shoes = await garment(GARMENT.SafetyShoes, SMALL_CLASS.SteelToe, '42', 10, '3');
    const s = await seafarer('L', '42');
    const o = await order(s.id);
    expect(o).toMatchObject({ clothesStatus: S.Reserve, returnDue: '0' });
    expect(o.code).toMatch(/^WC\d{13}$/);
    const a = await addLine(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 2 });
    expect(a).toMatchObject({ userId: s.id, size: 'L', clothingSmallClass: SMALL_CLASS.Polycotton, clothesId: coverall.id, unit: '2', clothesStatus: S.Reserve });
    const b = await addLine(o.id, { garmentType: GARMENT.SafetyShoes });
    expect(b).toMatchObject({ size: '42', numberOfUnits: 1, clothesId: shoes.id });
    expect(await counts(coverall.id)).toEqual([10, 2, 8]);
    // another number or size moves the reservation
    ok(await call('BoatClothingOrderStaff', 'update', { id: a.id, numberOfUnits: 3 }));
    expect(await counts(coverall.id)).toEqual([10, 3, 7]);
    const xl = await garment(GARMENT.Coverall, SMALL_CLASS.Polycotton, 'XXXL', 4);
    const bigger = await call('BoatClothingOrderStaff', 'update', { id: a.id, size: 'XXXL', numberOfUnits: 1 });
    ok(bigger);
    expect(bigger.body.list[0]).toMatchObject({ size: 'XXXL', clothesId: xl.id });
    expect([await counts(coverall.id), await counts(xl.id)]).toEqual([[10, 0, 10], [4, 1, 3]]);
    ok(await call('BoatClothingOrderStaff', 'delete', { id: a.id }));
    expect(await counts(xl.id)).toEqual([4, 0, 4]);
    // a size not in the catalogue, a record without a size
    const none = await line(o.id, { garmentType: GARMENT.Coverall, size: 'S' });
    expect([none.status, none.body.error, none.body.msg]).toEqual([409, 'clothes.noSize', 'The catalogue has no Coverall in size S']);
    const bare = await seafarer(null, null);
    const o2 = await order(bare.id);
    const unknown = await line(o2.id, { garmentType: GARMENT.SafetyShoes }, as(), 'zh');
    expect([unknown.status, unknown.body.error, unknown.body.msg]).toEqual([400, 'clothes.sizeUnknown', `${bare.name}的档案中没有鞋码，请填写尺码`]);
    ok(await line(o2.id, { garmentType: GARMENT.SafetyShoes, size: '42' }));
    // a draft deleted gives its reservations back with its lines
    expect(await counts(shoes.id)).toEqual([10, 2, 8]);
    ok(await call('BoatClothingOrder', 'delete', { id: o2.id }));
    expect(await counts(shoes.id)).toEqual([10, 1, 9]);
    expect(await q('SELECT count(*)::int AS n FROM boat_clothing_staff WHERE order_id = $1', [o2.id])).toEqual([{ n: 0 }]);
  });

  // sizes L and 42 (the catalogue rows of the test above)
  it('every move through the transition table: submit, ship, receive, return, cancel; an illegal one is 409 naming what, its state and the action', async () => {
    const [coverall] = await q(`SELECT id FROM boat_clothing_clothes WHERE garment_type = $1 AND clothing_small_class = $2 AND size = 'L'`, [GARMENT.Coverall, SMALL_CLASS.Polycotton]);
    const [shoes] = await q(`SELECT id FROM boat_clothing_clothes WHERE garment_type = $1 AND size = '42'`, [GARMENT.SafetyShoes]);
    const before = [await counts(coverall.id), await counts(shoes.id)];
    const s = await seafarer('L', '42');
    const o = await order(s.id);
    // a draft without garments is not sent to the store
    const empty = await call('BoatClothingOrder', 'submit', { id: o.id }, as(), 'en');
    expect([empty.status, empty.body.error, empty.body.msg]).toEqual([409, 'clothes.noLines', `Work clothes order ${o.code} has no garments yet: add them before submitting`]);
    const a = await addLine(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 2 });
    const b = await addLine(o.id, { garmentType: GARMENT.SafetyShoes });
    // a draft is its applicant's: the store lists it once submitted, and sends only what was
    expect(await linesOf(o.id)).toEqual([]);
    expect((await call('BoatClothingOrderStaff', 'getList', { orderId: o.id })).body.total).toBe(2);
    const early = await call('BoatClothingStaff', 'ship', { ids: [a.id] }, as(), 'en');
    expect([early.status, early.body.error, early.body.msg]).toEqual([409, 'clothes.illegalTransition', 'Coverall (polycotton) L ×2 is reserved: it cannot be shipped']);
    const sub = await call('BoatClothingOrder', 'submit', { id: o.id });
    ok(sub);
    expect(sub.body.list[0]).toMatchObject({ clothesStatus: S.NotSent });
    expect(sub.body.list[0].submittedAt).toBeTruthy();
    expect((await linesOf(o.id)).map((l) => l.id)).toEqual([a.id, b.id]);
    // submitted: neither the order nor its lines are edited any more
    const edit = await call('BoatClothingOrder', 'update', { id: o.id, reason: '改' }, as(), 'zh');
    expect([edit.status, edit.body.error, edit.body.msg]).toEqual([409, 'clothes.illegalTransition', `工作服申请 ${o.code}的状态为“未发出”，不能修改`]);
    expect((await call('BoatClothingOrderStaff', 'update', { id: a.id, numberOfUnits: 1 })).body.error).toBe('clothes.illegalTransition');
    expect((await call('BoatClothingOrderStaff', 'delete', { id: a.id })).body.error).toBe('clothes.illegalTransition');
    expect((await call('BoatClothingOrder', 'delete', { id: o.id })).body.error).toBe('clothes.illegalTransition');
    expect((await call('BoatClothingOrder', 'submit', { id: o.id })).body.error).toBe('clothes.illegalTransition');
    expect((await call('BoatClothingStaff', 'receive', { ids: [a.id] })).body.error).toBe('clothes.illegalTransition');
    // shipping takes the reserved pieces out of the store; the order is in delivery until its last parcel is
    const shipped = await call('BoatClothingStaff', 'ship', { ids: [a.id], courier: '顺丰速运', trackingNo: 'SF1234567890' });
    ok(shipped);
    expect(shipped.body.list[0]).toMatchObject({ clothesStatus: S.Shipping, courier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(shipped.body.list[0].shippedOn).toBeTruthy();
    expect(await counts(coverall.id)).toEqual([before[0][0] - 2, before[0][1], before[0][2] - 2]);
    expect((await orderRow(o.id)).clothesStatus).toBe(S.NotSent);
    ok(await call('BoatClothingStaff', 'ship', { ids: [b.id] }));
    expect((await orderRow(o.id)).clothesStatus).toBe(S.Shipping);
    expect((await call('BoatClothingStaff', 'ship', { ids: [a.id] })).body.error).toBe('clothes.illegalTransition');
    // sent: no longer cancelled by its applicant
    const late = await call('BoatClothingOrder', 'cancel', { id: o.id }, as(), 'en');
    expect([late.status, late.body.error, late.body.msg]).toEqual([409, 'clothes.illegalTransition', `Order ${o.code} is in delivery: it cannot be cancelled`]);
    ok(await call('BoatClothingStaff', 'receive', { ids: [a.id, b.id] }));
    expect(await orderRow(o.id)).toMatchObject({ clothesStatus: S.Received });
    expect((await lineRow(a.id)).receivedOn).toBeTruthy();
    // the shoes pinch: returned, back in stock
    ok(await call('BoatClothingStaff', 'return', { ids: [b.id] }));
    expect(await counts(shoes.id)).toEqual(before[1]);
    expect(await orderRow(o.id)).toMatchObject({ clothesStatus: S.Received });
    expect((await call('BoatClothingStaff', 'return', { ids: [b.id] })).body.error).toBe('clothes.illegalTransition');
    ok(await call('BoatClothingStaff', 'return', { ids: [a.id] }));
    expect(await orderRow(o.id)).toMatchObject({ clothesStatus: S.Returned });
    expect([await counts(coverall.id), await counts(shoes.id)]).toEqual(before);
    expect((await call('BoatClothingStaff', 'ship', { ids: [a.id] })).body.error).toBe('clothes.illegalTransition');

    // withdrawn before it left: cancelled (not deleted), its stock free again; a move is all or none
    const o3 = await order(s.id);
    const c = await addLine(o3.id, { garmentType: GARMENT.Coverall, numberOfUnits: 1 });
    ok(await call('BoatClothingOrder', 'submit', { id: o3.id }));
    const mixed = await call('BoatClothingStaff', 'receive', { ids: [c.id, a.id] });
    expect(mixed.body.error).toBe('clothes.illegalTransition');
    expect((await lineRow(c.id)).clothesStatus).toBe(S.NotSent);
    ok(await call('BoatClothingOrder', 'cancel', { id: o3.id }));
    expect(await orderRow(o3.id)).toMatchObject({ clothesStatus: S.Cancelled });
    expect((await lineRow(c.id)).clothesStatus).toBe(S.Cancelled);
    expect(await counts(coverall.id)).toEqual(before[0]);
    expect((await call('BoatClothingOrder', 'cancel', { id: o3.id })).body.error).toBe('clothes.illegalTransition');
    expect((await call('BoatClothingStaff', 'ship', { ids: [c.id] })).body.error).toBe('clothes.illegalTransition');
  });

  it("a parcel's days keep their order: received and sent back not before it left, sent back not before it arrived", async () => {
    const o = await order((await seafarer('L', '42')).id);
    const a = await addLine(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 1 });
    ok(await call('BoatClothingOrder', 'submit', { id: o.id }));
    ok(await call('BoatClothingStaff', 'ship', { ids: [a.id], shippedOn: day(-5) }));
    const early = await call('BoatClothingStaff', 'receive', { ids: [a.id], receivedOn: day(-6) }, as(), 'en');
    expect([early.status, early.body.error, early.body.msg]).toEqual([400, 'clothes.dayBefore', `Coverall (polycotton) L ×1 was shipped on ${day(-5)}: Received on cannot be earlier`]);
    expect((await lineRow(a.id)).clothesStatus).toBe(S.Shipping);
    ok(await call('BoatClothingStaff', 'receive', { ids: [a.id], receivedOn: day(-3) }));
    const back = await call('BoatClothingStaff', 'return', { ids: [a.id], returnedOn: day(-4) }, as(), 'zh');
    expect([back.status, back.body.msg]).toEqual([400, `工作服（涤棉） L ×1于 ${day(-3)} 签收，退回日期不能早于该日`]);
    ok(await call('BoatClothingStaff', 'return', { ids: [a.id], returnedOn: day(-3) }));
  });

  // sizes L and 42 (the catalogue rows of the tests above)
  it('a draft withdrawn is cancelled, its reservation free again; several seafarers are ordered for at once, one order each, all or none', async () => {
    const [coverall] = await q(`SELECT id FROM boat_clothing_clothes WHERE garment_type = $1 AND clothing_small_class = $2 AND size = 'L'`, [GARMENT.Coverall, SMALL_CLASS.Polycotton]);
    const before = await counts(coverall.id);
    const s = await seafarer('L', '42');
    const o = await order(s.id);
    await addLine(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 2 });
    ok(await call('BoatClothingOrder', 'cancel', { id: o.id }));
    expect(await orderRow(o.id)).toMatchObject({ clothesStatus: S.Cancelled });
    expect(await counts(coverall.id)).toEqual(before);
    expect((await call('BoatClothingOrderStaff', 'getList', { orderId: o.id })).body.list.map((l: Row) => l.clothesStatus)).toEqual([S.Cancelled]);
    // a cancelled order takes no more garments
    expect((await line(o.id, { garmentType: GARMENT.Coverall })).body.error).toBe('clothes.illegalTransition');

    const [a, b] = [await seafarer('L', '42'), await seafarer('L', '42')];
    const many = await call('BoatClothingOrder', 'orderMany', { userIds: [a.id, b.id], reason: '新船接船', coveralls: 1, safetyShoes: 1 });
    ok(many);
    expect(many.body.list.map((r: Row) => [r.userId, r.clothesStatus])).toEqual([[a.id, S.NotSent], [b.id, S.NotSent]]);
    expect(await counts(coverall.id)).toEqual([before[0], before[1] + 2, before[2] - 2]);
    // one without sizes on file: none made
    const bare = await seafarer(null, null);
    const refused = await call('BoatClothingOrder', 'orderMany', { userIds: [a.id, bare.id], coveralls: 1, safetyShoes: 0 });
    expect(refused.body.error).toBe('clothes.sizeUnknown');
    expect(await counts(coverall.id)).toEqual([before[0], before[1] + 2, before[2] - 2]);
    expect((await call('BoatClothingOrder', 'getList', { userId: a.id })).body.total).toBe(1);
  });

  // size XL and 43
  it('the stock never goes below zero: a refusal names the garment, the size, what is free and what was asked; two clerks at once get one each', async () => {
    const coverall = await garment(GARMENT.Coverall, SMALL_CLASS.Polycotton, 'XL', 3);
    const s = await seafarer('XL', '43');
    const o = await order(s.id);
    const much = await line(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 4 }, as(), 'en');
    expect([much.status, much.body.error, much.body.msg]).toEqual([409, 'clothes.outOfStock', 'Only 3 of Coverall (polycotton), size XL, are free in stock: 4 cannot be reserved']);
    const zh = await line(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 4 }, as(), 'zh');
    expect(zh.body.msg).toBe('工作服（涤棉） XL 可用库存仅 3，不能预定 4');
    expect(await counts(coverall.id)).toEqual([3, 0, 3]);
    const a = await addLine(o.id, { garmentType: GARMENT.Coverall, numberOfUnits: 2 });
    // what is reserved cannot be counted out of the store
    expect((await call('BoatClothingClothes', 'adjustStock', { id: coverall.id, change: -2, reason: '盘亏' })).body.error).toBe('clothes.belowReserved');
    // raising a line beyond what is free is refused, and the first reservation stands
    const more = await call('BoatClothingOrderStaff', 'update', { id: a.id, numberOfUnits: 4 }, as(), 'en');
    expect(more.body.error).toBe('clothes.outOfStock');
    expect(await counts(coverall.id)).toEqual([3, 2, 1]);
    expect((await call('BoatClothingOrderStaff', 'getById', { id: a.id })).body.list[0].numberOfUnits).toBe(2);

    // two clerks ask for the last piece at once, for two seafarers: one has it, the other is told
    const [x, y] = [await seafarer('XL', '43'), await seafarer('XL', '43')];
    const [ox, oy] = [await order(x.id), await order(y.id)];
    const other = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    const both = await Promise.all([line(ox.id, { garmentType: GARMENT.Coverall }), line(oy.id, { garmentType: GARMENT.Coverall }, other.token)]);
    expect(both.map((r) => r.body.code).sort()).toEqual(['200', '409']);
    expect(both.find((r) => r.body.code === '409')!.body.error).toBe('clothes.outOfStock');
    expect(await counts(coverall.id)).toEqual([3, 3, 0]);

    // ten at once over two pieces (after a delivery in): two made, eight refused, never below zero
    ok(await call('BoatClothingClothes', 'adjustStock', { id: coverall.id, change: 2, reason: '到货' }));
    const many = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const who = await seafarer('XL', '43');
        const mine = await order(who.id);
        return line(mine.id, { garmentType: GARMENT.Coverall }, i % 2 ? other.token : as());
      }),
    );
    expect(many.filter((r) => r.body.code === '200')).toHaveLength(2);
    expect(many.filter((r) => r.body.error === 'clothes.outOfStock')).toHaveLength(8);
    expect(await counts(coverall.id)).toEqual([5, 5, 0]);

    // two clerks shipping the same line at once: it leaves the store once
    ok(await call('BoatClothingOrder', 'submit', { id: o.id }));
    const ships = await Promise.all([call('BoatClothingStaff', 'ship', { ids: [a.id] }), call('BoatClothingStaff', 'ship', { ids: [a.id] }, other.token)]);
    expect(ships.map((r) => r.body.error ?? 'ok').sort()).toEqual(['clothes.illegalTransition', 'ok']);
    expect(await counts(coverall.id)).toEqual([3, 3, 0]);
    const [row] = await q('SELECT stock, reserved, available FROM boat_clothing_clothes WHERE id = $1', [coverall.id]);
    expect(row).toEqual({ stock: 3, reserved: 3, available: 0 });
  });

  // sizes S and 38
  describe('made in the dispatch plan (SPEC §5)', () => {
    let coverall: Row;
    let shoes: Row;
    let helmet: Row;
    beforeAll(async () => {
      coverall = await garment(GARMENT.Coverall, SMALL_CLASS.Polycotton, 'S', 20);
      shoes = await garment(GARMENT.SafetyShoes, SMALL_CLASS.SteelToe, '38', 10, '3');
      helmet = await garment(GARMENT.Helmet, SMALL_CLASS.Cotton, '均码', 5, '4');
    });
    const plan = async (people: Row[], extra: Row = {}) => {
      const p = (await call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) })).body.list[0];
      const orders = (await confirmThrough(() => call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: people.map((s) => signOnOrder(s.id, shipId, extra)) }))).body.list as Row[];
      return { plan: p, orders };
    };
    const linksOf = async (planId: number, orderId: number) => ((await call('BoatPlanDispatch', 'getPlanOrders', { planId })).body.list as Row[]).find((o) => o.id === orderId)!.links as Row[];

    it('a sign-on\'s check item makes his order in his sizes, submitted to the store; the plan view shows it and when it is ready', async () => {
      const s = await seafarer('S', '38');
      const { plan: p, orders } = await plan([s], { planPort: '1' });
      const item = await call('BoatPlanDispatch', 'checkItem', { id: orders[0].id, kind: 'clothes', values: {} });
      ok(item);
      const made = await orderRow(item.body.list[0].appId);
      expect(made).toMatchObject({ userId: s.id, clothesStatus: S.NotSent, dispatchCode: orders[0].dispatchCode, needDate: orders[0].planDate, port: '1' });
      // the default kit: two coveralls and a pair of safety shoes in his sizes
      expect((await linesOf(made.id)).map((l) => [l.garmentType, l.size, l.numberOfUnits, l.clothesStatus])).toEqual([
        [GARMENT.Coverall, 'S', 2, S.NotSent],
        [GARMENT.SafetyShoes, '38', 1, S.NotSent],
      ]);
      expect(await counts(coverall.id)).toEqual([20, 2, 18]);
      expect(await linksOf(p.id, orders[0].id)).toEqual([{ id: item.body.list[0].id, kind: 'clothes', appId: made.id, open: true, code: made.code, appState: 'Not sent', ready: false }]);
      expect((await call('BoatPlanDispatch', 'getLinkKinds', {})).body.list).toContainEqual({ kind: 'clothes', resource: 'BoatClothingOrder', operation: 'fromDispatch', orderOperations: ['1'] });
      // a linked order goes with its check item, never on its own
      expect((await call('BoatClothingOrder', 'cancel', { id: made.id })).body.error).toBe('clothes.linkedToOrder');
      // sent: ready for the crew change
      const ids = (await linesOf(made.id)).map((l) => l.id);
      ok(await call('BoatClothingStaff', 'ship', { ids }));
      expect(await linksOf(p.id, orders[0].id)).toMatchObject([{ code: made.code, appState: 'In delivery' }]);
    });

    it('the dialog chooses the kit and the sizes; a promotion carries none; one made elsewhere cannot be linked', async () => {
      const s = await seafarer(null, null);
      const other = await seafarer('S', '38');
      const { orders } = await plan([s, other]);
      // no sizes on his record: the dialog's serve
      const bare = await call('BoatPlanDispatch', 'checkItem', { id: orders[0].id, kind: 'clothes', values: {} }, as(), 'en');
      expect(bare.body.error).toBe('clothes.sizeUnknown');
      const made = await call('BoatClothingOrder', 'fromDispatch', { orderId: orders[0].id, coveralls: 1, safetyShoes: 0, extras: [helmet.id], clothesSize: 'S', remarks: '船员档案无尺码，电话确认 S 码' });
      ok(made);
      const lines = await linesOf(made.body.list[0].appId);
      expect(lines.map((l) => [l.garmentType, l.size, l.numberOfUnits])).toEqual([
        [GARMENT.Coverall, 'S', 1],
        [GARMENT.Helmet, '均码', 1],
      ]);
      expect((await call('BoatPlanDispatch', 'checkItem', { id: orders[1].id, kind: 'clothes', values: { coveralls: 0, safetyShoes: 0 } })).body.error).toBe('clothes.emptyKit');
      const wrong = await call('BoatPlanDispatch', 'checkItem', { id: orders[1].id, kind: 'clothes', values: { coveralls: 'many' } });
      expect([wrong.status, wrong.body.error]).toEqual([400, 'Validation']);
      // an order made by hand is not linked afterwards
      const own = await order(other.id);
      const linked = await call('BoatClothingOrder', 'fromDispatch', { orderId: orders[1].id, appId: own.id }, as(), 'en');
      expect(linked.body.error).toBe('dispatch.linkOnlyFromPlan');
      expect((await call('BoatPlanDispatch', 'checkItem', { id: orders[1].id, kind: 'clothes', values: { id: own.id } })).body.error).toBe('dispatch.linkOnlyFromPlan');
      // a promotion joins no ship
      const onBoard = await seafarer('S', '38');
      ok(await call('BoatWork', 'onBoatWorkInfo', { userId: onBoard.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, await t.adminToken()));
      const p = (await call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) })).body.list[0];
      const promote = (await confirmThrough(() => call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: [{ userId: onBoard.id, operation: '3', shipId, duty: '12', newDuty: '11', planDate: day(10) }] }))).body.list[0];
      expect((await call('BoatPlanDispatch', 'checkItem', { id: promote.id, kind: 'clothes', values: {} })).body.error).toBe('clothes.orderKind');
    });

    it('closing: not sent is cancelled with its stock back; sent is marked to be returned, never pretending it did not leave', async () => {
      const [a, b, c] = [await seafarer('S', '38'), await seafarer('S', '38'), await seafarer('S', '38')];
      const { plan: p, orders } = await plan([a, b, c]);
      const before = [await counts(coverall.id), await counts(shoes.id)];
      const items = [];
      for (const o of orders) {
        const r = await call('BoatPlanDispatch', 'checkItem', { id: o.id, kind: 'clothes', values: {} });
        ok(r);
        items.push(r.body.list[0]);
      }
      // a: its check item cancelled before anything left: cancelled, the reservation given back
      ok(await call('BoatPlanDispatch', 'cancelCheckItem', { linkId: items[0].id }));
      expect(await orderRow(items[0].appId)).toMatchObject({ clothesStatus: S.Cancelled, returnDue: '0' });
      expect((await linesOf(items[0].appId)).map((l) => l.clothesStatus)).toEqual([S.Cancelled, S.Cancelled]);
      // b: shipped, then its dispatch order cancelled: in delivery still, to be returned
      const bLines = (await linesOf(items[1].appId)).map((l) => l.id);
      ok(await call('BoatClothingStaff', 'ship', { ids: bLines }));
      ok(await call('BoatPlanDispatch', 'cancel', { id: orders[1].id, cancelReason: '船东推迟换班' }));
      expect(await orderRow(items[1].appId)).toMatchObject({ clothesStatus: S.Shipping, returnDue: '1' });
      expect((await linesOf(items[1].appId)).map((l) => [l.clothesStatus, l.returnDue])).toEqual([[S.Shipping, '1'], [S.Shipping, '1']]);
      expect(await linksOf(p.id, orders[1].id)).toMatchObject([{ open: false, appState: 'In delivery, to be returned' }]);
      // the store takes them back: in stock again, nothing due any more
      ok(await call('BoatClothingStaff', 'return', { ids: bLines }));
      expect(await orderRow(items[1].appId)).toMatchObject({ clothesStatus: S.Returned, returnDue: '0' });
      // c: received, then the order closed: received stays received, to be returned
      const cLines = (await linesOf(items[2].appId)).map((l) => l.id);
      ok(await call('BoatClothingStaff', 'ship', { ids: cLines }));
      ok(await call('BoatClothingStaff', 'receive', { ids: cLines }));
      ok(await call('BoatPlanDispatch', 'close', { id: orders[2].id }));
      expect(await orderRow(items[2].appId)).toMatchObject({ clothesStatus: S.Received, returnDue: '1' });
      // a's and b's pieces are back; c's are with him
      expect(await counts(coverall.id)).toEqual([before[0][0] - 2, before[0][1], before[0][2] - 2]);
      expect(await counts(shoes.id)).toEqual([before[1][0] - 1, before[1][1], before[1][2] - 1]);
    });

    it('regenerating an order (its date moved by more than two weeks) closes its clothes order', async () => {
      const s = await seafarer('S', '38');
      const { orders } = await plan([s]);
      const item = await call('BoatPlanDispatch', 'checkItem', { id: orders[0].id, kind: 'clothes', values: { coveralls: 1, safetyShoes: 1 } });
      ok(item);
      const before = await counts(coverall.id);
      const moved = await confirmThrough(() => call('BoatPlanDispatch', 'update', { id: orders[0].id, planDate: day(80) }));
      ok(moved);
      expect(await orderRow(item.body.list[0].appId)).toMatchObject({ clothesStatus: S.Cancelled });
      expect(await counts(coverall.id)).toEqual([before[0], before[1] - 1, before[2] + 1]);
    });
  });

  // size XXL
  it('the lists and their export keep to the reader\'s crew rights', async () => {
    await garment(GARMENT.Coverall, SMALL_CLASS.Polycotton, 'XXL', 10);
    const own = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.OwnCreated });
    const mine = await seafarer('XXL', null, own.token);
    const theirs = await seafarer('XXL', null, as());
    const myOrder = (await call('BoatClothingOrder', 'insert', { userId: mine.id }, own.token)).body.list[0];
    ok(await line(myOrder.id, { garmentType: GARMENT.Coverall }, own.token));
    ok(await call('BoatClothingOrder', 'submit', { id: myOrder.id }, own.token));
    const theirOrder = await order(theirs.id);
    const theirLine = await addLine(theirOrder.id, { garmentType: GARMENT.Coverall });
    const listed = async (entity: string, body: Row) => ((await call(entity, 'getList', { pageSize: 500, ...body }, own.token)).body.list as Row[]).map((r) => r.id);
    expect(await listed('BoatClothingOrder', {})).toContain(myOrder.id);
    expect(await listed('BoatClothingOrder', {})).not.toContain(theirOrder.id);
    expect(await listed('BoatClothingStaff', {})).not.toContain(theirLine.id);
    expect(await listed('BoatClothingOrderStaff', { orderId: theirOrder.id })).toEqual([]);
    expect((await call('BoatClothingOrder', 'getById', { id: theirOrder.id }, own.token)).status).toBe(404);
    expect((await call('BoatClothingStaff', 'getById', { id: theirLine.id }, own.token)).status).toBe(404);
    // nor added to, moved or exported
    expect((await line(theirOrder.id, { garmentType: GARMENT.Coverall }, own.token)).body.error).toBe('OutOfScope');
    expect((await call('BoatClothingOrder', 'submit', { id: theirOrder.id }, own.token)).status).toBe(404);
    ok(await call('BoatClothingOrder', 'submit', { id: theirOrder.id }));
    expect((await call('BoatClothingStaff', 'ship', { ids: [theirLine.id] }, own.token)).status).toBe(404);
    const { sheet } = await downloadSheet(t, 'BoatClothingStaff', { garmentType: GARMENT.Coverall, size: 'XXL' }, own.token);
    expect(sheet.rowCount).toBe(2); // the header and his own line
    const all = await downloadSheet(t, 'BoatClothingStaff', { garmentType: GARMENT.Coverall, size: 'XXL' }, as());
    expect(all.sheet.rowCount).toBe(3);
    const orders = await downloadSheet(t, 'BoatClothingOrder', { userId: theirs.id }, own.token);
    expect(orders.sheet.rowCount).toBe(1);
    // the screens' rights: the store's moves need the store's buttons
    const applicant = await newUser(t, { perms: ['boatWorkClothes', 'boatWorkClothes:add'], crewScope: CREW_SCOPE.All });
    expect((await call('BoatClothingStaff', 'ship', { ids: [theirLine.id] }, applicant.token)).status).toBe(403);
    expect((await call('BoatClothingStaff', 'getList', {}, applicant.token)).status).toBe(403);
    expect((await call('BoatClothingOrder', 'submit', { id: theirOrder.id }, applicant.token)).status).toBe(403);
  });
  // after every move of this file (reservations, edits, deletes, sends, returns, cancels, closings, races)
  it('what each size has reserved is what the lines not yet sent hold, and what is free is the rest', async () => {
    const astray = await q(
      `SELECT c.id, c.stock, c.reserved, c.available, COALESCE(r.n, 0)::int AS held FROM boat_clothing_clothes c
         LEFT JOIN (SELECT clothes_id, sum(number_of_units) AS n FROM boat_clothing_staff WHERE clothes_status IN ($1, $2) GROUP BY clothes_id) r ON r.clothes_id = c.id
        WHERE c.reserved <> COALESCE(r.n, 0) OR c.available <> c.stock - c.reserved OR c.available < 0`,
      [S.Reserve, S.NotSent],
    );
    expect(astray).toEqual([]);
    expect((await q('SELECT count(*)::int AS n FROM boat_clothing_staff'))[0].n).toBeGreaterThan(20);
  });
});
