import { CREW_SCOPE, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, newUser, type NewUser } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { startTestApp, TestApp } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Issue 21: a plan's orders of seafarers outside the reader's crew rights are counted, never listed by
// name, by one rule whatever the plan's state: a draft read by its manager, the same plan in approval
// read by its applicant (who may read the flow) and by its approver.
describe('dispatch: a plan read within the reader crew rights', () => {
  let t: TestApp;
  let org: FlowOrg;
  let wide: NewUser;
  let ownerId: number;
  let shipId: number;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit',
    'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  // with an override reason: the compliance rules other files of this database made for the rank are
  // not this test's subject
  const signOn = (s: Row) => ({ userId: s.id, operation: '1', shipId, duty: '12', planDate: day(30), planLeaveDate: day(270), overrideReason: '权限测试' });

  beforeAll(async () => {
    t = await startTestApp();
    // the manager sees only the crew they made; a colleague sees all crew
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.OwnCreated });
    wide = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
  });
  afterAll(() => t?.close());

  const read = async (planId: number, token: string) => {
    const r = await t.call('BoatPlanDispatch', 'getPlanOrders', { planId }, token, 'en');
    ok(r);
    return r.body as { list: Row[]; total: number };
  };

  it('a draft and the same plan in approval: the orders outside the rights are counted, their seafarers never named', async () => {
    const mine = [await newSeafarer(t, { by: org.staff.token }), await newSeafarer(t, { by: org.staff.token })];
    const others = [await newSeafarer(t), await newSeafarer(t), await newSeafarer(t)];
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, org.staff.token)).body.list[0];
    ok(await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: mine.map(signOn) }, org.staff.token)));
    // the colleague who sees all crew adds the others to the manager's plan
    ok(await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: others.map(signOn) }, wide.token)));
    const names = (body: unknown) => others.filter((s) => JSON.stringify(body).includes(s.name));
    const ids = (b: { list: Row[] }) => b.list.map((o) => o.userId).sort();

    // the draft: the manager's two orders listed, five in all
    const draft = await read(plan.id, org.staff.token);
    expect(ids(draft)).toEqual(mine.map((s) => s.id).sort());
    expect(draft.total).toBe(5);
    expect(names(draft)).toEqual([]);
    // the generic list of the orders says the same
    const listed = await t.call('BoatPlanDispatch', 'getList', { planId: plan.id }, org.staff.token);
    expect(listed.body.total).toBe(2);

    // submitted: the manager is now the flow's applicant, who may read it; the same rule holds
    ok(await t.call('BoatScatPlan', 'submit', { id: plan.id }, org.staff.token));
    const inApproval = await read(plan.id, org.staff.token);
    expect(ids(inApproval)).toEqual(mine.map((s) => s.id).sort());
    expect(inApproval.total).toBe(5);
    expect(names(inApproval)).toEqual([]);

    // the approver reads by their own crew rights (their department's crew: none of these), counted
    const approver = await read(plan.id, org.leader.token);
    expect(approver.total).toBe(5);
    expect(names(approver)).toEqual([]);
    expect(approver.list.length).toBeLessThanOrEqual(5);

    // a reader who sees all crew sees all five by name
    const all = await read(plan.id, wide.token);
    expect(all.list).toHaveLength(5);
    expect(names(all)).toHaveLength(3);
  });

  it('one state: a plan in approval is not listed under the draft filter, and is again once withdrawn', async () => {
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, org.staff.token)).body.list[0];
    const seafarer = await newSeafarer(t, { by: org.staff.token });
    ok(await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [signOn(seafarer)] }, org.staff.token)));
    const listed = async (filters: Row) => {
      const r = await t.call('BoatScatPlan', 'getList', { shipownerId: ownerId, pageSize: 100, ...filters }, org.staff.token);
      ok(r);
      return (r.body.list as Row[]).some((p) => p.id === plan.id);
    };
    expect(await listed({ planStatus: '1' })).toBe(true);
    ok(await t.call('BoatScatPlan', 'submit', { id: plan.id }, org.staff.token));
    expect(await listed({ planStatus: '1' })).toBe(false);
    expect(await listed({ filters: { planStatus: '1' } })).toBe(false);
    expect(await listed({ status: '2' })).toBe(true);
    ok(await t.call('BoatScatPlan', 'withdraw', { id: plan.id }, org.staff.token));
    expect(await listed({ planStatus: '1' })).toBe(true);
  });

  it('in English a plan names its seafarers by their English name where they have one', async () => {
    const named = await newSeafarer(t, { by: org.staff.token, fields: { enname: 'WANG Haiyang' } });
    const plain = await newSeafarer(t, { by: org.staff.token });
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, org.staff.token)).body.list[0];
    ok(await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [signOn(named), signOn(plain)] }, org.staff.token)));
    const labels = async (lang: 'zh' | 'en') => {
      const r = await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: plan.id }, org.staff.token, lang);
      ok(r);
      return Object.fromEntries((r.body.list as Row[]).map((o) => [o.userId, o.userIdLabel]));
    };
    expect(await labels('en')).toEqual({ [named.id]: 'WANG Haiyang', [plain.id]: plain.name });
    expect(await labels('zh')).toEqual({ [named.id]: named.name, [plain.id]: plain.name });
  });
});
