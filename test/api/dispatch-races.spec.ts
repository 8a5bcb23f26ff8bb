import { DataSource } from 'typeorm';
import { SettleDispatchPlans1795700827119 } from '../../migrations/1795700827119-SettleDispatchPlans';
import { CREW_SCOPE, flowOrg, FlowOrg, newPlan, newSeafarer, newShip, newShipowner, newUser, openTasks, signOnOrder } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { confirmThrough } from '../setup/confirm-through';
import { day } from '../setup/dates';

type Row = Record<string, any>;
type Answer = { status: number; body: Row };

// Issue 19, dispatch: every plan and order command, and the plan flow's finish hook, lock the plan row
// before its orders, so the last two orders ending at once cannot both miss each other ("is the plan
// done?" and the recount decided from a snapshot), and approval (plan, then orders) cannot deadlock with
// cancel, close or update of its orders (which used to lock the order, then the plan). Each race runs
// 50 times: no 5xx, and every plan's state and counts equal a recount from its orders afterwards.
// Also: an order is carried out on its planned day or after; an override reason needs the override's
// right; the compliance matrix is written only by holders of all data rights.
//
// On the embedded database (one session, one transaction at a time) the racing calls queue, so the races
// cannot go wrong there: they run 5 times each, and must end consistent, rather than 50 that would only
// repeat the same queue (and add two minutes to the embedded run).
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';
const RUNS = Number(process.env.DISPATCH_RACE_RUNS ?? (onServer ? 50 : 5));
const SETUP_AT_ONCE = 5;

describe('dispatch races and rules (issue 19)', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let ownerId: number;
  let shipId: number;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard', 'boatUserInfoWork:offBoard', 'boatUserInfoWork:promote', 'boatUserInfoWork:changeShip',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatScatteredSendPlan:delete',
    'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:delete', 'boatDispatchManage:cancel', 'boatDispatchManage:close', 'boatDispatchManage:finish',
  ];
  const ok = (r: Answer) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
  });
  afterAll(() => t?.close());

  const seafarer = async (): Promise<number> => (await newSeafarer(t, { by: as() })).id;
  // sign-ons whatever the matrix says (each carries an override reason), on the day or on `planDate`
  const signOn = (userId: number, planDate = day(0)) => signOnOrder(userId, shipId, { planDate, overrideReason: '竞态测试' });

  interface Made {
    planId: number;
    orderIds: number[];
    instanceId: string;
    taskId: number;
  }

  // A plan with `n` sign-ons, submitted (one approval step: few orders, no master); approved unless told.
  const planWith = async (n: number, { submit = true, approve = true, planDate = day(0) } = {}): Promise<Made> => {
    const users: number[] = [];
    for (let i = 0; i < n; i++) users.push(await seafarer());
    const made = await newPlan(t, as(), { shipownerId: ownerId, orders: users.map((u) => signOn(u, planDate)), submit });
    const planId = made.plan.id;
    const orderIds = made.orders.map((o: Row) => o.id);
    if (!made.instanceId) return { planId, orderIds, instanceId: '', taskId: 0 };
    const instanceId = made.instanceId;
    const [task] = await openTasks(t, instanceId);
    expect(task.assigneeId).toBe(org.leader.id);
    if (approve) ok(await t.call('MyProcess', 'approve', { taskId: task.id, comment: '同意' }, org.leader.token));
    return { planId, orderIds, instanceId, taskId: task.id };
  };

  const finish = (id: number) => t.call('BoatPlanDispatch', 'finish', { id }, as());
  const cancel = (id: number) => t.call('BoatPlanDispatch', 'cancel', { id, cancelReason: '船期变更' }, as());
  const close = (id: number) => t.call('BoatPlanDispatch', 'close', { id }, as());
  const approve = (m: Made) => t.call('MyProcess', 'approve', { taskId: m.taskId, comment: '同意' }, org.leader.token);

  // Every plan against a recount from its orders: its counts, and its plan status (in progress while
  // an approved plan has an open order, finished once none is left, a draft's until approved). The
  // on-board count is left out: it counts the ship's crew, which the other plans' races change.
  const unsettled = async (planIds: number[]): Promise<string[]> => {
    const rows: Row[] = await q(
      `SELECT p.id, p.status, p.result, p.plan_status,
              json_build_array(p.order_count, p.boarding_count, p.sign_off_count, p.promotion_count, p.ship_change_count, p.senior_count, p.non_compliant_count, p.override_count)::text AS counts,
              json_build_array(c.n, c.b, c.s, c.pr, c.sc, c.senior, c.nc, c.ov)::text AS recount,
              CASE WHEN p.status = '3' AND p.result = '1' THEN CASE WHEN c.open > 0 THEN '2' ELSE '3' END ELSE '1' END AS expected_status
         FROM boat_dispatch_plan p,
         LATERAL (SELECT count(*) FILTER (WHERE d.status NOT IN ('4', '5'))::int AS n,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '1')::int AS b,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '2')::int AS s,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '3')::int AS pr,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '4')::int AS sc,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND (d.duty IN ('1', '5') OR d.new_duty IN ('1', '5')))::int AS senior,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND d.compliant = '0')::int AS nc,
                         count(*) FILTER (WHERE d.status NOT IN ('4', '5') AND d.compliant = '0' AND d.override_reason IS NOT NULL)::int AS ov,
                         count(*) FILTER (WHERE d.status IN ('1', '2'))::int AS open
                    FROM boat_plan_dispatch d WHERE d.plan_id = p.id) c
        WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [planIds],
    );
    expect(rows).toHaveLength(planIds.length);
    return rows
      .filter((r) => r.counts !== r.recount || r.plan_status !== r.expected_status)
      .map((r) => `plan ${r.id}: planStatus ${r.plan_status} (its orders say ${r.expected_status}), counts ${r.counts} (its orders say ${r.recount})`);
  };
  // how many of the plans disagree with their orders, and which
  const expectSettled = async (planIds: number[]) => {
    const wrong = await unsettled(planIds);
    expect({ unsettled: wrong.length, wrong }).toEqual({ unsettled: 0, wrong: [] });
  };

  // the races, one plan at a time: the calls of one plan sent together
  const race = async (plans: Made[], calls: (m: Made) => Array<Promise<Answer>>): Promise<Answer[][]> => {
    const out: Answer[][] = [];
    for (const m of plans) out.push(await Promise.all(calls(m)));
    return out;
  };
  const serverErrors = (answers: Answer[][]) => answers.flat().filter((a) => a.status >= 500).length;
  // the plans are made a few at a time: each is its own, and made one after another they took most of
  // this file's time (the races themselves are what is tested, not the making)
  const setUp = async (n: number, opts: { submit?: boolean; approve?: boolean } = {}) => {
    const plans: Made[] = [];
    for (let i = 0; i < RUNS; i += SETUP_AT_ONCE) plans.push(...(await Promise.all(Array.from({ length: Math.min(SETUP_AT_ONCE, RUNS - i) }, () => planWith(n, opts)))));
    return plans;
  };

  it(`the last two orders finished at the same moment finish the plan (${RUNS} plans)`, async () => {
    const plans = await setUp(2);
    const answers = await race(plans, (m) => m.orderIds.map(finish));
    expect(serverErrors(answers)).toBe(0);
    expect(answers.flat().filter((a) => a.status !== 200).map((a) => a.body.error)).toEqual([]);
    await expectSettled(plans.map((p) => p.planId));
  });

  it(`the last order finished while the other is cancelled finishes the plan (${RUNS} plans)`, async () => {
    const plans = await setUp(2);
    const answers = await race(plans, (m) => [finish(m.orderIds[0]), cancel(m.orderIds[1])]);
    expect(serverErrors(answers)).toBe(0);
    expect(answers.flat().filter((a) => a.status !== 200).map((a) => a.body.error)).toEqual([]);
    await expectSettled(plans.map((p) => p.planId));
  });

  it(`approval racing cancel, close and update of the plan's orders neither deadlocks nor leaves the plan in approval (${RUNS} plans)`, async () => {
    const plans = await setUp(3, { approve: false });
    const answers = await race(plans, (m) => [
      approve(m),
      cancel(m.orderIds[0]),
      close(m.orderIds[1]),
      // within two weeks: allowed once approved, refused while the plan is in approval
      t.call('BoatPlanDispatch', 'update', { id: m.orderIds[2], planDate: day(1) }, as()),
    ]);
    expect(serverErrors(answers)).toBe(0);
    for (const [approval, cancelled, closed, updated] of answers) {
      expect([approval.status, cancelled.status, closed.status]).toEqual([200, 200, 200]);
      expect(updated.status === 200 || updated.body.error === 'dispatch.planNotDraft').toBe(true);
    }
    const ids = plans.map((p) => p.planId);
    // approved, each with its one order left open
    expect(await q(`SELECT DISTINCT status, result, plan_status FROM boat_dispatch_plan WHERE id = ANY($1::int[])`, [ids])).toEqual([{ status: '3', result: '1', plan_status: '2' }]);
    await expectSettled(ids);
  });

  it(`submitting a plan while one of its orders is deleted neither deadlocks nor submits a deleted order (${RUNS} plans)`, async () => {
    const plans = await setUp(2, { submit: false });
    const answers = await race(plans, (m) => [t.call('BoatScatPlan', 'submit', { id: m.planId }, as()), t.call('BoatPlanDispatch', 'delete', { id: m.orderIds[0] }, as())]);
    expect(serverErrors(answers)).toBe(0);
    for (const [submitted, deleted] of answers) {
      expect(submitted.status).toBe(200);
      // deleted first, or refused: the plan was submitted first
      expect(deleted.status === 200 || deleted.body.error === 'dispatch.planNotDraft').toBe(true);
    }
    const ids = plans.map((p) => p.planId);
    expect((await q(`SELECT count(*)::int AS n FROM boat_dispatch_plan WHERE id = ANY($1::int[]) AND status = '2'`, [ids]))[0].n).toBe(RUNS);
    await expectSettled(ids);
  });

  it('an approved plan whose orders were all cancelled during its approval is finished, not left in progress', async () => {
    const m = await planWith(1, { approve: false });
    ok(await cancel(m.orderIds[0]));
    ok(await approve(m));
    expect((await q('SELECT plan_status, order_count FROM boat_dispatch_plan WHERE id = $1', [m.planId]))[0]).toEqual({ plan_status: '3', order_count: 0 });
  });

  it('the migration settles the plans the races left behind: stuck in progress, stale counts', async () => {
    const stuck = await planWith(1);
    ok(await finish(stuck.orderIds[0]));
    const stale = await planWith(2);
    ok(await cancel(stale.orderIds[0]));
    // as the old code left them: in progress with no open order; a cancelled order still counted
    await q(`UPDATE boat_dispatch_plan SET plan_status = '2' WHERE id = $1`, [stuck.planId]);
    await q(`UPDATE boat_dispatch_plan SET order_count = 2, boarding_count = 2 WHERE id = $1`, [stale.planId]);
    const ids = [stuck.planId, stale.planId];
    expect((await unsettled(ids)).length).toBe(2);
    const runner = db.createQueryRunner();
    try {
      await new SettleDispatchPlans1795700827119().up(runner);
    } finally {
      await runner.release();
    }
    await expectSettled(ids);
    expect((await q('SELECT plan_status, order_count FROM boat_dispatch_plan WHERE id = ANY($1::int[]) ORDER BY id', [ids]))).toEqual([
      { plan_status: '3', order_count: 1 },
      { plan_status: '2', order_count: 1 },
    ]);
  });

  it('an order is carried out on its planned day or after, never before', async () => {
    // within two weeks, so moving it to today later changes it rather than regenerating it
    const m = await planWith(1, { planDate: day(10) });
    const [id] = m.orderIds;
    // today, for an order planned 10 days ahead: refused, in the order's words
    const early = await t.call('BoatPlanDispatch', 'finish', { id, date: day(0) }, as());
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('dispatch.beforePlannedDay');
    expect(early.body.fields.map((f: Row) => f.field)).toEqual(['date']);
    // its own day has not come either
    expect((await finish(id)).body.error).toBe('dispatch.futureExecution');
    expect((await q('SELECT status, work_id FROM boat_plan_dispatch WHERE id = $1', [id]))[0]).toEqual({ status: '2', work_id: null });
    // moved to today, it is carried out; a day given before its planned day is still refused
    ok(await t.call('BoatPlanDispatch', 'update', { id, planDate: day(0) }, as()));
    const before = await t.call('BoatPlanDispatch', 'finish', { id, date: day(-1) }, as());
    expect(before.body.error).toBe('dispatch.beforePlannedDay');
    ok(await t.call('BoatPlanDispatch', 'finish', { id, date: day(0) }, as()));
  });

  it('an override reason given with new orders needs the override right', async () => {
    // may make plans and orders, not override the compliance check
    const clerk = await newUser(t, {
      perms: ['boatUserInfoEditList', 'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatDispatchManage', 'boatDispatchManage:add'],
      crewScope: '1',
    });
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, clerk.token)).body.list[0];
    const user = await seafarer();
    const refused = await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [signOn(user)] }, clerk.token));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('dispatch.overrideForbidden');
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [plan.id]))[0].n).toBe(0);
    // the same orders without a reason are the clerk's to make; the override stays the editor's
    const plain = { ...signOn(user), overrideReason: undefined };
    const made = await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [plain] }, clerk.token));
    ok(made);
    expect((await t.call('BoatPlanDispatch', 'override', { id: made.body.list[0].id, reason: '船东同意' }, clerk.token)).status).toBe(403);
  });

  it('the compliance matrix is written only by holders of all data rights', async () => {
    const MATRIX = ['dispatchCompliance', 'dispatchCompliance:add', 'dispatchCompliance:edit', 'dispatchCompliance:delete'];
    const admin = await t.adminToken();
    const kind = (await t.call('SysCredential', 'insert', { name: uniq('证书'), code: uniq('C'), warnValue: 30, warnUnit: '1' }, admin)).body.list[0].id;
    const rule = (await t.call('dispatchComplianceRule', 'insert', { duty: '12', shipType: '3', credentialId: kind }, admin)).body.list[0];
    // a branch's crew manager: the screen and its buttons, data rights of their department and below
    const branch = await newUser(t, { perms: MATRIX, dataScope: '4', deptId: org.deptId });
    const refusals = [
      await t.call('dispatchComplianceRule', 'insert', { duty: '10', shipType: '3', credentialId: kind }, branch.token),
      await t.call('dispatchComplianceRule', 'update', { id: rule.id, remark: '上海' }, branch.token),
      await t.call('dispatchComplianceRule', 'delete', { id: rule.id }, branch.token),
    ];
    expect(refusals.map((r) => [r.status, r.body.error])).toEqual([
      [403, 'CompanyWideData'],
      [403, 'CompanyWideData'],
      [403, 'CompanyWideData'],
    ]);
    expect((await q('SELECT remark FROM boat_compliance_rule WHERE id = $1', [rule.id]))[0]).toEqual({ remark: null });
    // refused before the body is read, as a missing right is: a malformed one is not worth a 400
    const early = await t.call('dispatchComplianceRule', 'insert', {}, branch.token);
    expect([early.status, early.body.error]).toEqual([403, 'CompanyWideData']);
    // still reads it
    ok(await t.call('dispatchComplianceRule', 'getList', { credentialId: kind }, branch.token));
    // the web is told: the declaration names the writes, the current user whether they hold all data rights
    const meta = (await t.call('Meta', 'getResources', {}, branch.token)).body.list.find((r: { name: string }) => r.name === 'dispatchComplianceRule');
    expect(meta.allData).toEqual(['insert', 'update', 'delete']);
    expect((await t.call('sysUser', 'getCurrentUser', {}, branch.token)).body.list[0].allData).toBe(false);
    // the same rights with all data rights write it
    const head = await newUser(t, { perms: MATRIX, dataScope: '1', deptId: org.deptId });
    expect((await t.call('sysUser', 'getCurrentUser', {}, head.token)).body.list[0].allData).toBe(true);
    const made = await t.call('dispatchComplianceRule', 'insert', { duty: '10', shipType: '3', credentialId: kind }, head.token);
    ok(made);
    ok(await t.call('dispatchComplianceRule', 'update', { id: rule.id, remark: '总部' }, head.token));
    ok(await t.call('dispatchComplianceRule', 'delete', { ids: [rule.id, made.body.list[0].id] }, head.token));
  });
});
