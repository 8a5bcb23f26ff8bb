import { DataSource } from 'typeorm';
import { code, CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newCertificate, newCertificateKind, newSeafarer, newShip, newShipowner } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Issue 21: a relief is a pair. The reliever's sign-on is made with the relieved seafarer's sign-off on
// the same ship, day and rank, the two pointing at each other (reliefOrderId); a seafarer being relieved
// is not relieved twice (the refusal names the open relief); the pair is deleted and cancelled together;
// the manning table shows the reliever beside the relieved and counts each rank's planned holders
// against the template's places, and a sign-on beyond them is a "continue?".
describe('dispatch: relief as a pair', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let ownerId: number;
  const AB = code('duty', 'Able Seaman (AB)');
  // a ship type no other file gives a manning template: the templates here are the plans' own
  const SHIP_TYPE = code('shipType', 'Multi-purpose ship');
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard', 'boatUserInfoWork:offBoard',
    'boatApplyForCredential', 'boatApplyForCredential:add', 'boatCredentialManage', 'boatCredentialManage:add', 'boatCredentialManage:edit',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatScatteredSendPlan:delete',
    'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:delete', 'boatDispatchManage:cancel', 'boatDispatchManage:close', 'boatDispatchManage:finish',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
  });
  afterAll(() => t?.close());

  const ship = async () => (await newShip(t, ownerId, { shipType: SHIP_TYPE })).id as number;
  const seafarer = () => newSeafarer(t, { by: as() });
  const onBoard = async (s: Row, shipId: number) => {
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId, duty: AB, reportDutyOne: AB, onboatDate: day(-100), planLeaveboatDate: day(20) }, as()));
  };
  const plan = async () => {
    const r = await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const relieve = (planId: number, reliever: Row, relieved: Row, shipId: number, extra: Row = {}) =>
    t.call('BoatPlanDispatch', 'addOrder', { planId, userId: reliever.id, operation: '1', shipId, duty: AB, planDate: day(10), planLeaveDate: day(200), relievesUserId: relieved.id, ...extra }, as(), 'en');
  const order = async (id: number) => (await q('SELECT * FROM boat_plan_dispatch WHERE id = $1', [id]))[0];
  const manning = async (planId: number, shipId: number) => (await t.call('BoatPlanOnboat', 'getList', { planId, shipId }, as())).body.list as Row[];

  it('relieving makes the sign-off with the sign-on, linked both ways, and the manning table shows them together', async () => {
    const shipA = await ship();
    const p = await plan();
    const leaving = await seafarer();
    await onBoard(leaving, shipA);
    const reliever = await seafarer();
    const made = await relieve(p.id, reliever, leaving, shipA);
    ok(made);
    // the answer holds both halves
    const on = made.body.list.find((r: Row) => r.userId === reliever.id);
    const off = made.body.list.find((r: Row) => r.userId === leaving.id);
    expect(on).toMatchObject({ operation: '1', shipId: shipA, duty: AB, relievesUserId: leaving.id, reliefOrderId: off.id });
    expect(off).toMatchObject({ operation: '2', shipId: shipA, duty: AB, planDate: day(10), status: '1', reliefOrderId: on.id });
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [p.id]))[0].n).toBe(2);
    // the relieved seafarer's row: his sign-off, and his reliever beside him
    const row = (await manning(p.id, shipA)).find((r) => r.userId === leaving.id)!;
    expect(row).toMatchObject({ orderCode: off.dispatchCode, orderOperation: '2', incomingUserId: reliever.id, incomingName: reliever.name, incomingCode: on.dispatchCode });
  });

  it('a place whose holder is already being relieved refuses a second relief, naming the open one, in this plan or another', async () => {
    const shipA = await ship();
    const p = await plan();
    const leaving = await seafarer();
    await onBoard(leaving, shipA);
    const first = await seafarer();
    const made = await relieve(p.id, first, leaving, shipA);
    ok(made);
    const code1 = made.body.list.find((r: Row) => r.userId === first.id).dispatchCode;
    const second = await seafarer();
    const again = await relieve(p.id, second, leaving, shipA);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('dispatch.alreadyRelieved');
    expect(again.body.msg).toContain(code1);
    expect(again.body.msg).toContain(first.name);
    expect(again.body.fields.map((f: Row) => f.field)).toEqual(['relievesUserId']);
    // from another plan too
    const other = await relieve((await plan()).id, second, leaving, shipA);
    expect(other.body.error).toBe('dispatch.alreadyRelieved');
    // two reliefs of one seafarer in one batch
    const leaving2 = await seafarer();
    await onBoard(leaving2, shipA);
    const batch = await t.call(
      'BoatPlanDispatch',
      'insertList',
      {
        planId: p.id,
        orders: [second, await seafarer()].map((s) => ({ userId: s.id, operation: '1', shipId: shipA, duty: AB, planDate: day(10), planLeaveDate: day(200), relievesUserId: leaving2.id })),
      },
      as(),
    );
    expect(batch.body.error).toBe('dispatch.alreadyRelieved');
    expect(batch.body.fields.map((f: Row) => f.field)).toEqual(['orders[1].relievesUserId']);
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE relieves_user_id = ANY($1::int[])', [[leaving.id, leaving2.id]]))[0].n).toBe(1);
  });

  it('a relief is in the relieved seafarer\'s ship and rank; a sign-off made first becomes its other half', async () => {
    const shipA = await ship();
    const shipB = await ship();
    const p = await plan();
    const leaving = await seafarer();
    await onBoard(leaving, shipA);
    expect((await relieve(p.id, await seafarer(), leaving, shipB)).body.error).toBe('dispatch.relievedNotOnShip');
    expect((await relieve(p.id, await seafarer(), leaving, shipA, { duty: code('duty', 'Ordinary Seaman (OS)') })).body.error).toBe('dispatch.reliefRankDiffers');
    // his sign-off first (the plan view's 下船), then the reliever: one pair, no second sign-off
    const off = await t.call('BoatPlanDispatch', 'addOrder', { planId: p.id, userId: leaving.id, operation: '2', shipId: shipA, planDate: day(5) }, as());
    ok(off);
    const reliever = await seafarer();
    const on = await relieve(p.id, reliever, leaving, shipA, { planDate: day(5) });
    ok(on);
    expect(on.body.list).toHaveLength(1);
    expect(await order(off.body.list[0].id)).toMatchObject({ relief_order_id: on.body.list[0].id });
    expect(await order(on.body.list[0].id)).toMatchObject({ relief_order_id: off.body.list[0].id });
  });

  it('the pair is deleted together in a draft plan and cancelled together once approved', async () => {
    const shipA = await ship();
    const p = await plan();
    const leaving = await seafarer();
    await onBoard(leaving, shipA);
    const made = await relieve(p.id, await seafarer(), leaving, shipA);
    ok(made);
    const ids = made.body.list.map((r: Row) => r.id);
    ok(await t.call('BoatPlanDispatch', 'delete', { ids: [ids[0]] }, as()));
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE id = ANY($1::int[])', [ids]))[0].n).toBe(0);
    // made again, approved, then the sign-on cancelled: the sign-off goes with it
    const reliever = await seafarer();
    const again = await relieve(p.id, reliever, leaving, shipA);
    ok(again);
    const on = again.body.list.find((r: Row) => r.userId === reliever.id);
    const off = again.body.list.find((r: Row) => r.userId === leaving.id);
    const sub = (await t.call('BoatScatPlan', 'submit', { id: p.id }, as())).body.list[0];
    await driveToEnd(t, org, sub.instanceId, 'approve');
    expect(await order(off.id)).toMatchObject({ status: '2' });
    const cancelled = await t.call('BoatPlanDispatch', 'cancel', { id: on.id, cancelReason: '接班人另有安排' }, as());
    ok(cancelled);
    expect(cancelled.body.list.map((r: Row) => r.id).sort()).toEqual([on.id, off.id].sort());
    expect(await order(on.id)).toMatchObject({ status: '4', cancel_reason: '接班人另有安排' });
    expect(await order(off.id)).toMatchObject({ status: '4', cancel_reason: '接班人另有安排' });
    // the place is free to relieve again, in another plan
    ok(await relieve((await plan()).id, await seafarer(), leaving, shipA));
  });

  it('the manning table counts planned holders against the template; a sign-on beyond its places asks first', async () => {
    const shipD = await ship();
    const p = await plan();
    const admin = await t.adminToken();
    const tpl = (await t.call('BoatPlanDispatchTemp', 'insert', { name: uniq('两个水手'), slots: `${AB}:2` }, admin)).body.list[0];
    ok(await t.call('BoatPlanDispatchTemp', 'submit', { id: tpl.id, planId: p.id }, admin));
    const held = await seafarer();
    await onBoard(held, shipD);
    const signOn = (s: Row) => ({ planId: p.id, userId: s.id, operation: '1', shipId: shipD, duty: AB, planDate: day(10), planLeaveDate: day(200) });
    // the second place: no question
    const second = await seafarer();
    ok(await t.call('BoatPlanDispatch', 'addOrder', signOn(second), as()));
    let table = await manning(p.id, shipD);
    expect(table.map((r) => [r.userId, r.incomingUserId, r.planned, r.places])).toEqual([
      [held.id, null, 2, 2],
      [null, second.id, 2, 2],
    ]);
    // a third AB is beyond the template's two places: "continue?"
    const third = await seafarer();
    const asked = await t.call('BoatPlanDispatch', 'addOrder', signOn(third), as(), 'en');
    expect(asked.status).toBe(428);
    expect(asked.body.fields.map((f: Row) => f.key)).toEqual(['dispatch.overManned']);
    expect(asked.body.msg).toContain('would have 3 Able Seaman (AB) planned against 2 places');
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE user_id = $1', [third.id]))[0].n).toBe(0);
    const went = await confirmThrough(() => t.call('BoatPlanDispatch', 'addOrder', signOn(third), as()));
    ok(went);
    expect((await order(went.body.list[0].id)).confirmations.map((c: Row) => c.key)).toEqual(['dispatch.overManned']);
    table = await manning(p.id, shipD);
    expect(table.map((r) => [r.userId, r.incomingUserId, r.planned, r.places])).toEqual([
      [held.id, null, 3, 2],
      [null, second.id, 3, 2],
      [null, third.id, 3, 2],
    ]);
    // a relief frees the place it fills: no question, the count stands
    const reliever = await seafarer();
    ok(await confirmThrough(() => relieve(p.id, reliever, held, shipD)));
    expect((await order((await q('SELECT id FROM boat_plan_dispatch WHERE user_id = $1', [reliever.id]))[0].id)).confirmations).toEqual([]);
    expect((await manning(p.id, shipD))[0]).toMatchObject({ userId: held.id, orderOperation: '2', incomingUserId: reliever.id, planned: 3, places: 2 });
  });

  it('a half moved by more than two weeks is made anew and keeps its place in the pair', async () => {
    const shipA = await ship();
    const p = await plan();
    const leaving = await seafarer();
    await onBoard(leaving, shipA);
    const reliever = await seafarer();
    const made = await relieve(p.id, reliever, leaving, shipA);
    ok(made);
    const on = made.body.list.find((r: Row) => r.userId === reliever.id);
    const off = made.body.list.find((r: Row) => r.userId === leaving.id);
    // the sign-on regenerated: the new one pairs with the same sign-off
    const movedOn = await confirmThrough(() => t.call('BoatPlanDispatch', 'update', { id: on.id, planDate: day(40) }, as()));
    ok(movedOn);
    const newOn = movedOn.body.list.find((r: Row) => r.userId === reliever.id);
    expect(newOn.id).not.toBe(on.id);
    expect(await order(newOn.id)).toMatchObject({ relief_order_id: off.id, regenerated_from: on.id });
    expect(await order(off.id)).toMatchObject({ relief_order_id: newOn.id, status: '1' });
    // the sign-off regenerated: the sign-on points at the new one
    const movedOff = await confirmThrough(() => t.call('BoatPlanDispatch', 'update', { id: off.id, planDate: day(40) }, as()));
    ok(movedOff);
    const newOff = movedOff.body.list[0];
    expect(await order(newOff.id)).toMatchObject({ relief_order_id: newOn.id, regenerated_from: off.id });
    expect(await order(newOn.id)).toMatchObject({ relief_order_id: newOff.id });
  });

  // last: the compliance rule made here would hold back the plans submitted above
  it('the reliever search: an expired certificate is expired, not missing; the fit is 0–100; last appraisal and service with the shipowner are counted', async () => {
    const shipE = await ship();
    const p = await plan();
    const medical = (await newCertificateKind(t, { name: uniq('健康证明'), code: uniq('MED') })).id;
    ok(await t.call('dispatchComplianceRule', 'insert', { duty: AB, shipType: SHIP_TYPE, credentialId: medical }, await t.adminToken()));
    const expired = await seafarer();
    await newCertificate(t, expired.id, medical, day(-10), as(), { signDate: day(-300) });
    const none = await seafarer();
    // served this shipowner before, appraised excellent on signing off
    const veteran = await seafarer();
    await newCertificate(t, veteran.id, medical, day(900), as(), { signDate: day(-300) });
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: veteran.id, shipId: shipE, duty: AB, reportDutyOne: AB, onboatDate: day(-400), planLeaveboatDate: day(-110) }, as()));
    ok(await t.call('BoatWork', 'offBoatWorkInfo', { userId: veteran.id, leaveboatDate: day(-100), leaveboatEvaluate: code('evaluateGrade', 'Excellent') }, as()));
    const found = await t.call('BoatPlanToUser', 'getList', { planId: p.id, shipId: shipE, duty: AB, planDate: day(30), planLeaveDate: day(270), pageSize: 500 }, as());
    ok(found);
    const list = found.body.list as Row[];
    const of = (s: Row) => list.find((r) => r.userId === s.id)!;
    expect(of(expired)).toMatchObject({ certOk: 0, certExpired: 1, certMissing: 0, servedWithOwner: 0, stints: 0, lastEvaluation: null });
    expect(of(none)).toMatchObject({ certOk: 0, certExpired: 0, certMissing: 1 });
    // certificates 60 + ready 15 + one stint with the shipowner 3 + excellent 10
    expect(of(veteran)).toMatchObject({ certOk: 1, certExpired: 0, servedWithOwner: 1, stints: 1, lastEvaluation: code('evaluateGrade', 'Excellent'), fit: 88 });
    expect(list.every((r) => r.fit >= 0 && r.fit <= 100)).toBe(true);
    expect(list.map((r) => r.fit)).toEqual([...list.map((r) => r.fit)].sort((a, b) => b - a));
    expect(list[0].userId).toBe(veteran.id);
  });
});
