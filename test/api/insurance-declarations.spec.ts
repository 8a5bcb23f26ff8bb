import { DataSource } from 'typeorm';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, newUser, openTasks } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { ASSUME_TYPE, COVER_STATE, DECLARATION_STATE as S, DECLARE_TYPE } from '../../server/src/modules/insurance/insurance.states';

type Row = Record<string, any>;

// Insurance declarations (issue 22 §1–2): the offices' parameters, a declaration's shares worked out
// from them, every move of its state through the transition table (and the refusals, 409 naming both),
// the flow of processes/insurance.bpmn with its threshold, the covers it starts, stops and continues,
// and the dispatch link kind: made from a plan's check item only, closed with the item or the order.
describe('insurance declarations', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let ownerId: number;
  let shipId: number;
  // the parameters of the year the tests' dates fall in (a date 30 days on may be next year's)
  const params = new Map<number, number>();
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard',
    'socialSecurityParams', 'socialSecurityParams:add', 'socialSecurityParams:edit',
    'boatApplyInstruance', 'boatApplyInstruance:add', 'boatApplyInstruance:edit', 'boatApplyInstruance:delete', 'boatApplyInstruance:submit',
    'boatApplyInstruance:stop', 'boatApplyInstruance:noPay', 'boatInsurancePayStop', 'boatInsurancePayStop:continue', 'boatUserInfoInsurance',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatDispatchManage', 'boatDispatchManage:add',
    'boatDispatchManage:edit', 'boatDispatchManage:cancel',
    'boatInsuranceBusinessM', 'boatInsuranceBusinessM:add', 'boatInsuranceBusinessM:edit', 'boatInsuranceBusinessM:delete', 'boatInsuranceBusinessM:stop',
    'boatInsuranceDisabilities', 'boatInsuranceDisabilities:add',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);
  const year = (d: string) => Number(d.slice(0, 4));
  // Qingdao's rates of the year: company 16/9.5/0.5/0.4/0.8 and 12 (fund), person 8/2/0.5/0/0 and 12
  const RATES = { pensionCompany: 16, pensionPerson: 8, medicalCompany: 9.5, medicalPerson: 2, unemploymentCompany: 0.5, unemploymentPerson: 0.5, injuryCompany: 0.4, maternityCompany: 0.8, fundCompany: 12, fundPerson: 12 };
  const city = uniq('青岛');

  const paramsFor = async (y: number) => {
    if (!params.has(y)) {
      const r = await t.call('BoatInsuranceBase', 'insert', { city, cityEn: 'Qingdao', year: y, baseFloor: 4000, baseCeiling: 30000, cardFee: 20, ...RATES }, as());
      ok(r);
      params.set(y, r.body.list[0].id);
    }
    return params.get(y)!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
  });
  afterAll(() => t?.close());

  const seafarer = () => newSeafarer(t, { by: as() });
  const declaration = async (id: number) => (await t.call('boatInsuranceApply', 'getById', { id }, as())).body.list[0] as Row;
  const covers = (userId: number) => q('SELECT id, state, start_date::text, end_date::text FROM boat_insurance_cover WHERE user_id = $1 ORDER BY id', [userId]);
  const pay = async (s: Row, extra: Row = {}) => {
    const startDate = extra.startDate ?? day(0);
    const r = await t.call('boatInsuranceApply', 'insert', { userId: s.id, declareType: DECLARE_TYPE.Pay, startDate, baseId: await paramsFor(year(startDate)), insuranceBase: 5000, ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const submit = async (id: number) => {
    const r = await t.call('boatInsuranceApply', 'submit', { id }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const insured = async (s: Row, extra: Row = {}) => {
    const d = await pay(s, extra);
    const sub = await submit(d.id);
    await driveToEnd(t, org, sub.instanceId, 'approve');
    return declaration(d.id);
  };

  it('parameters: one set per city and year, a base range the right way round, shown as a tree', async () => {
    const y = year(day(0));
    const id = await paramsFor(y);
    const dup = await t.call('BoatInsuranceBase', 'insert', { city: ` ${city} `, year: y, baseFloor: 1, baseCeiling: 2 }, as(), 'en');
    expect(dup.body.error).toBe('insurance.paramsExist');
    expect(dup.body.msg).toBe(`Social-security parameters for ${city} ${y} already exist`);
    const upside = await t.call('BoatInsuranceBase', 'insert', { city: uniq('上海'), year: y, baseFloor: 9000, baseCeiling: 3000 }, as());
    expect(upside.body.error).toBe('insurance.baseRange');
    const other = await t.call('BoatInsuranceBase', 'insert', { city, cityEn: 'Qingdao', year: y - 1, baseFloor: 3800, baseCeiling: 28000, ...RATES }, as());
    ok(other);
    expect(other.body.list[0]).toMatchObject({ name: `${city} ${y - 1}`, enName: `Qingdao ${y - 1}` });
    const tree = (await t.call('BoatInsuranceBase', 'getTree', {}, as())).body.list as Row[];
    const node = tree.find((n) => n.city === city)!;
    expect(node.children.map((c: Row) => c.year)).toEqual([y, y - 1]);
    expect(node.children[0].id).toBe(id);
    // a declaration picks them by name without the parameters screen
    const clerk = await newUser(t, { perms: ['boatApplyInstruance'] });
    const picked = await t.call('BoatInsuranceBase', 'getList', { keyword: city }, clerk.token);
    ok(picked);
    expect(Object.keys(picked.body.list[0]).sort()).toEqual(['city', 'enName', 'id', 'name', 'year']);
  });

  it('several seafarers on the same terms: a declaration each from one date, or none when one is refused', async () => {
    const [a, b] = [await seafarer(), await seafarer()];
    const startDate = day(0);
    const terms = { declareType: DECLARE_TYPE.Pay, startDate, baseId: await paramsFor(year(startDate)), insuranceBase: 5000 };
    const r = await t.call('boatInsuranceApply', 'declareMany', { userIds: [a.id, b.id], ...terms }, as());
    ok(r);
    expect((r.body.list as Row[]).map((d) => [d.userId, d.startDate, d.insuranceStatus])).toEqual([[a.id, startDate, S.WaitingToPay], [b.id, startDate, S.WaitingToPay]]);
    // the list's range shape is not a date: refused naming the field, and nothing made
    const c = await seafarer();
    const range = await t.call('boatInsuranceApply', 'declareMany', { userIds: [c.id], ...terms, startDate: [startDate, day(30)] }, as(), 'en');
    expect([range.status, range.body.fields?.[0]?.field]).toEqual([400, 'startDate']);
    // one already declared refuses them all
    const again = await t.call('boatInsuranceApply', 'declareMany', { userIds: [c.id, a.id], ...terms }, as());
    expect(again.body.code).not.toBe('200');
    expect(await q('SELECT count(*)::int AS n FROM boat_insurance_apply WHERE user_id = $1', [c.id])).toEqual([{ n: 0 }]);
  });

  it('a pay declaration: the month worked out from the rates, a base outside the range or another year refused', async () => {
    const s = await seafarer();
    const y = year(day(0));
    const d = await pay(s, { fundBase: 5000 });
    // person: 5000 × (8 + 2 + 0.5)% + fund 5000 × 12% = 525 + 600; company: 5000 × 27.2% + 600 = 1360 + 600
    expect(d).toMatchObject({ insuranceStatus: S.WaitingToPay, personAssume: '1125.0000', companyAssume: '1960.0000', monthlyCost: '3085.0000', status: '1' });
    // the seafarer's file reads his latest declaration's state from the start
    expect((await q('SELECT insurance_status FROM boat_user_info WHERE id = $1', [s.id]))[0].insurance_status).toBe(S.WaitingToPay);
    const mine = await pay(await seafarer(), { assumeType: ASSUME_TYPE.Company });
    expect(mine).toMatchObject({ personAssume: '0.0000', companyAssume: '1885.0000' });
    const low = await t.call('boatInsuranceApply', 'insert', { userId: (await seafarer()).id, declareType: DECLARE_TYPE.Pay, startDate: day(0), baseId: await paramsFor(y), insuranceBase: 100 }, as(), 'en');
    expect(low.body.error).toBe('insurance.baseOutside');
    expect(low.body.msg).toBe(`The contribution base 100.00 is outside ${city} ${y}: 4000.00–30000.00`);
    const wrongYear = await t.call('boatInsuranceApply', 'insert', { userId: (await seafarer()).id, declareType: DECLARE_TYPE.Pay, startDate: `${y + 3}-02-01`, baseId: await paramsFor(y) }, as());
    expect(wrongYear.body.error).toBe('insurance.paramsYear');
    const noParams = await t.call('boatInsuranceApply', 'insert', { userId: (await seafarer()).id, declareType: DECLARE_TYPE.Pay, startDate: day(0) }, as());
    expect(noParams.body.error).toBe('insurance.paramsNeeded');
    // the base left out is the range's floor
    const floor = await pay(await seafarer(), { insuranceBase: null });
    expect(floor.insuranceBase).toBe('4000.0000');
    // one open declaration per seafarer
    const twice = await t.call('boatInsuranceApply', 'insert', { userId: s.id, declareType: DECLARE_TYPE.Pay, startDate: day(0), baseId: await paramsFor(y) }, as());
    expect(twice.body.error).toBe('insurance.pendingDeclaration');
  });

  it('approved under the threshold by the manager alone; over it by the insurance manager too; the cover is in force once', async () => {
    const s = await seafarer();
    const d = await pay(s);
    const sub = await submit(d.id);
    expect(sub).toMatchObject({ insuranceStatus: S.ManagerReview, status: '2' });
    // any list's "Progress" offers the step to whoever may take it (the insurance approvals screen)
    const mine = async (token: string) => ((await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, token)).body.list[0].pending as Row[]).map((p) => p.mine);
    expect(await mine(org.leader.token)).toEqual([true]);
    expect(await mine(as())).toEqual([false]);
    expect(await driveToEnd(t, org, sub.instanceId, 'approve')).toEqual(['deptLeaderApprove']);
    const done = await declaration(d.id);
    expect(done).toMatchObject({ insuranceStatus: S.Approved, status: '3', result: '1' });
    expect(await covers(s.id)).toEqual([{ id: done.coverId, state: COVER_STATE.InForce, start_date: day(0), end_date: null }]);
    expect((await q('SELECT insurance_status FROM boat_user_info WHERE id = $1', [s.id]))[0].insurance_status).toBe(S.Approved);
    // insured twice for one month is refused, naming the cover
    const again = await t.call('boatInsuranceApply', 'insert', { userId: s.id, declareType: DECLARE_TYPE.Pay, startDate: day(0), baseId: await paramsFor(year(day(0))) }, as(), 'en');
    expect(again.body.error).toBe('insurance.alreadyCovered');
    expect(again.body.msg).toContain(done.code);
    // named in the reader's language: his English name where his record keeps one
    await q('UPDATE boat_user_info SET enname = $2 WHERE id = $1', [s.id, 'DENG YONGGANG']);
    const named = await t.call('boatInsuranceApply', 'insert', { userId: s.id, declareType: DECLARE_TYPE.Pay, startDate: day(0), baseId: await paramsFor(year(day(0))) }, as(), 'en');
    expect(named.body.msg).toMatch(/^DENG YONGGANG is already insured /);

    const big = await pay(await seafarer(), { insuranceBase: 20000, fundBase: 20000 });
    expect(Number(big.monthlyCost)).toBeGreaterThan(3000);
    const bigSub = await submit(big.id);
    expect(await driveToEnd(t, org, bigSub.instanceId, 'approve')).toEqual(['deptLeaderApprove', 'insuranceManagerApprove']);
    expect((await declaration(big.id)).insuranceStatus).toBe(S.Approved);
  });

  it('every move through the transition table: revoked and submitted again, rejected, no pay; an illegal one is 409 naming both', async () => {
    const s = await seafarer();
    const d = await pay(s);
    const sub = await submit(d.id);
    const early = await t.call('boatInsuranceApply', 'no', { id: d.id }, as(), 'en');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('insurance.illegalTransition');
    expect(early.body.msg).toBe('The declaration is manager review: it cannot be set to no pay');
    expect((await t.call('boatInsuranceApply', 'no', { id: d.id }, as(), 'zh')).body.msg).toBe('申报状态为“经理审核”，不能设为不缴纳');
    ok(await t.call('boatInsuranceApply', 'withdraw', { id: d.id }, as()));
    expect(await declaration(d.id)).toMatchObject({ insuranceStatus: S.Revoked, status: '1' });
    // revoked: edited and submitted again
    const edited = await t.call('boatInsuranceApply', 'update', { id: d.id, insuranceBase: 6000 }, as());
    ok(edited);
    expect(edited.body.list[0].personAssume).toBe('630.0000');
    const again = await submit(d.id);
    expect(again.insuranceStatus).toBe(S.ManagerReview);
    expect(again.instanceId).not.toBe(sub.instanceId);
    await driveToEnd(t, org, again.instanceId, 'reject');
    expect(await declaration(d.id)).toMatchObject({ insuranceStatus: S.Rejected, status: '3', result: '2' });
    expect(await covers(s.id)).toEqual([]);
    expect((await t.call('boatInsuranceApply', 'no', { id: d.id }, as())).body.error).toBe('insurance.illegalTransition');

    // no pay ends a waiting declaration; one the contract requires cannot be
    const other = await pay(await seafarer());
    ok(await t.call('boatInsuranceApply', 'no', { id: other.id }, as()));
    expect(await declaration(other.id)).toMatchObject({ insuranceStatus: S.NoPay, status: '3' });
    expect((await t.call('boatInsuranceApply', 'submit', { id: other.id }, as())).body.code).not.toBe('200');
    const required = await pay(await seafarer(), { mustPay: '1' });
    expect((await t.call('boatInsuranceApply', 'no', { id: required.id }, as())).body.error).toBe('insurance.mustPay');
    expect((await declaration(required.id)).insuranceStatus).toBe(S.WaitingToPay);
  });

  it('stop and submit ends the cover, lists it as stopped, and continuing it makes a pay declaration', async () => {
    const s = await seafarer();
    const paid = await insured(s);
    const stopDate = day(20);
    const stop = await t.call('boatInsuranceApply', 'stopAndSubmit', { id: paid.id, stopDate }, as());
    ok(stop);
    const made = stop.body.list[0];
    expect(made).toMatchObject({ declareType: DECLARE_TYPE.Stop, insuranceStatus: S.ManagerReview, startDate: stopDate, coverId: paid.coverId, monthlyCost: '0.0000' });
    // a stop before the cover began is refused under the form's own field
    const before = await t.call('boatInsuranceApply', 'stop', { id: (await insured(await seafarer(), { startDate: day(5) })).id, stopDate: day(4) }, as(), 'en');
    expect([before.status, before.body.error, before.body.msg, before.body.fields?.[0]?.field]).toEqual([400, 'insurance.stopBeforeCover', `The last day of cover cannot be before the cover began (${day(5)})`, 'stopDate']);
    // a stop of a cover already being stopped waits for that one
    expect((await t.call('boatInsuranceApply', 'stop', { id: paid.id, stopDate }, as())).body.error).toBe('insurance.pendingDeclaration');
    await driveToEnd(t, org, made.instanceId, 'approve');
    expect(await covers(s.id)).toEqual([{ id: paid.coverId, state: COVER_STATE.Stopped, start_date: day(0), end_date: stopDate }]);
    expect((await declaration(paid.id)).insuranceStatus).toBe(S.StopPay);
    expect((await declaration(made.id)).insuranceStatus).toBe(S.Approved);
    expect((await q('SELECT insurance_status FROM boat_user_info WHERE id = $1', [s.id]))[0].insurance_status).toBe(S.StopPay);
    const stopped = (await t.call('boatInsuranceStopPay', 'getList', { userId: s.id }, as())).body.list;
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatchObject({ payApplyId: paid.id, stopApplyId: made.id, stopDate, continued: '0' });

    const resume = day(60);
    await paramsFor(year(resume));
    const cont = await t.call('boatInsuranceStopPay', 'continueById', { id: stopped[0].id, startDate: resume }, as());
    ok(cont);
    const next = cont.body.list[0];
    expect(next).toMatchObject({ declareType: DECLARE_TYPE.Pay, insuranceStatus: S.ManagerReview, continuesId: paid.id, startDate: resume, insuranceBase: '5000.0000' });
    expect((await declaration(paid.id)).insuranceStatus).toBe(S.Continue);
    expect((await t.call('boatInsuranceStopPay', 'getById', { id: stopped[0].id }, as())).body.list[0]).toMatchObject({ continued: '1', continueApplyId: next.id });
    expect((await t.call('boatInsuranceStopPay', 'continueById', { id: stopped[0].id, startDate: resume }, as())).body.error).toBe('insurance.notStopped');
    expect((await t.call('boatInsuranceApply', 'stopContinue', { id: paid.id, startDate: resume }, as())).body.error).toBe('insurance.illegalTransition');
    await driveToEnd(t, org, next.instanceId, 'approve');
    expect((await covers(s.id)).map((c: Row) => c.state)).toEqual([COVER_STATE.Stopped, COVER_STATE.InForce]);
  });

  it('a change ends the cover the day before and starts one on the new terms', async () => {
    const s = await seafarer();
    const paid = await insured(s, { startDate: day(-40) });
    const from = day(0);
    const change = await t.call('boatInsuranceApply', 'insert', { userId: s.id, declareType: DECLARE_TYPE.Change, startDate: from, baseId: await paramsFor(year(from)), insuranceBase: 8000 }, as());
    ok(change);
    const early = await t.call('boatInsuranceApply', 'update', { id: change.body.list[0].id, startDate: day(-60) }, as());
    expect(early.body.error).toBe('insurance.beforeCover');
    const sub = await submit(change.body.list[0].id);
    await driveToEnd(t, org, sub.instanceId, 'approve');
    const all = await covers(s.id);
    expect(all.map((c: Row) => [c.state, c.start_date, c.end_date])).toEqual([
      [COVER_STATE.Changed, day(-40), day(-1)],
      [COVER_STATE.InForce, from, null],
    ]);
    expect((await declaration(paid.id)).insuranceStatus).toBe(S.Approved);
    // nothing to stop or change without a cover
    const none = await t.call('boatInsuranceApply', 'insert', { userId: (await seafarer()).id, declareType: DECLARE_TYPE.Stop, startDate: from }, as());
    expect(none.body.error).toBe('insurance.noCover');
  });

  it('made from a dispatch order only: a sign-on makes the pay declaration, closed with its check item or its order', async () => {
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as())).body.list[0];
    const signOn = (s: Row) => ({ userId: s.id, operation: '1', shipId, duty: '12', planDate: day(30), planLeaveDate: day(270) });
    const [a, b, c, d] = [await seafarer(), await seafarer(), await seafarer(), await seafarer()];
    const orders = (await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [signOn(a), signOn(b), signOn(c), signOn(d)] }, as()))).body.list;
    const baseId = await paramsFor(year(day(30)));
    const item = await t.call('BoatPlanDispatch', 'checkItem', { id: orders[0].id, kind: 'insurance', values: { baseId, insuranceBase: 5000 } }, as());
    ok(item);
    const made = await declaration(item.body.list[0].appId);
    expect(made).toMatchObject({ userId: a.id, declareType: DECLARE_TYPE.Pay, startDate: day(30), insuranceStatus: S.WaitingToPay });
    // the plan view lists it beside its order, and offers the kind on sign-on and sign-off orders
    const listed = (await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: plan.id }, as(), 'en')).body.list as Row[];
    expect(listed.find((o) => o.id === orders[0].id)!.links).toEqual([{ id: item.body.list[0].id, kind: 'insurance', appId: made.id, open: true, code: 'Pay', appState: 'Waiting to pay', ready: false }]);
    // the crew change's logistics: a joining seafarer's cover is needed; under way once declared, ready once approved
    const insuranceOf = (o: Row) => (o.logistics as Row[]).find((l) => l.kind === 'insurance');
    expect(insuranceOf(listed.find((o) => o.id === orders[0].id)!)).toEqual({ kind: 'insurance', state: 'pending' });
    expect(insuranceOf(listed.find((o) => o.id === orders[3].id)!)).toEqual({ kind: 'insurance', state: 'missing' });
    // a sign-on needs its ticket, hotel and clothes too: missing, none made
    expect((listed.find((o) => o.id === orders[3].id)!.logistics as Row[]).map((l) => l.kind).sort()).toEqual(['clothes', 'hotel', 'insurance', 'ticket']);
    const approvedItem = await t.call('BoatPlanDispatch', 'checkItem', { id: orders[3].id, kind: 'insurance', values: { baseId, insuranceBase: 5000 } }, as());
    ok(approvedItem);
    await driveToEnd(t, org, (await submit(approvedItem.body.list[0].appId)).instanceId, 'approve');
    const readyOrder = ((await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: plan.id }, as(), 'en')).body.list as Row[]).find((o) => o.id === orders[3].id)!;
    expect([readyOrder.links[0].ready, insuranceOf(readyOrder)]).toEqual([true, { kind: 'insurance', state: 'ready' }]);
    expect((await t.call('BoatPlanDispatch', 'getLinkKinds', {}, as())).body.list).toContainEqual({ kind: 'insurance', resource: 'boatInsuranceDispatch', operation: 'insert', orderOperations: ['1', '2'] });
    // SPEC §7's own entry point does the same
    const viaInsert = await t.call('boatInsuranceDispatch', 'insert', { orderId: orders[1].id, baseId }, as());
    ok(viaInsert);
    // one made elsewhere cannot be linked
    const outside = await pay(c);
    const linked = await t.call('boatInsuranceDispatch', 'insert', { orderId: orders[2].id, appId: outside.id }, as(), 'en');
    expect(linked.body.error).toBe('dispatch.linkOnlyFromPlan');
    expect(linked.body.msg).toBe('Applications are made in the dispatch plan: one made elsewhere cannot be linked to an order');
    const byItem = await t.call('BoatPlanDispatch', 'checkItem', { id: orders[2].id, kind: 'insurance', values: { id: outside.id } }, as(), 'en');
    expect(byItem.body.error).toBe('dispatch.linkOnlyFromPlan');
    // it goes with its check item, not on its own
    expect((await t.call('boatInsuranceApply', 'delete', { id: made.id }, as())).body.error).toBe('insurance.linkedToOrder');

    // cancelling the check item cancels it, and its running approval stops
    const sub = await submit(made.id);
    ok(await t.call('BoatPlanDispatch', 'cancelCheckItem', { linkId: item.body.list[0].id }, as()));
    expect(await declaration(made.id)).toMatchObject({ insuranceStatus: S.Cancelled, status: '3', result: '2' });
    expect(await openTasks(t, sub.instanceId)).toEqual([]);
    // cancelling the order cancels the other
    const other = viaInsert.body.list[0].appId;
    ok(await t.call('BoatPlanDispatch', 'cancel', { id: orders[1].id, cancelReason: '船期取消' }, as()));
    expect(await declaration(other)).toMatchObject({ insuranceStatus: S.Cancelled });
  });

  it('an order other than a sign-on or sign-off carries no declaration; the lists keep to the reader\'s crew rights', async () => {
    const s = await seafarer();
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, as()));
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as())).body.list[0];
    const promote = (await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [{ userId: s.id, operation: '3', shipId, duty: '12', newDuty: '11', planDate: day(10) }] }, as()))).body.list[0];
    const r = await t.call('BoatPlanDispatch', 'checkItem', { id: promote.id, kind: 'insurance', values: {} }, as());
    expect(r.body.error).toBe('insurance.orderKind');

    // a sign-off's check item stops the cover on the planned sign-off day
    const covered = await seafarer();
    await insured(covered, { startDate: day(-100) });
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: covered.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-90), planLeaveboatDate: day(20) }, as()));
    const leaving = (await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [{ userId: covered.id, operation: '2', shipId, duty: '12', planDate: day(15) }] }, as()))).body.list[0];
    const stopItem = await t.call('BoatPlanDispatch', 'checkItem', { id: leaving.id, kind: 'insurance', values: {} }, as());
    ok(stopItem);
    expect(await declaration(stopItem.body.list[0].appId)).toMatchObject({ declareType: DECLARE_TYPE.Stop, startDate: day(15), insuranceStatus: S.WaitingToPay });

    const mine = await pay(await seafarer());
    const stranger = await newUser(t, { perms: ['boatApplyInstruance'], crewScope: CREW_SCOPE.OwnCreated });
    const seen = (await t.call('boatInsuranceApply', 'getList', { pageSize: 100 }, stranger.token)).body.list as Row[];
    expect(seen.find((x) => x.id === mine.id)).toBeUndefined();
    expect((await t.call('boatInsuranceApply', 'getById', { id: mine.id }, stranger.token)).status).toBe(404);
  });

  it('a commercial policy stops once, within its period, and is history afterwards; a disability case keeps its fees', async () => {
    const s = await seafarer();
    const insurer = (await t.call('BoatSupplier', 'insert', { code: uniq('INS'), name: uniq('中国人保'), category: '8' }, await t.adminToken())).body.list[0];
    // the policy's master contract, picked by its number without the contracts screen
    const contractNo = uniq('HT');
    const contract = (await t.call('boatInsuranceTotalContract', 'insert', { contractNo, supplierId: insurer.id, busiInsuranceType: '1', startDate: day(-60), endDate: day(300), premium: 50000 }, await t.adminToken())).body.list[0];
    const picked = await t.call('boatInsuranceTotalContract', 'getList', { keyword: contractNo }, as());
    expect([picked.status, picked.body.list]).toEqual([200, [{ id: contract.id, contractNo }]]);
    expect((await t.call('boatInsuranceTotalContract', 'getById', { id: contract.id }, as())).body.list[0]).toEqual({ id: contract.id, contractNo });
    const made = await t.call('BoatInsuranceBusi', 'insert', { userId: s.id, busiInsuranceType: '1', supplierId: insurer.id, contractId: contract.id, policyNo: uniq('P'), startDate: day(-30), endDate: day(335), premium: 1200 }, as());
    ok(made);
    expect((await t.call('BoatInsuranceBusi', 'getById', { id: made.body.list[0].id }, as())).body.list[0]).toMatchObject({ contractId: contract.id });
    const id = made.body.list[0].id;
    expect(made.body.list[0].state).toBe('1');
    const outside = await t.call('BoatInsuranceBusi', 'stop', { id, stopDate: day(400), stopReason: '下船' }, as(), 'en');
    expect(outside.body.error).toBe('insurance.stopOutsidePolicy');
    ok(await t.call('BoatInsuranceBusi', 'stop', { id, stopDate: day(0), stopReason: '合同期满下船' }, as()));
    expect((await t.call('BoatInsuranceBusi', 'getById', { id }, as())).body.list[0]).toMatchObject({ state: '2', stopDate: day(0), stopReason: '合同期满下船' });
    expect((await t.call('BoatInsuranceBusi', 'stop', { id, stopDate: day(0), stopReason: 'x' }, as())).body.error).toBe('insurance.policyStopped');
    expect((await t.call('BoatInsuranceBusi', 'update', { id, premium: 1 }, as())).body.error).toBe('insurance.policyStopped');
    expect((await t.call('BoatInsuranceBusi', 'delete', { id }, as())).body.error).toBe('insurance.policyStopped');

    const fee = await t.call('boatInsuranceDisabilities', 'insert', { userId: s.id, caseNo: uniq('DC'), injuryDate: day(-60), disabilityType: '10', feeType: '1', amount: 52000, payDate: day(-5) }, as());
    ok(fee);
    const early = await t.call('boatInsuranceDisabilities', 'insert', { userId: s.id, caseNo: uniq('DC'), injuryDate: day(-5), feeType: '3', amount: 100, payDate: day(-10) }, as());
    expect(early.body.code).toBe('400');
  });
});
