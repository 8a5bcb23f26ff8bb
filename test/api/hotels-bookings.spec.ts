import { DataSource } from 'typeorm';
import { CREW_SCOPE, DATA_SCOPE, driveToEnd, flowOrg, FlowOrg, newDept, newSeafarer, newUser, openTasks } from '../setup/factories';
import { downloadSheet } from '../setup/download';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { SETTLE_STATUS, STAY_STATE as S } from '../../server/src/modules/bookings/hotels/hotels.states';

type Row = Record<string, any>;

// Hotels (issue 23 §1): the contracted hotels and their prices as a tree, an application's guests with
// nights and amounts worked out by the server, its approval through processes/hotel.bpmn (a second step
// past the file's thresholds), the travel clerk's booking, and every move of a stay through the
// transition table with its refusals (409 naming the state and the action): cancel before and after
// booking, the hotel's confirmation with its fee, an early check-out, an extension approved at once
// within the file's limits and by the leader beyond them.
describe('hotel bookings', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add',
    'hotelReservationParams', 'hotelReservationParams:add', 'hotelReservationParams:edit', 'hotelReservationParams:delete',
    'boatApplyForHoteReserve', 'boatApplyForHoteReserve:add', 'boatApplyForHoteReserve:edit', 'boatApplyForHoteReserve:delete', 'boatApplyForHoteReserve:submit',
    'boatHotelReserve', 'boatHotelReserve:edit', 'boatHotelReserve:export', 'boatHotelReserve:cancelBooking', 'boatHotelReserve:earlyCheckout', 'boatHotelReserve:renew',
    'boatHoteApproveManage',
    'boatExpenseAccount', 'boatExpenseAccount:add',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);
  const TWIN = '1';
  const DOUBLE = '2';
  const SUITE = '5';
  let hotelId: number;
  let usdHotelId: number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    const hotel = await t.call('BoatHotelBase', 'insert', { city: '3', name: uniq('青岛海景酒店'), enName: 'Seaview Qingdao', address: '青岛市市南区', phone: '0532-88886666' }, as());
    ok(hotel);
    hotelId = hotel.body.list[0].id;
    for (const [roomType, price] of [[TWIN, 320], [DOUBLE, 380], [SUITE, 1200]] as const) ok(await t.call('BoatHotelRoom', 'insert', { hotelId, roomType, price, currency: 'CNY' }, as()));
    usdHotelId = (await t.call('BoatHotelBase', 'insert', { city: '11', name: uniq('Harbour Inn') }, as())).body.list[0].id;
    ok(await t.call('BoatHotelRoom', 'insert', { hotelId: usdHotelId, roomType: TWIN, price: 95.5, currency: 'USD' }, as()));
  });
  afterAll(() => t?.close());

  const seafarer = () => newSeafarer(t, { by: as() });
  const application = async (remarks = '船员换班住宿') => {
    const r = await t.call('BoatHotel', 'insert', { remarks }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const guest = (hotelApplyId: number, userId: number, extra: Row = {}) =>
    t.call('boatHotelGuest', 'insert', { hotelApplyId, userId, hotelId, roomType: TWIN, checkIn: day(10), checkOut: day(12), ...extra }, as());
  const stay = async (id: number) => (await t.call('BoatHotelStaff', 'getById', { id }, as())).body.list[0] as Row;
  const app = async (id: number) => (await t.call('BoatHotel', 'getById', { id }, as())).body.list[0] as Row;
  const submit = async (id: number) => {
    const r = await t.call('BoatHotel', 'submit', { id }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  // an approved application of one guest's stay, its id and the stay
  const approved = async (extra: Row = {}) => {
    const a = await application();
    const g = await guest(a.id, (await seafarer()).id, extra);
    ok(g);
    const sub = await submit(a.id);
    await driveToEnd(t, org, sub.instanceId, 'approve');
    return { appId: a.id as number, stay: await stay(g.body.list[0].id) };
  };
  const booked = async (extra: Row = {}) => {
    const a = await approved(extra);
    ok(await t.call('BoatHotelStaff', 'book', { id: a.stay.id, confirmationNo: uniq('CF') }, as()));
    return { ...a, stay: await stay(a.stay.id) };
  };

  it('contracts: one hotel of a name per city, one price per room type, shown as a tree city → hotel → room type', async () => {
    const name = (await t.call('BoatHotelBase', 'getById', { id: hotelId }, as())).body.list[0].name;
    const dup = await t.call('BoatHotelBase', 'insert', { city: '3', name: ` ${name} ` }, as(), 'en');
    expect(dup.body.error).toBe('hotels.hotelExists');
    expect(dup.body.msg).toBe(`A contracted hotel named ${name} already exists in Qingdao`);
    // the same name in another city is another hotel
    ok(await t.call('BoatHotelBase', 'insert', { city: '1', name }, as()));
    const twice = await t.call('BoatHotelRoom', 'insert', { hotelId, roomType: TWIN, price: 1, currency: 'CNY' }, as(), 'en');
    expect(twice.body.error).toBe('hotels.roomExists');
    const tree = (await t.call('BoatHotelBase', 'getTree', {}, as(), 'en')).body.list as Row[];
    const qingdao = tree.find((c) => c.city === '3')!;
    expect(qingdao.name).toBe('Qingdao');
    const node = qingdao.children.find((h: Row) => h.id === hotelId);
    expect(node.children.map((r: Row) => [r.roomType, Number(r.price), r.currency])).toEqual([[TWIN, 320, 'CNY'], [DOUBLE, 380, 'CNY'], [SUITE, 1200, 'CNY']]);
    // an application picks hotels by name without the parameters screen
    const clerk = await newUser(t, { perms: ['boatApplyForHoteReserve'] });
    const picked = await t.call('BoatHotelBase', 'getList', { keyword: name }, clerk.token);
    ok(picked);
    expect(Object.keys(picked.body.list[0]).sort()).toEqual(['city', 'enName', 'id', 'name']);
    expect((await t.call('BoatHotelBase', 'getTree', {}, clerk.token)).status).toBe(403);
  });

  it('a hotel booked in stays while its stays are settled with it; one never booked goes with its prices', async () => {
    const spare = (await t.call('BoatHotelBase', 'insert', { city: '5', name: uniq('宁波备用酒店') }, as())).body.list[0];
    const room = (await t.call('BoatHotelRoom', 'insert', { hotelId: spare.id, roomType: TWIN, price: 200, currency: 'CNY' }, as())).body.list[0];
    const a = await application();
    ok(await guest(a.id, (await seafarer()).id, { hotelId: spare.id }));
    const used = await t.call('BoatHotelBase', 'delete', { id: spare.id }, as(), 'en');
    expect([used.status, used.body.error, used.body.msg]).toEqual([409, 'hotels.hotelInUse', 'This hotel has 1 booking(s): it cannot be deleted']);
    // a contract price changed later leaves the stays made on it as they are
    ok(await t.call('BoatHotelRoom', 'update', { id: room.id, price: 260 }, as()));
    expect(await app(a.id)).toMatchObject({ amount: '400.0000' });
    const unused = (await t.call('BoatHotelBase', 'insert', { city: '5', name: uniq('宁波空置酒店') }, as())).body.list[0];
    ok(await t.call('BoatHotelRoom', 'insert', { hotelId: unused.id, roomType: TWIN, price: 200, currency: 'CNY' }, as()));
    ok(await t.call('BoatHotelBase', 'delete', { id: unused.id }, as()));
    expect((await q('SELECT count(*)::int AS n FROM boat_hotel_room WHERE hotel_id = $1', [unused.id]))[0].n).toBe(0);
  });

  it('a guest: nights and amount worked out from the contract; a room not contracted, two currencies, a night booked twice refused', async () => {
    const a = await application();
    const s = await seafarer();
    const g = await guest(a.id, s.id, { checkIn: day(10), checkOut: day(13), roomType: DOUBLE });
    ok(g);
    expect(g.body.list[0]).toMatchObject({ nights: 3, price: '380.0000', currency: 'CNY', amount: '1140.0000', reservationsStatus: S.Pending, settleStatus: SETTLE_STATUS.NotSettled });
    expect(await app(a.id)).toMatchObject({ guests: 1, nights: 3, amount: '1140.0000', currency: 'CNY', status: '1' });
    const other = await seafarer();
    const none = await t.call('boatHotelGuest', 'insert', { hotelApplyId: a.id, userId: other.id, hotelId: usdHotelId, roomType: SUITE, checkIn: day(10), checkOut: day(11) }, as(), 'en');
    expect(none.body.error).toBe('hotels.roomNotContracted');
    expect(none.body.msg).toMatch(/has no contract price for Suite/);
    const mixed = await guest(a.id, other.id, { hotelId: usdHotelId });
    expect(mixed.body.error).toBe('hotels.mixedCurrency');
    const twice = await guest(a.id, s.id, { checkIn: day(12), checkOut: day(14) }, );
    expect(twice.body.error).toBe('hotels.overlap');
    // the seafarer is named in the reader's language: his English name where his record keeps one
    await q('UPDATE boat_user_info SET enname = $2 WHERE id = $1', [s.id, 'XU HONGBO']);
    expect((await guest(a.id, s.id, { checkIn: day(12), checkOut: day(14) })).body.msg).toMatch(/^XU HONGBO already has a hotel booked from /);
    const inZh = await t.call('boatHotelGuest', 'insert', { hotelApplyId: a.id, userId: s.id, hotelId, roomType: TWIN, checkIn: day(12), checkOut: day(14) }, as(), 'zh');
    expect(inZh.body.msg.startsWith(`${s.name} 在 `)).toBe(true);
    // the check-out day is free for the next stay
    ok(await guest(a.id, s.id, { checkIn: day(13), checkOut: day(14) }));
    const backwards = await guest(a.id, other.id, { checkIn: day(14), checkOut: day(14) });
    expect(backwards.body.code).toBe('400');
    // changed: worked out again, and the application's totals with it
    const edited = await t.call('boatHotelGuest', 'update', { id: g.body.list[0].id, roomType: TWIN }, as());
    ok(edited);
    expect(edited.body.list[0]).toMatchObject({ nights: 3, amount: '960.0000' });
    expect(await app(a.id)).toMatchObject({ guests: 2, nights: 3, amount: '1280.0000' });
    ok(await t.call('boatHotelGuest', 'delete', { id: g.body.list[0].id }, as()));
    expect(await app(a.id)).toMatchObject({ guests: 1, amount: '320.0000' });
  });

  it('approved by the department leader, the stays await booking; submitted, its guests no longer change; rejected, they are rejected', async () => {
    const empty = await application();
    expect((await t.call('BoatHotel', 'submit', { id: empty.id }, as())).body.error).toBe('hotels.noGuests');
    const a = await application();
    const g = (await guest(a.id, (await seafarer()).id)).body.list[0];
    const sub = await submit(a.id);
    expect(sub).toMatchObject({ status: '2', amount: '640.0000', amountCny: '640.0000' });
    expect((await t.call('boatHotelGuest', 'update', { id: g.id, checkOut: day(11) }, as())).body.error).toBe('hotels.applicationSubmitted');
    expect((await guest(a.id, (await seafarer()).id)).body.error).toBe('hotels.applicationSubmitted');
    expect((await t.call('boatHotelGuest', 'delete', { id: g.id }, as())).body.error).toBe('hotels.applicationSubmitted');
    // the approvals screen lists it; a draft (the empty one above) stays with its applicant
    const listed = (await t.call('hotelApproveManage', 'getList', { code: sub.code }, org.staff.token)).body.list as Row[];
    expect(listed.map((r) => r.id)).toEqual([a.id]);
    const all = (await t.call('hotelApproveManage', 'getList', { pageSize: 500 }, org.staff.token)).body.list as Row[];
    expect(all.map((r) => r.id)).not.toContain(empty.id);
    expect(new Set(all.map((r) => r.status))).not.toContain('1');
    expect(await driveToEnd(t, org, sub.instanceId, 'approve')).toEqual(['deptLeaderApprove']);
    expect(await app(a.id)).toMatchObject({ status: '3', result: '1' });
    expect(await stay(g.id)).toMatchObject({ reservationsStatus: S.AwaitingBooking });
    // SPEC §7 BoatHotelFlow: the flow's history by the record or by its instance
    const info = await t.call('BoatHotelFlow', 'getInfoById', { id: a.id }, as());
    ok(info);
    expect((await t.call('BoatHotelFlow', 'getInfoByInstanceId', { instanceId: sub.instanceId }, as())).body.code).toBe('200');

    const no = await application();
    const ng = (await guest(no.id, (await seafarer()).id)).body.list[0];
    await driveToEnd(t, org, (await submit(no.id)).instanceId, 'reject');
    expect(await stay(ng.id)).toMatchObject({ reservationsStatus: S.Rejected });
    const late = await t.call('BoatHotelStaff', 'book', { id: ng.id, confirmationNo: 'CF1' }, as(), 'en');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('hotels.illegalTransition');
    expect(late.body.msg).toBe('The booking is rejected: it cannot be booked');
    expect((await t.call('BoatHotelStaff', 'book', { id: ng.id, confirmationNo: 'CF1' }, as(), 'zh')).body.msg).toBe('预订状态为“已驳回”，不能预订');
  });

  it("the approver reads the application's stays without its screen; nobody else outside it does", async () => {
    const a = await application();
    const sailor = await seafarer();
    ok(await guest(a.id, sailor.id));
    const stays = (token: string) => t.call('boatHotelGuest', 'getApplicationStays', { hotelApplyId: a.id }, token, 'en');
    // not yet in approval: the leader is no reader of it
    expect((await stays(org.leader.token)).status).toBe(403);
    const sub = await submit(a.id);
    const read = await stays(org.leader.token);
    expect(read.status).toBe(200);
    expect(read.body.list.map((r: Row) => [r.userId, r.userIdLabel, r.hotelId, r.roomType, r.checkIn, r.checkOut, r.nights, r.amount])).toEqual([
      [sailor.id, sailor.name, hotelId, TWIN, day(10), day(12), 2, '640.0000'],
    ]);
    expect((await stays(as())).body.list).toHaveLength(1);
    const stranger = await newUser(t, { perms: ['myAgency'] });
    expect([(await stays(stranger.token)).status, (await t.call('boatHotelGuest', 'getApplicationStays', { hotelApplyId: 2147483000 }, as())).status]).toEqual([403, 404]);
    await driveToEnd(t, org, sub.instanceId, 'approve');
  });

  it('a long or dear stay goes to the upper leader too, as the file says; a stay in another currency is judged by its nights', async () => {
    const long = await application();
    ok(await guest(long.id, (await seafarer()).id, { checkIn: day(10), checkOut: day(18) }));
    expect(await driveToEnd(t, org, (await submit(long.id)).instanceId, 'approve')).toEqual(['deptLeaderApprove', 'upperLeaderApprove']);
    const dear = await application();
    ok(await guest(dear.id, (await seafarer()).id, { roomType: SUITE, checkIn: day(10), checkOut: day(15) }));
    expect(await driveToEnd(t, org, (await submit(dear.id)).instanceId, 'approve')).toEqual(['deptLeaderApprove', 'upperLeaderApprove']);
    // a stay in dollars has no amount in yuan for the file: its five nights alone decide
    const usd = await application();
    ok(await guest(usd.id, (await seafarer()).id, { hotelId: usdHotelId, checkIn: day(10), checkOut: day(15) }));
    const sub = await submit(usd.id);
    expect(sub).toMatchObject({ currency: 'USD', amount: '477.5000', amountCny: null });
    expect(await driveToEnd(t, org, sub.instanceId, 'approve')).toEqual(['deptLeaderApprove']);
  });

  it('booked by the clerk; cancelled before booking ends it, after booking awaits the hotel, whose fee is kept', async () => {
    const { stay: s } = await approved();
    // booked means the hotel gave its confirmation number, which settling and cancelling go by
    for (const confirmationNo of [undefined, '', '   ']) {
      const none = await t.call('BoatHotelStaff', 'book', { id: s.id, confirmationNo }, as(), 'en');
      expect([none.status, none.body.fields]).toEqual([400, [{ field: 'confirmationNo', reason: 'required', key: 'field.required', message: 'Confirmation number is required' }]]);
    }
    expect((await stay(s.id)).reservationsStatus).toBe(S.AwaitingBooking);
    const draft = await application();
    const dg = (await guest(draft.id, (await seafarer()).id)).body.list[0];
    expect((await t.call('BoatHotelStaff', 'cancel', { id: dg.id, cancelReason: '不用了' }, as())).body.error).toBe('hotels.draftNotCancelled');
    // awaiting booking: cancelled outright
    ok(await t.call('BoatHotelStaff', 'cancel', { id: s.id, cancelReason: '船期推迟' }, as()));
    expect(await stay(s.id)).toMatchObject({ reservationsStatus: S.CancelConfirmed, cancelReason: '船期推迟', billable: '0' });
    expect((await t.call('BoatHotelStaff', 'confirmCancel', { id: s.id }, as(), 'en')).body.msg).toBe('The booking is cancellation confirmed: it cannot be confirmed as cancelled');

    const b = await booked();
    expect(b.stay).toMatchObject({ reservationsStatus: S.Booked, billable: '1', payable: '640.0000' });
    expect(b.stay.confirmationNo).toMatch(/^CF/);
    expect((await t.call('BoatHotelStaff', 'book', { id: b.stay.id, confirmationNo: 'CF2' }, as())).body.error).toBe('hotels.illegalTransition');
    ok(await t.call('BoatHotelStaff', 'cancel', { id: b.stay.id, cancelReason: '船员改派' }, as()));
    expect(await stay(b.stay.id)).toMatchObject({ reservationsStatus: S.BookedAwaitingCancel, billable: '0' });
    const tooMuch = await t.call('BoatHotelStaff', 'confirmCancel', { id: b.stay.id, cancelFee: 700 }, as());
    expect(tooMuch.body.error).toBe('hotels.feeAboveAmount');
    ok(await t.call('BoatHotelStaff', 'confirmCancel', { id: b.stay.id, cancelFee: 320 }, as()));
    expect(await stay(b.stay.id)).toMatchObject({ reservationsStatus: S.CancelConfirmed, cancelFee: '320.0000', billable: '1', payable: '320.0000' });
    expect((await t.call('BoatHotelStaff', 'cancel', { id: b.stay.id, cancelReason: 'x' }, as())).body.error).toBe('hotels.illegalTransition');
  });

  it('two clerks booking one stay at once: one books it, the other is told it is booked', async () => {
    const { stay: s } = await approved();
    const answers = await Promise.all([t.call('BoatHotelStaff', 'book', { id: s.id, confirmationNo: 'A1' }, as()), t.call('BoatHotelStaff', 'book', { id: s.id, confirmationNo: 'B2' }, as())]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toBe('hotels.illegalTransition');
    const won = answers.find((r) => r.status === 200)!.body.list[0].confirmationNo;
    expect((await stay(s.id)).confirmationNo).toBe(won);
  });

  it('cancelling the last guest of an application in approval stops its approval', async () => {
    const a = await application();
    const g = (await guest(a.id, (await seafarer()).id)).body.list[0];
    const sub = await submit(a.id);
    ok(await t.call('BoatHotelStaff', 'cancel', { id: g.id, cancelReason: '取消换班' }, as()));
    expect(await openTasks(t, sub.instanceId)).toEqual([]);
    expect(await app(a.id)).toMatchObject({ status: '3', result: '2' });
    expect(await stay(g.id)).toMatchObject({ reservationsStatus: S.CancelConfirmed });
  });

  it('an early check-out: nights and amount worked out again, within the stay', async () => {
    const b = await booked({ checkIn: day(10), checkOut: day(14) });
    const outside = await t.call('BoatHotelStaff', 'earlyCheckout', { id: b.stay.id, checkOut: day(14) }, as(), 'en');
    expect(outside.body.error).toBe('hotels.earlyOutside');
    ok(await t.call('BoatHotelStaff', 'earlyCheckout', { id: b.stay.id, checkOut: day(12) }, as()));
    expect(await stay(b.stay.id)).toMatchObject({ checkOut: day(12), nights: 2, amount: '640.0000', payable: '640.0000', reservationsStatus: S.Booked });
    expect(await app(b.appId)).toMatchObject({ amount: '640.0000' });
    const pending = await approved();
    expect((await t.call('BoatHotelStaff', 'earlyCheckout', { id: pending.stay.id, checkOut: day(11) }, as())).body.error).toBe('hotels.illegalTransition');
  });

  it('an extension within the file\'s limits is approved at once and awaits booking; beyond them the leader approves it', async () => {
    const b = await booked({ checkIn: day(10), checkOut: day(12) });
    const notLater = await t.call('BoatHotelStaff', 'renew', { id: b.stay.id, checkOut: day(12) }, as());
    expect(notLater.body.error).toBe('hotels.renewNotLater');
    const r = await t.call('BoatHotelStaff', 'renew', { id: b.stay.id, checkOut: day(14), reason: '船舶晚到两天' }, as());
    ok(r);
    const ext = r.body.list[0];
    expect(ext).toMatchObject({ checkIn: day(12), checkOut: day(14), nights: 2, amount: '640.0000', renewsId: b.stay.id, reservationsStatus: S.AwaitingBooking });
    const extApp = await app(ext.hotelApplyId);
    expect(extApp).toMatchObject({ renewal: '1', renewsId: b.stay.id, originId: b.appId, status: '3', result: '1' });
    expect(await openTasks(t, extApp.instanceId)).toEqual([]);
    // the stay extended waits for its extension: no second extension, no early check-out
    expect((await t.call('BoatHotelStaff', 'renew', { id: b.stay.id, checkOut: day(16) }, as())).body.error).toBe('hotels.hasExtension');
    expect((await t.call('BoatHotelStaff', 'earlyCheckout', { id: b.stay.id, checkOut: day(11) }, as())).body.error).toBe('hotels.hasExtension');
    ok(await t.call('BoatHotelStaff', 'book', { id: ext.id, confirmationNo: uniq('CF') }, as()));
    // the extension extended by five nights more: the leader decides
    const far = await t.call('BoatHotelStaff', 'renew', { id: ext.id, checkOut: day(19) }, as());
    ok(far);
    expect(far.body.list[0]).toMatchObject({ nights: 5, reservationsStatus: S.Pending });
    const farApp = await app(far.body.list[0].hotelApplyId);
    expect(farApp).toMatchObject({ originId: b.appId, status: '2' });
    expect(await driveToEnd(t, org, farApp.instanceId, 'approve')).toEqual(['deptLeaderApprove']);
    expect(await stay(far.body.list[0].id)).toMatchObject({ reservationsStatus: S.AwaitingBooking });
    // a pending stay is not extended
    const pending = await approved();
    expect((await t.call('BoatHotelStaff', 'renew', { id: pending.stay.id, checkOut: day(20) }, as())).body.error).toBe('hotels.illegalTransition');
  });

  it('the lists keep to the reader\'s crew rights, and the clerk\'s moves need their buttons', async () => {
    const b = await booked();
    const stranger = await newUser(t, { perms: ['boatHotelReserve', 'boatHotelReserve:export', 'boatHotelReserve:cancelBooking'], crewScope: CREW_SCOPE.OwnCreated });
    const seen = (await t.call('BoatHotelStaff', 'getList', { pageSize: 100 }, stranger.token)).body.list as Row[];
    expect(seen.find((x) => x.id === b.stay.id)).toBeUndefined();
    expect((await t.call('BoatHotelStaff', 'getById', { id: b.stay.id }, stranger.token)).status).toBe(404);
    expect((await t.call('BoatHotelStaff', 'cancel', { id: b.stay.id, cancelReason: 'x' }, stranger.token)).status).toBe(404);
    const { sheet } = await downloadSheet(t, 'BoatHotelStaff', {}, stranger.token);
    const name = (await q('SELECT name FROM boat_user_info WHERE id = $1', [b.stay.userId]))[0].name;
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((c) => void cells.push(String(c.value))));
    expect(cells).not.toContain(name);
    expect((await downloadSheet(t, 'BoatHotelStaff', {}, as())).sheet.rowCount).toBeGreaterThan(1);
    const reader = await newUser(t, { perms: ['boatHotelReserve'], crewScope: CREW_SCOPE.All });
    const read = (await t.call('BoatHotelStaff', 'getById', { id: b.stay.id }, reader.token)).body;
    expect(read.code).toBe('200');
    // a clerk of another department names the stay's application by its number, and may pick from the numbers
    // within his own rights (none here) rather than being refused
    expect(read.list[0].hotelApplyIdLabel).toBe((await app(b.appId)).code);
    const picked = await t.call('BoatHotel', 'getList', { keyword: 'HOT' }, reader.token);
    expect([picked.status, picked.body.total]).toEqual([200, 0]);
    expect((await t.call('BoatHotelStaff', 'earlyCheckout', { id: b.stay.id, checkOut: day(11) }, reader.token)).status).toBe(403);
    expect((await t.call('BoatHotelStaff', 'export', {}, reader.token)).status).toBe(403);
    expect((await q('SELECT reservations_status FROM boat_hotel_staff WHERE id = $1', [b.stay.id]))[0].reservations_status).toBe(S.Booked);
  });

  it("an application's guests are seen and changed with it: another department's crew manager who may see the seafarer neither reads nor touches them", async () => {
    // the seafarer is managed by another department, whose crew manager sees him (own jurisdiction)
    const otherDept = await newDept(t);
    const sailor = await newSeafarer(t, { by: as(), deptId: otherDept });
    const a = await application();
    const g = await guest(a.id, sailor.id);
    ok(g);
    const gid = g.body.list[0].id as number;
    const other = await newUser(t, { deptId: otherDept, dataScope: DATA_SCOPE.ownDept, crewScope: CREW_SCOPE.Jurisdiction, perms: ['boatApplyForHoteReserve', 'boatApplyForHoteReserve:add', 'boatApplyForHoteReserve:edit', 'boatApplyForHoteReserve:delete'] });
    expect((await t.call('BoatUserInfo', 'getById', { id: sailor.id }, other.token)).status).toBe(200);
    expect((await t.call('BoatHotel', 'getById', { id: a.id }, other.token)).status).toBe(404);
    expect((await t.call('boatHotelGuest', 'getById', { id: gid }, other.token)).status).toBe(404);
    expect(((await t.call('boatHotelGuest', 'getList', { pageSize: 500 }, other.token)).body.list as Row[]).map((x) => x.id)).not.toContain(gid);
    expect((await t.call('boatHotelGuest', 'update', { id: gid, reason: '改了' }, other.token)).status).toBe(404);
    expect((await t.call('boatHotelGuest', 'delete', { id: gid }, other.token)).status).toBe(404);
    const added = await t.call('boatHotelGuest', 'insert', { hotelApplyId: a.id, userId: sailor.id, hotelId, roomType: TWIN, checkIn: day(30), checkOut: day(31) }, other.token, 'en');
    expect([added.status, added.body.error]).toEqual([403, 'OutOfScope']);
    expect(await q('SELECT id, reason FROM boat_hotel_staff WHERE hotel_apply_id = $1', [a.id])).toEqual([{ id: gid, reason: null }]);
    // the application's own department reads it; the other department's own application may not take a
    // seafarer outside its maker's crew rights
    expect((await t.call('boatHotelGuest', 'getById', { id: gid }, as())).body.list[0].userId).toBe(sailor.id);
    const theirs = (await t.call('BoatHotel', 'insert', { remarks: '外部门住宿' }, other.token)).body.list[0] as Row;
    const stranger = await newSeafarer(t, { by: as() });
    const outside = await t.call('boatHotelGuest', 'insert', { hotelApplyId: theirs.id, userId: stranger.id, hotelId, roomType: TWIN, checkIn: day(30), checkOut: day(31) }, other.token, 'en');
    expect([outside.status, outside.body.fields?.[0]?.field]).toEqual([403, 'userId']);
    ok(await t.call('boatHotelGuest', 'insert', { hotelApplyId: theirs.id, userId: sailor.id, hotelId, roomType: TWIN, checkIn: day(40), checkOut: day(41) }, other.token));
  });

  it('an expense claim may name a stay the seafarer paid at the desk, never one the company booked', async () => {
    const a = await booked();
    const b = await approved();
    const claim = async (userId: number) => (await t.call('boatExpenseAccount', 'insert', { userId, reason: '住宿报销' }, as())).body.list[0] as Row;
    const line = async (stayRow: Row) =>
      t.call('boatExpenseAccountDetail', 'insert', { accountId: (await claim(stayRow.userId)).id, feeGroup: 'EXP', feeType: '3', feeDate: day(-1), amount: 320, bookingKind: 'hotel', bookingId: stayRow.id }, as(), 'en');
    const refused = await line(a.stay);
    expect([refused.status, refused.body.error, refused.body.msg]).toEqual([409, 'expenses.bookingCompanyPaid', `Hotel booking #${a.stay.id} was paid by the company: it cannot be claimed`]);
    // approved, never booked by the clerk: the seafarer paid the hotel himself
    ok(await line(b.stay));
  });
});
