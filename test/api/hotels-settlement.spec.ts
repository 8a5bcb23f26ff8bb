import { DataSource } from 'typeorm';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newUser } from '../setup/factories';
import { downloadFile } from '../setup/download';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { SETTLE_STATUS, STAY_STATE as S } from '../../server/src/modules/bookings/hotels/hotels.states';

type Row = Record<string, any>;

// Hotel settlement (issue 23 §7): per hotel and month (or quarter) of check-out, per currency, what the
// hotels bill (booked stays, and cancelled ones they charged for) and how much of it is settled; settling
// the selected stays with who and when, after which their amount and dates never change; the sheets
// streamed; the reader's crew rights on the list, the report and their exports. And the daily hotel
// reminder: check-outs tomorrow and stays still awaiting booking a day before check-in.
describe('hotel settlement and reminders', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let hotelId: number;
  let usdHotelId: number;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add',
    'hotelReservationParams', 'hotelReservationParams:add',
    'boatApplyForHoteReserve', 'boatApplyForHoteReserve:add', 'boatApplyForHoteReserve:submit',
    'boatHotelReserve', 'boatHotelReserve:edit', 'boatHotelReserve:cancelBooking', 'boatHotelReserve:earlyCheckout', 'boatHotelReserve:renew',
    'hotelSettlement', 'hotelSettlement:settle', 'hotelSettlement:export',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  let months = 0;
  // a month of its own for each test, far ahead, so no other test's stays fall in it
  const freshMonth = () => {
    const m = months++;
    return { year: 2040 + Math.floor(m / 12), month: (m % 12) + 1, at: (d: number) => `${2040 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    hotelId = (await t.call('BoatHotelBase', 'insert', { city: '1', name: uniq('上海外滩酒店') }, as())).body.list[0].id;
    ok(await t.call('BoatHotelRoom', 'insert', { hotelId, roomType: '1', price: 450, currency: 'CNY' }, as()));
    usdHotelId = (await t.call('BoatHotelBase', 'insert', { city: '11', name: uniq('Marina Hotel') }, as())).body.list[0].id;
    ok(await t.call('BoatHotelRoom', 'insert', { hotelId: usdHotelId, roomType: '1', price: 120, currency: 'USD' }, as()));
  });
  afterAll(() => t?.close());

  // a stay approved (and booked unless told) for a new seafarer, as `token`'s holder makes it
  const stay = async (checkIn: string, checkOut: string, opts: { hotel?: number; book?: boolean; token?: string } = {}) => {
    const token = opts.token ?? as();
    const s = await newSeafarer(t, { by: token });
    const a = (await t.call('BoatHotel', 'insert', { remarks: '换班住宿' }, token)).body.list[0];
    const g = await t.call('boatHotelGuest', 'insert', { hotelApplyId: a.id, userId: s.id, hotelId: opts.hotel ?? hotelId, roomType: '1', checkIn, checkOut }, token);
    ok(g);
    const sub = await t.call('BoatHotel', 'submit', { id: a.id }, token);
    ok(sub);
    await driveToEnd(t, org, sub.body.list[0].instanceId, 'approve');
    const id = g.body.list[0].id as number;
    if (opts.book !== false) ok(await t.call('BoatHotelStaff', 'book', { id, confirmationNo: `CF${id}` }, token));
    return id;
  };
  const read = async (id: number) => (await t.call('BoatHotelStaff', 'getById', { id }, as())).body.list[0] as Row;
  const report = async (body: Row, token = as()) => ((await t.call('HotelSettleReport', 'getList', { pageSize: 50, ...body }, token)).body.list as Row[]);

  it('per hotel, month and currency: what the hotels bill, settled and still to settle', async () => {
    const m = freshMonth();
    const a = await stay(m.at(1), m.at(3));
    const b = await stay(m.at(10), m.at(14));
    await stay(m.at(5), m.at(7), { hotel: usdHotelId });
    // awaiting booking, and cancelled before booking: nothing billed
    await stay(m.at(2), m.at(4), { book: false });
    // cancelled after booking for a night's fee: billed the fee
    const c = await stay(m.at(20), m.at(22));
    ok(await t.call('BoatHotelStaff', 'cancel', { id: c, cancelReason: '改期' }, as()));
    ok(await t.call('BoatHotelStaff', 'confirmCancel', { id: c, cancelFee: 450 }, as()));
    const range = { dateRange: [m.at(1), m.at(28)] };
    const rows = await report(range, as());
    const of = (h: number) => rows.filter((r) => r.hotelId === h).map((r) => [r.periodLabel, r.currency, r.stays, r.nights, r.payable, r.settled, r.unsettled]);
    const label = `${m.year}-${String(m.month).padStart(2, '0')}`;
    // 2 + 4 nights at 450, and the fee
    expect(of(hotelId)).toEqual([[label, 'CNY', 3, 8, '3150.00', '0.00', '3150.00']]);
    expect(of(usdHotelId)).toEqual([[label, 'USD', 1, 2, '240.00', '0.00', '240.00']]);

    // settled: a and the fee; the stays to settle list them settled with who and when
    ok(await t.call('hotelSettleStay', 'settle', { ids: [a, c] }, as()));
    const settled = await read(a);
    expect(settled).toMatchObject({ settleStatus: SETTLE_STATUS.Settled, settledBy: org.staff.id });
    expect(settled.settledAt).toBeTruthy();
    expect(of(hotelId)).toEqual([[label, 'CNY', 3, 8, '3150.00', '0.00', '3150.00']]);
    const again = await report(range, as());
    expect(again.filter((r) => r.hotelId === hotelId).map((r) => [r.settled, r.unsettled])).toEqual([['1350.00', '1800.00']]);
    // by quarter
    const quarter = await report({ ...range, period: 'quarter' }, as());
    expect(quarter.find((r) => r.hotelId === hotelId)!.periodLabel).toMatch(new RegExp(`^${m.year}-Q\\d$`));
    // the list of stays to settle: billable ones only
    const listed = (await t.call('hotelSettleStay', 'getList', { hotelId, checkOut: [m.at(1), m.at(28)], pageSize: 50 }, as())).body.list as Row[];
    expect(listed.map((r) => r.id).sort()).toEqual([a, b, c].sort());
  });

  it('settling: confirmed selections only, each once; a settled stay\'s amount and dates never change', async () => {
    const m = freshMonth();
    const a = await stay(m.at(3), m.at(6));
    const awaiting = await stay(m.at(3), m.at(6), { book: false });
    // one not billed is not a stay to settle
    expect((await t.call('hotelSettleStay', 'settle', { ids: [a, awaiting] }, as())).status).toBe(404);
    expect((await read(a)).settleStatus).toBe(SETTLE_STATUS.NotSettled);
    ok(await t.call('hotelSettleStay', 'settle', { ids: [a] }, as()));
    const twice = await t.call('hotelSettleStay', 'settle', { ids: [a] }, as(), 'en');
    expect([twice.status, twice.body.error, twice.body.msg]).toEqual([409, 'hotels.settleState', '1 of the selected bookings are settled: they cannot be settled']);
    const early = await t.call('BoatHotelStaff', 'earlyCheckout', { id: a, checkOut: m.at(4) }, as(), 'en');
    expect([early.status, early.body.error]).toEqual([409, 'hotels.settled']);
    expect(early.body.msg).toMatch(/^This booking was settled on \d{4}-\d{2}-\d{2}: its amount and dates cannot change$/);
    expect((await t.call('BoatHotelStaff', 'cancel', { id: a, cancelReason: 'x' }, as())).body.error).toBe('hotels.settled');
    expect(await read(a)).toMatchObject({ reservationsStatus: S.Booked, checkOut: m.at(6), amount: '1350.0000' });
    // the guest staying on is a stay of its own, settled on its own
    const ext = await t.call('BoatHotelStaff', 'renew', { id: a, checkOut: m.at(7) }, as());
    ok(ext);
    expect(ext.body.list[0]).toMatchObject({ checkIn: m.at(6), nights: 1, settleStatus: SETTLE_STATUS.NotSettled });
    // settling needs its button
    const viewer = await newUser(t, { perms: ['hotelSettlement'], crewScope: CREW_SCOPE.All });
    const b = await stay(m.at(8), m.at(9));
    expect((await t.call('hotelSettleStay', 'settle', { ids: [b] }, viewer.token)).status).toBe(403);
    expect((await t.call('hotelSettleStay', 'export', {}, viewer.token)).status).toBe(403);
  });

  it('the list, the report and their sheets keep to the reader\'s crew rights', async () => {
    const m = freshMonth();
    const mine = await stay(m.at(5), m.at(8));
    // finance of the seafarers it made only (its own stay booked as a clerk would)
    const finance = await newUser(t, { perms: [...PERMS.filter((p) => !p.startsWith('hotelReservationParams'))], crewScope: CREW_SCOPE.OwnCreated, deptId: org.deptId });
    const range = { dateRange: [m.at(1), m.at(28)] };
    expect((await report(range, finance.token)).filter((r) => r.hotelId === hotelId)).toEqual([]);
    const seen = (await t.call('hotelSettleStay', 'getList', { hotelId, pageSize: 100 }, finance.token)).body.list as Row[];
    expect(seen.find((r) => r.id === mine)).toBeUndefined();
    expect((await t.call('hotelSettleStay', 'settle', { ids: [mine] }, finance.token)).status).toBe(404);
    const sheet = await downloadFile(t, 'hotelSettleStay', 'export', { hotelId }, finance.token);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/spreadsheetml/);
    const reportSheet = await downloadFile(t, 'HotelSettleReport', 'export', range, finance.token);
    expect(reportSheet.status).toBe(200);
    // the stranger's own seafarer's stay is theirs to see and settle
    const theirs = await stay(m.at(10), m.at(12), { token: finance.token });
    expect((await report(range, finance.token)).filter((r) => r.hotelId === hotelId).map((r) => r.payable)).toEqual(['900.00']);
    ok(await t.call('hotelSettleStay', 'settle', { ids: [theirs] }, finance.token));
    const full = await downloadFile(t, 'HotelSettleReport', 'export', range, as());
    expect(full.status).toBe(200);
  });

  it('the daily reminder tells the clerk of check-outs tomorrow and of stays still awaiting booking a day before check-in', async () => {
    const clerkPerms = ['boatHotelReserve', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatApplyForHoteReserve', 'boatApplyForHoteReserve:add', 'boatApplyForHoteReserve:submit', 'boatHotelReserve:edit'];
    const clerk = await newUser(t, { perms: clerkPerms, crewScope: CREW_SCOPE.OwnCreated, deptId: org.deptId });
    const quiet = await newUser(t, { perms: clerkPerms, crewScope: CREW_SCOPE.All });
    expect((await t.call('SysRemindSetting', 'saveMine', { hotel: false }, quiet.token)).status).toBe(200);
    // leaving tomorrow; awaiting booking with check-in tomorrow; later ones not yet
    await stay(day(-2), day(1), { token: clerk.token });
    await stay(day(1), day(3), { token: clerk.token, book: false });
    await stay(day(5), day(7), { token: clerk.token, book: false });
    await stay(day(-1), day(4), { token: clerk.token });
    const [job] = await db.query(`SELECT id FROM schedule_job WHERE bean_name = 'hotelTask' AND method_name = 'remind'`);
    const run = await t.call('ScheduleJob', 'run', { id: job.id }, await t.adminToken());
    expect(run.body.list[0]).toMatchObject({ result: 'success' });
    const en = (await t.call('SysMessage', 'getMyList', {}, clerk.token, 'en')).body.list as Row[];
    expect(en.filter((x) => x.title.startsWith('Hotels:')).map((x) => [x.title, x.link])).toEqual([
      ['Hotels: check-outs within 1 day(s): 1; check-ins within 1 day(s) still awaiting booking: 1', '/home/boatHotelReserve'],
    ]);
    const zh = (await t.call('SysMessage', 'getMyList', {}, clerk.token, 'zh')).body.list as Row[];
    expect(zh.find((x) => x.title.startsWith('酒店提醒'))!.title).toBe('酒店提醒：1 天内退房 1 人，1 天内入住仍待预订 1 个');
    const told = (await t.call('SysMessage', 'getMyList', {}, quiet.token, 'en')).body.list as Row[];
    expect(told.filter((x) => x.title.startsWith('Hotels:'))).toEqual([]);
  });
});
