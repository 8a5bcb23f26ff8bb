import { CREW_SCOPE, flowOrg, FlowOrg, newSeafarer, openTasks } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { DECLARE_TYPE } from '../../server/src/modules/insurance/insurance.states';

type Row = Record<string, any>;

// Bulk approval from a management screen of a flow's requests (boatApproveManage, a view over the
// insurance declarations): its meta names the resource whose tasks it shows; the web asks My agency for
// the reader's open tasks on the selected records (businessEntity + businessIds), then completes those
// tasks by id with MyProcess.batchComplete, one outcome per task.
describe('bulk approval from a flow management screen', () => {
  let t: TestApp;
  let org: FlowOrg;
  let other: FlowOrg;
  let baseId: number;
  const PERMS = ['boatApplyInstruance', 'boatApplyInstruance:add', 'boatApplyInstruance:submit', 'socialSecurityParams', 'socialSecurityParams:add'];
  const FLOW = 'boatInsuranceApply';
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    other = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    const base = await t.call('BoatInsuranceBase', 'insert', { city: uniq('青岛'), year: Number(day(0).slice(0, 4)), baseFloor: 4000, baseCeiling: 30000, pensionCompany: 16, pensionPerson: 8 }, org.staff.token);
    ok(base);
    baseId = base.body.list[0].id;
  });
  afterAll(() => t?.close());

  // a pay declaration under the flow's threshold, submitted: one step, the applicant's department leader
  const submitted = async (o: FlowOrg): Promise<{ id: number; instanceId: string }> => {
    const s = await newSeafarer(t);
    const made = await t.call(FLOW, 'insert', { userId: s.id, declareType: DECLARE_TYPE.Pay, startDate: day(0), baseId, insuranceBase: 5000 }, o.staff.token);
    ok(made);
    const sub = await t.call(FLOW, 'submit', { id: made.body.list[0].id }, o.staff.token);
    ok(sub);
    return { id: made.body.list[0].id, instanceId: sub.body.list[0].instanceId };
  };
  const upcoming = (body: Row, token: string) => t.call('MyProcess', 'getUpcomingList', { pageSize: 200, ...body }, token);
  const taskOf = async (d: { instanceId: string }) => (await openTasks(t, d.instanceId))[0].id;

  it("the screen's meta names the flow resource its rows are requests of", async () => {
    const meta = await t.call('Meta', 'getResources', {}, org.leader.token);
    ok(meta);
    const byName = (n: string) => (meta.body.list as Row[]).find((r) => r.name === n)!;
    expect(byName('insuranceApproveManage').flow).toEqual({ view: true, of: FLOW });
    // the flow resource itself is no management view
    expect(byName(FLOW).flow).toBeUndefined();
  });

  it("finds the caller's open tasks on the named records only, then completes them by id, one outcome each", async () => {
    const [a, b, c, unasked] = [await submitted(org), await submitted(org), await submitted(org), await submitted(org)];
    const theirs = await submitted(other);
    const asked = [a.id, b.id, c.id, theirs.id];
    const [ta, tb, tc] = [await taskOf(a), await taskOf(b), await taskOf(c)];

    const mine = await upcoming({ businessEntity: FLOW, businessIds: asked }, org.leader.token);
    ok(mine);
    expect(mine.body.total).toBe(3);
    expect((mine.body.list as Row[]).map((r) => [r.id, r.businessEntity, r.businessId]).sort()).toEqual(
      [
        [ta, FLOW, a.id],
        [tb, FLOW, b.id],
        [tc, FLOW, c.id],
      ].sort(),
    );
    // the record not asked about waits for the leader too: the filter, not the queue, left it out
    expect((await upcoming({ businessEntity: FLOW, businessIds: [unasked.id] }, org.leader.token)).body.total).toBe(1);
    // the other department's declaration waits for its own leader, who sees only that one
    const theirList = (await upcoming({ businessEntity: FLOW, businessIds: asked }, other.leader.token)).body.list as Row[];
    expect(theirList.map((r) => r.businessId)).toEqual([theirs.id]);
    // tasks are filed under the flow resource, not the view: the web asks by the meta's `of`
    expect((await upcoming({ businessEntity: 'insuranceApproveManage', businessIds: asked }, org.leader.token)).body.total).toBe(0);
    // the applicant has nothing waiting on them
    expect((await upcoming({ businessEntity: FLOW, businessIds: asked }, org.staff.token)).body.total).toBe(0);
    // no record named: nothing found (never the whole queue)
    expect((await upcoming({ businessEntity: FLOW, businessIds: [] }, org.leader.token)).body.total).toBe(0);

    // one was approved meanwhile (in its drawer): the bulk reports it and goes through with the others
    ok(await t.call('MyProcess', 'approve', { taskId: ta, comment: 'ok' }, org.leader.token));
    const bulk = await t.call('MyProcess', 'batchComplete', { taskIds: [ta, tb, tc], result: '1', comment: '批量同意' }, org.leader.token);
    ok(bulk);
    expect(bulk.body.list).toEqual([
      { taskId: ta, ok: false, code: '409', msg: 'This task has already been handled' },
      { taskId: tb, ok: true },
      { taskId: tc, ok: true },
    ]);
    for (const d of [a, b, c]) {
      const row = (await t.call(FLOW, 'getById', { id: d.id }, org.staff.token)).body.list[0];
      expect([row.status, row.result]).toEqual(['3', '1']);
    }
    expect((await upcoming({ businessEntity: FLOW, businessIds: asked }, org.leader.token)).body.total).toBe(0);
  });

  it('refuses a bad filter as a validation error', async () => {
    const refused = async (body: Row) => {
      const r = await upcoming(body, org.leader.token);
      return [r.status, r.body.error, (r.body.fields as Row[] | undefined)?.map((f) => [f.field, f.reason])];
    };
    expect(await refused({ businessEntity: FLOW, businessIds: ['1', '2'] })).toEqual([400, 'Validation', [['businessIds', 'type']]]);
    expect(await refused({ businessEntity: FLOW, businessIds: Array.from({ length: 201 }, (_, i) => i + 1) })).toEqual([400, 'Validation', [['businessIds', 'max']]]);
    expect(await refused({ businessEntity: FLOW, businessIds: 7 })).toEqual([400, 'Validation', [['businessIds', 'type']]]);
    expect(await refused({ businessEntity: 'x'.repeat(65), businessIds: [1] })).toEqual([400, 'Validation', [['businessEntity', 'max']]]);
  });
});
