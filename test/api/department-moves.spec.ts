import { DataSource } from 'typeorm';
import { flowOrg, FlowOrg, leads, newUser, NewUser, openTasks } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

type Row = Record<string, any>;

// Issue 19 §5: a user's company is a copy, on the account, of the nearest company above their
// department. A department moved under another company, or made a company or a department, left the
// copies of the people below it at the old company, so the approver configured for the old company
// decided their requests (${approver.config} and agents match the request's company, taken from the
// account at submit) and the staff list filed them there.
describe('a department moved or retyped takes its people’s company along', () => {
  let t: TestApp;
  let admin: string;
  let org: FlowOrg; // company A > upper department > department (staff, leader)
  let companyB: number;
  let leaderB: NewUser;
  let approverB: NewUser;
  let supplyId: number;

  const ok = (r: { body: Row }) => {
    expect([r.body.code, r.body.msg]).toEqual(['200', expect.any(String)]);
    return r.body.list?.[0] as Row;
  };
  const companyOfStaff = async () => ok(await t.call('sysUser', 'getById', { id: org.staff.id }, admin)).companyId;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const screens = ['officeSuppliesApplication', 'businessTravelApplication'];
    org = await flowOrg(t, screens.flatMap((s) => [s, `${s}:add`, `${s}:edit`]));
    companyB = ok(await t.call('SysDept', 'insert', { name: uniq('公司B'), deptType: 'company' }, admin)).id;
    leaderB = await newUser(t, { deptId: companyB });
    approverB = await newUser(t, { deptId: companyB });
    await leads(t, companyB, leaderB);
    ok(await t.call('approvalUser', 'insert', { companyId: companyB, flowType: 'officeSupplies', userId: approverB.id }, admin));
    supplyId = ok(await t.call('SysOfficeSuppliesSetting', 'insert', { name: uniq('墨盒'), unit: '个', stock: 50 }, admin)).id;
  });
  afterAll(() => t?.close());

  // submits a request of the staff member, approves its first step (their department's leader) and
  // answers the company the request was filed under and who holds the next step
  const secondStep = async (resource: string, draft: Row) => {
    const rec = ok(await t.call(resource, 'insert', draft, org.staff.token));
    const sub = ok(await t.call(resource, 'submit', { id: rec.id }, org.staff.token));
    const [first] = await openTasks(t, sub.instanceId);
    expect(first.assigneeId ?? first.candidateUserIds[0]).toBe(org.leader.id);
    ok(await t.call('MyProcess', 'approve', { taskId: first.id, comment: 'ok' }, org.leader.token));
    const [next] = await openTasks(t, sub.instanceId);
    const [{ companyId }] = await t.app.get(DataSource).query('SELECT company_id AS "companyId" FROM wf_instance WHERE id = $1', [sub.instanceId]);
    return { companyId, holders: next.assigneeId ? [next.assigneeId] : next.candidateUserIds };
  };

  it('moved under another company: the account, the request and its company-routed steps follow', async () => {
    expect(await companyOfStaff()).toBe(org.companyId);
    // the staff member sits two levels below the department moved
    ok(await t.call('SysDept', 'update', { id: org.upperDeptId, parentId: companyB }, admin));
    expect(await companyOfStaff()).toBe(companyB);
    expect(ok(await t.call('sysUser', 'getCurrentUser', {}, org.staff.token)).companyId).toBe(companyB);
    const listed = (await t.call('sysUser', 'getList', { companyId: companyB, pageSize: 50 }, admin)).body.list.map((u: Row) => u.id);
    expect(listed).toEqual(expect.arrayContaining([org.staff.id, org.leader.id, org.upperLeader.id]));

    // the approver configured for the new company issues the supplies, not the old company's
    const supplies = await secondStep('EmployOfficeSupplies', { settingId: supplyId, quantity: 1, purpose: '打印' });
    expect(supplies.companyId).toBe(companyB);
    expect(supplies.holders).toEqual([approverB.id]);
    // a week's trip goes on to the company leader: the new company's (found up the tree, never stale)
    const travel = await secondStep('EmployTravel', { destination: '上海', startDate: '2027-04-12', endDate: '2027-04-18', reason: '拜访船东' });
    expect(travel.companyId).toBe(companyB);
    expect(travel.holders).toEqual([leaderB.id]);
  });

  it('made a company, the department is its people’s company; made a department again, the one above is', async () => {
    ok(await t.call('SysDept', 'update', { id: org.upperDeptId, deptType: 'company' }, admin));
    expect(await companyOfStaff()).toBe(org.upperDeptId);
    ok(await t.call('SysDept', 'update', { id: org.upperDeptId, deptType: 'dept' }, admin));
    expect(await companyOfStaff()).toBe(companyB);
    // a rename leaves the tree where it is
    ok(await t.call('SysDept', 'update', { id: org.upperDeptId, name: uniq('改名') }, admin));
    expect(await companyOfStaff()).toBe(companyB);
  });

  // the tree stays a tree: a department is not placed under itself or any department below it
  it('is not moved under itself or a department below it', async () => {
    for (const parentId of [org.upperDeptId, org.deptId]) {
      const r = await t.call('SysDept', 'update', { id: org.upperDeptId, parentId }, admin);
      expect([r.status, r.body.error]).toEqual([400, 'system.deptUnderItself']);
    }
  });
});
