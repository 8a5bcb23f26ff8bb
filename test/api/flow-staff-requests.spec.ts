import { DataSource } from 'typeorm';
import { actorFor, DATA_SCOPE, driveToEnd, flowOrg, FlowOrg, newRole, newUser, NewUser, openTasks } from '../setup/factories';
import { freshWeek } from '../setup/dates';
import { startTestApp, TestApp } from '../setup/test-app';

// Every staff HR flow of processes/ through the real engine over HTTP: the agree path (with a racing
// double approval and a server restart in the middle) and what the approval changes, the disagree
// path (nothing changes), and an agent acting for the first approver.
type Row = Record<string, any>;

interface FlowCase {
  resource: string;
  flowType: string;
  screen: string;
  draft: (ctx: Ctx) => Row;
  steps: string[]; // the step names the agree path goes through, in order
  effect?: (ctx: Ctx, record: Row) => Promise<void>; // what an approved request changed
}

interface Ctx {
  t: TestApp;
  org: FlowOrg;
  mover: NewUser; // the person transfers move
  supplyId: number;
}

const staffRow = async (c: Ctx, id: number) => (await c.t.app.get(DataSource).query('SELECT * FROM sys_user WHERE id = $1', [id]))[0];
const hrRow = async (c: Ctx, id: number) => (await c.t.app.get(DataSource).query('SELECT * FROM hr_staff_record WHERE user_id = $1', [id]))[0];

const CASES: FlowCase[] = [
  {
    resource: 'EmployVacation',
    flowType: 'vacation',
    screen: 'vacationApplication',
    // Monday to Friday: 5 working days, above the 3 days the department leader may grant alone
    draft: () => {
      const week = freshWeek();
      return { vacationType: '3', startDate: week(0), endDate: week(4), reason: '探亲' };
    },
    steps: ['部门领导审批', '上级领导审批'],
  },
  {
    resource: 'EmployOverTime',
    flowType: 'overtime',
    screen: 'overtimeApplication',
    // a Saturday's ten hours
    draft: () => {
      const sat = freshWeek()(5);
      return { beginAt: `${sat}T01:00:00.000Z`, endAt: `${sat}T11:00:00.000Z`, reason: '船员换班' };
    },
    steps: ['部门领导审批', '人事审核'],
    effect: async (c) => expect(Number((await hrRow(c, c.org.staff.id)).overtime_hours)).toBeGreaterThanOrEqual(10),
  },
  {
    resource: 'EmployTravel',
    flowType: 'travel',
    screen: 'businessTravelApplication',
    draft: () => {
      const week = freshWeek();
      return { destination: '上海', startDate: week(0), endDate: week(6), budget: '2000', reason: '拜访船东' };
    },
    steps: ['部门领导审批', '公司领导审批'],
  },
  {
    resource: 'EmployLeave',
    flowType: 'resignation',
    screen: 'quitApplication',
    draft: () => ({ lastWorkDate: '2027-01-29', reason: '个人发展' }),
    steps: ['部门领导审批', '人事审批', '公司领导审批'],
    effect: async (c) => expect((await staffRow(c, c.org.staff.id)).dimission_date).toBeTruthy(),
  },
  {
    resource: 'EmployTransfer',
    flowType: 'transfer',
    screen: 'transferManage',
    draft: (c) => ({ userId: c.mover.id, toDeptId: c.org.upperDeptId, effectiveDate: '2027-01-01', reason: '业务调整' }),
    steps: ['调出部门领导审批', '人事审批'],
    effect: async (c, rec) => {
      expect((await staffRow(c, c.mover.id)).dept_id).toBe(c.org.upperDeptId);
      // back where the person was, for the next case, as the staff screen moves someone
      const back = await c.t.call('sysUser', 'update', { id: c.mover.id, deptId: rec.deptId }, await c.t.adminToken());
      expect(back.body.code).toBe('200');
    },
  },
  {
    resource: 'EmployOfficeSupplies',
    flowType: 'officeSupplies',
    screen: 'officeSuppliesApplication',
    draft: (c) => ({ settingId: c.supplyId, quantity: 3, purpose: '打印船员合同' }),
    steps: ['部门领导审批', '行政确认发放'],
    effect: async (c) => {
      const [row] = await c.t.app.get(DataSource).query('SELECT stock FROM sys_office_supplies_setting WHERE id = $1', [c.supplyId]);
      expect(row.stock).toBe(100 - 3);
    },
  },
  {
    resource: 'employExpense',
    flowType: 'staffExpense',
    screen: 'employeeReimbursement',
    // above the 5,000 the department leader and finance may pass alone
    draft: () => ({ expenseType: '1', expenseDate: '2026-11-20', amount: '8000.00', billNum: 4, description: '船员接送' }),
    steps: ['部门领导审批', '公司领导审批', '财务审核'],
  },
];

const perms = (screen: string) => [screen, `${screen}:add`, `${screen}:edit`, `${screen}:delete`];

describe('staff request flows', () => {
  const c = {} as Ctx;

  beforeAll(async () => {
    c.t = await startTestApp();
    c.org = await flowOrg(c.t, CASES.flatMap((x) => perms(x.screen)));
    c.mover = await newUser(c.t, { deptId: c.org.deptId });
    // a transfer names a colleague and a department, both within the data rights of whoever files it
    // (organisation-rights.spec.ts): the staff member filing every request here holds the two departments
    const admin = await c.t.adminToken();
    const held = (await c.t.call('sysUser', 'getById', { id: c.org.staff.id }, admin)).body.list[0].roleIds;
    const ownDept = await newRole(c.t, { dataScope: DATA_SCOPE.departments, deptIds: [c.org.deptId, c.org.upperDeptId] });
    expect((await c.t.call('SysUserRole', 'update', { userId: c.org.staff.id, roleIds: [...held, ownDept] }, admin)).body.code).toBe('200');
    const supply = await c.t.call('SysOfficeSuppliesSetting', 'insert', { name: `硒鼓${Date.now()}`, unit: '个', stock: 100 }, await c.t.adminToken());
    c.supplyId = supply.body.list[0].id;
  });
  afterAll(() => c.t?.close());

  const create = async (fc: FlowCase) => {
    const ins = await c.t.call(fc.resource, 'insert', fc.draft(c), c.org.staff.token);
    expect(ins.body.code === '200' ? 'ok' : ins.body.msg).toBe('ok');
    const sub = await c.t.call(fc.resource, 'submit', { id: ins.body.list[0].id }, c.org.staff.token);
    expect(sub.body.code === '200' ? 'ok' : sub.body.msg).toBe('ok');
    expect(sub.body.list[0]).toMatchObject({ status: '2', result: '3' });
    return sub.body.list[0] as Row;
  };
  const read = async (fc: FlowCase, id: number) => (await c.t.call(fc.resource, 'getById', { id }, c.org.staff.token)).body.list[0];
  const stepNames = async (instanceId: string) =>
    (await c.t.app.get(DataSource).query(`SELECT name FROM wf_task WHERE instance_id = $1 AND status = 'completed' ORDER BY completed_at, id`, [instanceId])).map((r: Row) => r.name);

  describe.each(CASES)('$flowType', (fc) => {
    it('agree path: a racing double approval, a restart in the middle, finished and agreed, the effect applied', async () => {
      const rec = await create(fc);
      const [first] = await openTasks(c.t, rec.instanceId);
      const actor = await actorFor(c.t, c.org, first);
      const [a, b] = await Promise.all([
        c.t.call('MyProcess', 'approve', { taskId: first.id, comment: '同意' }, actor.token),
        c.t.call('MyProcess', 'approve', { taskId: first.id, comment: '同意' }, actor.token),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      await c.t.close();
      c.t = await startTestApp();
      await driveToEnd(c.t, c.org, rec.instanceId, 'approve');
      expect(await read(fc, rec.id)).toMatchObject({ status: '3', result: '1' });
      expect(await stepNames(rec.instanceId)).toEqual(fc.steps);
      const history = await c.t.call('MyProcess', 'getDetail', { instanceId: rec.instanceId }, c.org.staff.token);
      expect(history.body.list[0].history.filter((h: Row) => h.action === 'approve')).toHaveLength(fc.steps.length);
      await fc.effect?.(c, rec);
    });

    it('disagree path: the first approver rejects; finished, disagreed, nothing else changes', async () => {
      const rec = await create(fc);
      // the account and the HR record (balances) alike
      const person = async () => ({ ...(await staffRow(c, c.org.staff.id)), hr: await hrRow(c, c.org.staff.id) });
      const before = await person();
      expect(await driveToEnd(c.t, c.org, rec.instanceId, 'reject')).toHaveLength(1);
      expect(await read(fc, rec.id)).toMatchObject({ status: '3', result: '2' });
      const after = await person();
      expect({ ...after, updated_at: null, version: null }).toEqual({ ...before, updated_at: null, version: null });
    });

    it('an agent acts for the first approver while the agent period runs; history says for whom', async () => {
      const agent = await newUser(c.t, { deptId: c.org.deptId });
      c.org.byId.set(agent.id, agent);
      const admin = await c.t.adminToken();
      const now = Date.now();
      const rep = await c.t.call(
        'ActivitiApproveReplace',
        'insert',
        { userId: c.org.leader.id, agentId: agent.id, flowType: fc.flowType, startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() },
        admin,
      );
      expect(rep.body.code).toBe('200');
      try {
        const rec = await create(fc);
        const [task] = await openTasks(c.t, rec.instanceId);
        expect(task).toMatchObject({ assigneeId: agent.id, onBehalfOf: c.org.leader.id });
        // the leader no longer holds it; the agent does
        expect((await c.t.call('MyProcess', 'approve', { taskId: task.id }, c.org.leader.token)).status).toBe(403);
        expect((await c.t.call('MyProcess', 'approve', { taskId: task.id, comment: '代批' }, agent.token)).body.code).toBe('200');
        const detail = await c.t.call('MyProcess', 'getDetail', { instanceId: rec.instanceId }, c.org.staff.token);
        expect(detail.body.list[0].history.find((h: Row) => h.action === 'approve')).toMatchObject({ actorId: agent.id, onBehalfOf: c.org.leader.id });
        await driveToEnd(c.t, c.org, rec.instanceId, 'approve');
        expect(await read(fc, rec.id)).toMatchObject({ status: '3', result: '1' });
      } finally {
        await c.t.call('ActivitiApproveReplace', 'delete', { ids: [rep.body.list[0].id] }, admin);
      }
    });
  });
});
