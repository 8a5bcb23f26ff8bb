import { DataSource } from 'typeorm';
import { CREW_SCOPE, DATA_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, newUser, NewUser, openTasks } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { CAR_REASON, CAR_STATUS as S, CAR_TYPE } from '../../server/src/modules/bookings/cars/cars.states';
import { dispatchLinkKind } from '../../server/src/modules/dispatch/links/link-kinds';
import { localTimeZone } from '../../server/src/core/config/local-date';

type Row = Record<string, any>;

// The crew transfer as a dispatch check item (issue 23 §5): a sign-on order's car from the airport to the
// port on the sign-on day, made from the plan only, ready once the admin office has arranged it, and
// cancelled with its check item or its order unless it was used already.
describe('car requests made from a dispatch plan', () => {
  let t: TestApp;
  let org: FlowOrg;
  let office: NewUser;
  let db: DataSource;
  let ownerId: number;
  let shipId: number;
  const PERMS = [
    'boatUseCarApplyFor', 'boatUseCarApplyFor:add', 'boatUseCarApplyFor:edit', 'boatUseCarApplyFor:delete', 'boatUseCarApplyFor:submit',
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatDispatchManage', 'boatDispatchManage:add',
    'boatDispatchManage:edit', 'boatDispatchManage:cancel',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All, dataScope: DATA_SCOPE.all });
    office = await newUser(t, { perms: ['boatUseCar', 'boatUseCar:add', 'boatUseCar:edit', 'boatUseCar:finish'], dataScope: DATA_SCOPE.all });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
  });
  afterAll(() => t?.close());

  const seafarer = () => newSeafarer(t, { by: as() });
  const request = async (id: number) => (await t.call('boatUseCar', 'getById', { id }, as())).body.list[0] as Row;
  const plan = async () => (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as())).body.list[0] as Row;
  const signOn = (s: Row, extra: Row = {}) => ({ userId: s.id, operation: '1', shipId, duty: '12', planDate: day(20), planLeaveDate: day(260), planPort: '3', ...extra });
  const orders = async (planId: number, bodies: Row[]) => (await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId, orders: bodies }, as()))).body.list as Row[];
  const newCar = async () => {
    const driver = (await t.call('boatCarDriver', 'insert', { name: uniq('司机'), phone: '13800138000' }, office.token)).body.list[0];
    return (await t.call('boatCar', 'insert', { plateNo: uniq('鲁B').slice(0, 16), model: '丰田考斯特', seats: 19, driverId: driver.id }, office.token)).body.list[0] as Row;
  };
  const localTime = async (iso: string) => (await db.query(`SELECT to_char($1::timestamptz AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS t`, [iso, localTimeZone()]))[0].t;
  const summary = async (id: number) => (await dispatchLinkKind('car')!.summarize!({ manager: db.manager, lang: 'en' } as never, [id])).get(id);

  it('a sign-on order makes the crew transfer: the sign-on day, airport to port, the seafarer aboard; ready once arranged', async () => {
    const p = await plan();
    const s = await seafarer();
    const [order] = await orders(p.id, [signOn(s)]);
    const car = await newCar();
    const item = await t.call('BoatPlanDispatch', 'checkItem', { id: order.id, kind: 'car', values: { carId: car.id } }, as(), 'zh');
    ok(item);
    const made = await request(item.body.list[0].appId);
    expect(made).toMatchObject({ reasonType: CAR_REASON.CrewTransfer, type: CAR_TYPE.CompanyCar, startPlace: '青岛机场', endPlace: '青岛港', carStatus: S.NotSubmitted, carId: car.id, driverId: car.driverId, passengerCount: 1 });
    expect(await localTime(made.gmtStart)).toBe(`${day(20)} 08:00`);
    expect(await localTime(made.gmtEnd)).toBe(`${day(20)} 11:00`);
    const passengers = (await t.call('boatUseCarPassenger', 'getList', { useCarId: made.id }, as())).body.list as Row[];
    expect(passengers.map((x) => [x.userId, x.name])).toEqual([[s.id, s.name]]);
    // the plan view lists it beside its order and offers the kind on sign-on orders
    const listed = (await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: p.id }, as(), 'en')).body.list as Row[];
    expect(listed.find((o) => o.id === order.id)!.links).toEqual([{ id: item.body.list[0].id, kind: 'car', appId: made.id, open: true, code: `${day(20).slice(5)} 08:00`, appState: 'Not submitted or rejected', ready: false }]);
    expect((await t.call('BoatPlanDispatch', 'getLinkKinds', {}, as())).body.list).toContainEqual({ kind: 'car', resource: 'boatUseCar', operation: 'fromOrder', orderOperations: ['1'] });
    expect(await summary(made.id)).toMatchObject({ ready: false });
    // it goes with its check item, not on its own
    expect((await t.call('boatUseCar', 'delete', { id: made.id }, as())).body.error).toBe('cars.linkedToOrder');

    const sub = (await t.call('boatUseCar', 'submit', { id: made.id }, as())).body.list[0];
    await driveToEnd(t, org, sub.instanceId, 'approve');
    expect(await summary(made.id)).toMatchObject({ code: sub.code, state: 'To review', ready: false });
    ok(await t.call('boatUseCarDetail', 'review', { id: made.id }, office.token));
    expect(await summary(made.id)).toMatchObject({ state: 'Reviewed', ready: true });
    // cancelling the order cancels it (not used yet): the car is free again
    ok(await t.call('BoatPlanDispatch', 'cancel', { id: order.id, cancelReason: '船期推迟' }, as()));
    expect(await request(made.id)).toMatchObject({ carStatus: S.Cancelled, status: '3', result: '1' });
  });

  it("made from the plan only: another kind of order, or a request made elsewhere, is refused; the plan view's dialog makes one", async () => {
    const p = await plan();
    const [a, b, c] = [await seafarer(), await seafarer(), await seafarer()];
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: c.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, as()));
    const [o1, o2, off] = await orders(p.id, [signOn(a), signOn(b, { planPort: null }), { userId: c.id, operation: '2', shipId, duty: '12', planDate: day(15) }]);
    const wrong = await t.call('BoatPlanDispatch', 'checkItem', { id: off.id, kind: 'car', values: {} }, as(), 'en');
    expect(wrong.body.error).toBe('cars.orderKind');
    const elsewhere = (await t.call('boatUseCar', 'insert', { gmtStart: `${day(20)}T00:00:00Z`, gmtEnd: `${day(20)}T02:00:00Z`, startPlace: 'a', endPlace: 'b', reasonType: CAR_REASON.CrewTransfer, type: CAR_TYPE.Taxi }, as())).body.list[0];
    expect((await t.call('boatUseCar', 'fromOrder', { orderId: o1.id, appId: elsewhere.id }, as())).body.error).toBe('dispatch.linkOnlyFromPlan');
    expect((await t.call('BoatPlanDispatch', 'checkItem', { id: o1.id, kind: 'car', values: { id: elsewhere.id } }, as())).body.error).toBe('dispatch.linkOnlyFromPlan');
    // the plan view's dialog: a taxi at a time of the clerk's choosing, in English
    const viaDialog = await t.call('boatUseCar', 'fromOrder', { orderId: o1.id, type: CAR_TYPE.Taxi, gmtStart: `${day(20)}T01:30:00Z` }, as(), 'en');
    ok(viaDialog);
    const taxi = await request(viaDialog.body.list[0].appId);
    expect(taxi).toMatchObject({ type: CAR_TYPE.Taxi, startPlace: 'Qingdao airport', endPlace: 'Port of Qingdao', insided: '0' });
    expect(new Date(taxi.gmtEnd).getTime() - new Date(taxi.gmtStart).getTime()).toBe(3 * 3_600_000);
    // an order with no port: the dialog names the destination
    const noPort = await t.call('BoatPlanDispatch', 'checkItem', { id: o2.id, kind: 'car', values: {} }, as());
    expect(noPort.body.code).toBe('400');
    expect(noPort.body.fields.map((f: Row) => f.field)).toEqual(['endPlace']);
    ok(await t.call('BoatPlanDispatch', 'checkItem', { id: o2.id, kind: 'car', values: { endPlace: '前湾港区' } }, as()));
    // nobody without the plan's right makes one
    const stranger = await newUser(t, { perms: ['boatUseCarApplyFor', 'boatUseCarApplyFor:add'] });
    expect((await t.call('boatUseCar', 'fromOrder', { orderId: o2.id }, stranger.token)).status).toBe(403);
  });

  it('closing the item cancels what was not used: a draft, one in review (its approval stops), one arranged; a trip begun stays', async () => {
    const p = await plan();
    const crew = [await seafarer(), await seafarer(), await seafarer(), await seafarer()];
    const made = await orders(p.id, crew.map((s) => signOn(s)));
    const items: Row[] = [];
    for (const o of made) items.push((await t.call('BoatPlanDispatch', 'checkItem', { id: o.id, kind: 'car', values: { type: CAR_TYPE.Taxi } }, as())).body.list[0]);
    const [draft, inReview, arranged, begun] = items;
    const sub = (await t.call('boatUseCar', 'submit', { id: inReview.appId }, as())).body.list[0];
    for (const it of [arranged, begun]) {
      const s2 = (await t.call('boatUseCar', 'submit', { id: it.appId }, as())).body.list[0];
      await driveToEnd(t, org, s2.instanceId, 'approve');
    }
    // the last one's trip has begun (as if its day had come)
    await db.query(`UPDATE boat_use_car SET gmt_start = now() - interval '1 hour' WHERE id = $1`, [begun.appId]);
    for (const it of items) ok(await t.call('BoatPlanDispatch', 'cancelCheckItem', { linkId: it.id }, as()));
    expect(await request(draft.appId)).toMatchObject({ carStatus: S.Cancelled, status: '3', result: '2' });
    expect(await request(inReview.appId)).toMatchObject({ carStatus: S.Cancelled, status: '3', result: '2' });
    expect(await openTasks(t, sub.instanceId)).toEqual([]);
    expect(await request(arranged.appId)).toMatchObject({ carStatus: S.Cancelled, status: '3', result: '1' });
    expect((await request(begun.appId)).carStatus).toBe(S.Reviewed);
    // a cancelled request is history: nothing moves it again
    expect((await t.call('boatUseCarDetail', 'review', { id: arranged.appId }, office.token)).body.error).toBe('cars.illegalTransition');
  });
});
