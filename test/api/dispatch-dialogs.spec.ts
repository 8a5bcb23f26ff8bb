import { newDept, newUser, type NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Issue 20 §5: the plan view draws every order dialog from the declarations (useOperation), so what
// its dialogs need is declared on the server: one order as a screen asks it (addOrder), the fields a
// kind of order asks (visibleWhen), and where a changed value starts (prefill).
describe('dispatch dialogs, declared', () => {
  let t: TestApp;
  let staff: NewUser;
  let meta: Row[];
  let ownerId: number;
  let shipId: number;
  const as = () => staff.token;
  const action = (name: string) => (meta.find((r) => r.name === 'BoatPlanDispatch')!.actions as Row[]).find((a) => a.name === name);

  beforeAll(async () => {
    t = await startTestApp();
    staff = await newUser(t, { deptId: await newDept(t), crewScope: '1', perms: ['boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit'] });
    const admin = await t.adminToken();
    meta = (await t.call('Meta', 'getResources', {}, as())).body.list;
    ownerId = (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('船东') }, admin)).body.list[0].id;
    shipId = (await t.call('BoatShip', 'insert', { name: uniq('船'), shipownerId: ownerId }, admin)).body.list[0].id;
  });
  afterAll(() => t?.close());

  it('declares each order dialog with the fields a kind of order asks and where a changed value starts', () => {
    expect(action('addOrder')).toMatchObject({ placement: 'screen', label: { zh: '新增派遣单', en: 'New order' } });
    const add = action('addOrder')!.form;
    expect(add.planDate).toMatchObject({ required: true, notPast: true, prefill: 'planDate' });
    expect(add.planPort.visibleWhen).toEqual({ operation: ['1', '2'] });
    expect(add.newDuty).toMatchObject({ required: true, visibleWhen: { operation: ['3'] } });
    expect(add.newShipId).toMatchObject({ required: true, visibleWhen: { operation: ['4'] } });
    expect(action('update')!.form).toMatchObject({ planDate: { prefill: 'planDate' }, planLeaveDate: { prefill: 'planLeaveDate', visibleWhen: { operation: ['1'] } } });
    expect(action('finish')!.form.leaveboatReason.visibleWhen).toEqual({ operation: ['2'] });
    expect(action('finish')!.form.date.visibleWhen).toBeUndefined();
    expect(action('override')!.form.reason.prefill).toBe('overrideReason');
  });

  it('makes one order as insertList does, its rules and Idempotency-Key included', async () => {
    const admin = await t.adminToken();
    const s = (await t.call('BoatUserInfo', 'insert', { name: uniq('王'), sex: '1', duty: '12' }, admin)).body.list[0];
    const signedOn = await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, admin);
    expect(signedOn.body.code).toBe('200');
    const plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as())).body.list[0];
    const body = { planId: plan.id, userId: s.id, operation: '2', shipId, duty: '12', planDate: day(5), planPort: null };
    const key = uniq('k');
    const first = await t.call('BoatPlanDispatch', 'addOrder', body, as()).set('Idempotency-Key', key);
    expect(first.body.code === '200' ? 'ok' : first.body.msg).toBe('ok');
    expect(first.body.list).toHaveLength(1);
    expect(first.body.list[0]).toMatchObject({ planId: plan.id, userId: s.id, operation: '2', status: '1' });
    const again = await t.call('BoatPlanDispatch', 'addOrder', body, as()).set('Idempotency-Key', key);
    expect(again.body.list[0].id).toBe(first.body.list[0].id);
    // the rules are insertList's: a second open order for the same day is refused, nothing written
    const twice = await t.call('BoatPlanDispatch', 'addOrder', body, as());
    expect([twice.status, twice.body.error]).toEqual([409, 'dispatch.overlapping']);
    const { total } = (await t.call('BoatPlanDispatch', 'getList', { planId: plan.id }, as())).body;
    expect(total).toBe(1);
    // a field the dialog asks only for a promotion is still the rules' to require
    const promote = await t.call('BoatPlanDispatch', 'addOrder', { ...body, operation: '3', planDate: day(30), newDuty: null }, as());
    expect(promote.status).toBe(400);
    expect(promote.body.error).toBe('dispatch.needsNewRank');
  });
});
