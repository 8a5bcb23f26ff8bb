import { DataSource } from 'typeorm';
import { confirmThrough } from '../setup/confirm-through';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, openTasks, signOnOrder } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { dispatchLinkKind } from '../../server/src/modules/dispatch/links/link-kinds';
import { SETTLE_STATUS, STAY_STATE as S } from '../../server/src/modules/bookings/hotels/hotels.states';

type Row = Record<string, any>;

// The hotel link kind (issue 23 §5): a sign-on order's check item makes the hotel application for its
// seafarer, for the night before the sign-on in a contracted hotel of the order's port, the reason
// naming the ship, rank and port; one made outside the plan is never linked; cancelling the check item
// or the order, or regenerating the order, closes it: nothing booked yet is cancelled (a running
// approval stops), a booked stay awaits its cancellation with the hotel, a settled one stays paid.
describe('hotel bookings from the dispatch plan', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let ownerId: number;
  let ship: Row;
  let hotelId: number;
  const PORT = '4'; // Dalian: the hotel this file makes is the port's only one
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard',
    'hotelReservationParams', 'hotelReservationParams:add',
    'boatApplyForHoteReserve', 'boatApplyForHoteReserve:add', 'boatApplyForHoteReserve:delete', 'boatApplyForHoteReserve:submit',
    'boatHotelReserve', 'boatHotelReserve:edit', 'boatHotelReserve:cancelBooking', 'boatHotelReserve:renew',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatDispatchManage', 'boatDispatchManage:add',
    'boatDispatchManage:edit', 'boatDispatchManage:cancel',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    ship = await newShip(t, ownerId, { name: uniq('远洋之星') });
    hotelId = (await t.call('BoatHotelBase', 'insert', { city: PORT, name: uniq('大连港湾酒店') }, as())).body.list[0].id;
    ok(await t.call('BoatHotelRoom', 'insert', { hotelId, roomType: '2', price: 300, currency: 'CNY' }, as()));
    ok(await t.call('BoatHotelRoom', 'insert', { hotelId, roomType: '1', price: 280, currency: 'CNY' }, as()));
  });
  afterAll(() => t?.close());

  const seafarer = () => newSeafarer(t, { by: as() });
  const plan = async () => (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as())).body.list[0] as Row;
  const signOns = async (n: number, extra: Row = {}) => {
    const p = await plan();
    const orders: Row[] = [];
    for (let i = 0; i < n; i++) orders.push(signOnOrder((await seafarer()).id, ship.id, { planPort: PORT, ...extra }));
    const r = await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: p.id, orders }, as()));
    ok(r);
    return { plan: p, orders: r.body.list as Row[] };
  };
  const item = async (orderId: number, values: Row = {}, lang = 'en') => {
    const r = await t.call('BoatPlanDispatch', 'checkItem', { id: orderId, kind: 'hotel', values }, as(), lang);
    ok(r);
    return r.body.list[0] as Row;
  };
  const stayOf = async (appId: number) => (await t.call('boatHotelGuest', 'getList', { hotelApplyId: appId }, as())).body.list[0] as Row;
  const app = async (id: number) => (await t.call('BoatHotel', 'getById', { id }, as())).body.list[0] as Row;
  // what the registered kind tells the plan view of one application
  const summary = async (appId: number) => (await dispatchLinkKind('hotel')!.summarize!({ manager: db.manager, lang: 'en' } as never, [appId])).get(appId)!;
  const links = async (planId: number, lang = 'en') => ((await t.call('BoatPlanDispatch', 'getPlanOrders', { planId }, as(), lang)).body.list as Row[]);
  // approved and booked by the clerk
  const book = async (appId: number) => {
    await driveToEnd(t, org, (await app(appId)).instanceId, 'approve');
    const s = await stayOf(appId);
    ok(await t.call('BoatHotelStaff', 'book', { id: s.id, confirmationNo: uniq('DL') }, as()));
    return s;
  };

  it('a sign-on\'s check item books the night before in the port\'s contracted hotel, the reason naming ship, rank and port, sent to approval', async () => {
    const { plan: p, orders } = await signOns(1);
    const o = orders[0];
    // the reason in the maker's language
    const link = await item(o.id, {}, 'zh');
    const made = await app(link.appId);
    expect(made).toMatchObject({ status: '2', guests: 1, nights: 1, amount: '280.0000' });
    expect(made.remarks).toMatch(new RegExp(`^上船 ${ship.name} \\S+ 大连 ${day(30)}$`));
    const english = await item((await signOns(1)).orders[0].id);
    expect((await app(english.appId)).remarks).toBe(`Sign-on ${ship.name} Able Seaman (AB) Dalian ${day(30)}`);
    expect(await stayOf(link.appId)).toMatchObject({ userId: o.userId, hotelId, roomType: '1', checkIn: day(29), checkOut: day(30), reservationsStatus: S.Pending, reason: made.remarks });
    // the plan view shows it beside its order, not ready; the kind is offered on sign-on orders
    expect((await links(p.id)).find((x) => x.id === o.id)!.links).toEqual([{ id: link.id, kind: 'hotel', appId: link.appId, open: true, code: made.code, appState: 'Pending', ready: false }]);
    expect(await summary(link.appId)).toEqual({ code: made.code, state: 'Pending', ready: false });
    expect((await t.call('BoatPlanDispatch', 'getLinkKinds', {}, as())).body.list).toContainEqual({ kind: 'hotel', resource: 'boatHotelDispatch', operation: 'insert', orderOperations: ['1'] });
    // it goes with its check item, not on its own
    ok(await t.call('BoatHotel', 'withdraw', { id: link.appId }, as()));
    expect((await t.call('BoatHotel', 'delete', { id: link.appId }, as())).body.error).toBe('hotels.linkedToOrder');
  });

  it('the dialog may choose the hotel, room and nights and keep it a draft; a port without a contracted hotel asks for one', async () => {
    const { orders } = await signOns(2, { planPort: '20' });
    const none = await t.call('BoatPlanDispatch', 'checkItem', { id: orders[0].id, kind: 'hotel', values: {} }, as(), 'en');
    expect(none.body.error).toBe('hotels.noHotelInPort');
    expect(none.body.msg).toBe('There is no contracted hotel in Hamburg: choose a hotel');
    // SPEC §5's own entry point, with the dialog's values
    const r = await t.call('boatHotelDispatch', 'insert', { orderId: orders[0].id, hotelId, roomType: '2', checkIn: day(27), reason: '提前报到体检', submit: '0' }, as());
    ok(r);
    const appId = r.body.list[0].appId;
    expect(await app(appId)).toMatchObject({ status: '1', remarks: '提前报到体检', nights: 3, amount: '900.0000' });
    expect(await stayOf(appId)).toMatchObject({ checkIn: day(27), checkOut: day(30), roomType: '2' });
    // a draft is named by its hotel on the plan view
    const name = (await t.call('BoatHotelBase', 'getById', { id: hotelId }, as())).body.list[0].name;
    expect((await links(orders[0].planId)).find((x) => x.id === orders[0].id)!.links[0]).toMatchObject({ code: name, appState: 'Pending' });
    const bad = await t.call('BoatPlanDispatch', 'checkItem', { id: orders[1].id, kind: 'hotel', values: { hotelId, checkIn: 'soon' } }, as());
    expect(bad.body.error).toBe('Validation');
  });

  it('one made outside the plan is never linked; an order other than a sign-on carries no hotel', async () => {
    const { orders } = await signOns(1);
    const outside = (await t.call('BoatHotel', 'insert', { remarks: '自行安排' }, as())).body.list[0];
    const viaInsert = await t.call('boatHotelDispatch', 'insert', { orderId: orders[0].id, appId: outside.id }, as(), 'en');
    expect(viaInsert.body.error).toBe('dispatch.linkOnlyFromPlan');
    expect(viaInsert.body.msg).toBe('Applications are made in the dispatch plan: one made elsewhere cannot be linked to an order');
    const viaItem = await t.call('BoatPlanDispatch', 'checkItem', { id: orders[0].id, kind: 'hotel', values: { id: outside.id } }, as());
    expect(viaItem.body.error).toBe('dispatch.linkOnlyFromPlan');
    expect((await q('SELECT count(*)::int AS n FROM boat_dispatch_link WHERE order_id = $1', [orders[0].id]))[0].n).toBe(0);

    const s = await seafarer();
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId: ship.id, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, as()));
    const p = await plan();
    const off = (await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: [{ userId: s.id, operation: '2', shipId: ship.id, duty: '12', planDate: day(15), planPort: PORT }] }, as()))).body.list[0];
    expect((await t.call('BoatPlanDispatch', 'checkItem', { id: off.id, kind: 'hotel', values: {} }, as())).body.error).toBe('hotels.orderKind');
  });

  it('cancelling the check item of an application in approval cancels its stay and stops the approval', async () => {
    const { orders } = await signOns(1);
    const link = await item(orders[0].id);
    const instanceId = (await app(link.appId)).instanceId;
    ok(await t.call('BoatPlanDispatch', 'cancelCheckItem', { linkId: link.id }, as()));
    expect(await app(link.appId)).toMatchObject({ status: '3', result: '2' });
    expect(await openTasks(t, instanceId)).toEqual([]);
    expect(await stayOf(link.appId)).toMatchObject({ reservationsStatus: S.CancelConfirmed });
    // the history says why
    const history = (await t.call('BoatHotelFlow', 'getInfoById', { id: link.appId }, as(), 'en')).body.list[0];
    expect(JSON.stringify(history)).toMatch(/cancel/i);
  });

  it('booked: ready on the plan view; the order cancelled, the stay and its extension await cancellation with the hotel', async () => {
    const { plan: p, orders } = await signOns(1);
    const link = await item(orders[0].id);
    const s = await book(link.appId);
    const booked = (await links(p.id)).find((x) => x.id === orders[0].id)!;
    expect(booked.links[0]).toMatchObject({ appState: 'Booked', open: true, ready: true });
    // the crew change's logistics: the hotel is ready (the ticket and clothes a sign-on needs are not made)
    expect(booked.logistics.find((l: Row) => l.kind === 'hotel')).toEqual({ kind: 'hotel', state: 'ready' });
    expect(booked.logistics.find((l: Row) => l.kind === 'ticket')).toEqual({ kind: 'ticket', state: 'missing' });
    // the stay extended by a night, booked too
    const ext = (await t.call('BoatHotelStaff', 'renew', { id: s.id, checkOut: day(31) }, as())).body.list[0];
    expect(ext.reservationsStatus).toBe(S.AwaitingBooking);
    ok(await t.call('BoatPlanDispatch', 'cancel', { id: orders[0].id, cancelReason: '船东取消换班' }, as()));
    const after = (await t.call('BoatHotelStaff', 'getById', { id: s.id }, as())).body.list[0];
    expect(after).toMatchObject({ reservationsStatus: S.BookedAwaitingCancel, billable: '0' });
    expect(after.cancelReason).toBeTruthy();
    expect((await t.call('BoatHotelStaff', 'getById', { id: ext.id }, as())).body.list[0]).toMatchObject({ reservationsStatus: S.CancelConfirmed });
    expect((await links(p.id)).find((x) => x.id === orders[0].id)!.links[0]).toMatchObject({ open: false, appState: 'Booked, awaiting cancellation' });
    expect(await summary(link.appId)).toEqual({ code: (await app(link.appId)).code, state: 'Booked, awaiting cancellation', ready: false });
    // the clerk confirms with the hotel what it charged
    ok(await t.call('BoatHotelStaff', 'confirmCancel', { id: s.id, cancelFee: 140 }, as()));
  });

  it('regenerating the order closes its booked hotel into "booked, awaiting cancellation"; a settled stay stays paid', async () => {
    const { orders } = await signOns(2);
    const [a, b] = [await item(orders[0].id), await item(orders[1].id)];
    const sa = await book(a.appId);
    const sb = await book(b.appId);
    // finance settled b's stay already
    await q(`UPDATE boat_hotel_staff SET settle_status = $2, settled_at = now() WHERE id = $1`, [sb.id, SETTLE_STATUS.Settled]);
    const moved = await confirmThrough(() => t.call('BoatPlanDispatch', 'update', { id: orders[0].id, planDate: day(60) }, as()));
    ok(moved);
    expect(moved.body.list[0].id).not.toBe(orders[0].id);
    expect((await t.call('BoatHotelStaff', 'getById', { id: sa.id }, as())).body.list[0].reservationsStatus).toBe(S.BookedAwaitingCancel);
    expect((await q('SELECT state FROM boat_dispatch_link WHERE id = $1', [a.id]))[0].state).toBe('2');
    ok(await t.call('BoatPlanDispatch', 'cancel', { id: orders[1].id, cancelReason: '取消' }, as()));
    expect((await t.call('BoatHotelStaff', 'getById', { id: sb.id }, as())).body.list[0]).toMatchObject({ reservationsStatus: S.Booked, settleStatus: SETTLE_STATUS.Settled });
  });
});
