import { DataSource } from 'typeorm';
import { actorFor, driveToEnd, flowOrg, FlowOrg, openTasks } from '../setup/flow-fixtures';
import { newDept, newUser } from '../setup/fixtures';
import { startTestApp, TestApp } from '../setup/test-app';

// The leave flow end to end over HTTP, on processes/vacation.bpmn through the real engine.
const PERMS = ['vacationApplication', 'vacationApplication:add', 'vacationApplication:edit', 'vacationApplication:delete'];

describe('leave request flow', () => {
  let t: TestApp;
  let org: FlowOrg;

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(() => t?.close());

  // personal leave (事假) unless said: annual leave is limited by what is left
  const draft = async (days = 2, vacationType = '3') => {
    const r = await t.call('EmployVacation', 'insert', { vacationType, startDate: '2026-12-01', endDate: '2026-12-02', days, reason: '回家探亲' }, org.staff.token);
    expect(r.body.code).toBe('200');
    return r.body.list[0];
  };
  const submit = async (id: number) => {
    const r = await t.call('EmployVacation', 'submit', { id }, org.staff.token);
    expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
    return r.body.list[0];
  };
  const read = async (id: number) => (await t.call('EmployVacation', 'getById', { id }, org.staff.token)).body.list[0];

  it('agree path: draft, submit, every step approves, finished and agreed', async () => {
    const rec = await draft(5);
    expect(rec).toMatchObject({ status: '1' });
    const sub = await submit(rec.id);
    expect(sub).toMatchObject({ status: '2', result: '3', starterId: org.staff.id });
    expect(sub.code).toMatch(/^VAC\d{13}$/);
    const [first] = await openTasks(t, sub.instanceId);
    expect(first.assigneeId).toBe(org.leader.id);
    const todo = await t.call('MyProcess', 'getUpcomingList', {}, org.leader.token);
    expect(todo.body.list.some((x: { businessId: number }) => x.businessId === rec.id)).toBe(true);
    const steps = await driveToEnd(t, org, sub.instanceId, 'approve');
    expect(steps[0]).toBe(first.elementId);
    expect(await read(rec.id)).toMatchObject({ status: '3', result: '1' });
    const detail = await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, org.staff.token);
    const actions = detail.body.list[0].history.map((h: { action: string }) => h.action);
    expect(actions[0]).toBe('submit');
    expect(actions.filter((a: string) => a === 'approve')).toHaveLength(steps.length);
    expect(actions[actions.length - 1]).toBe('end');
    const diagram = await t.call('activiti', 'getActivitiAddress', { instanceId: sub.instanceId }, org.staff.token);
    expect(diagram.body.list[0].xml).toMatch(/process id="vacation"/);
    expect(diagram.body.list[0].completed).toEqual(expect.arrayContaining(steps));
    expect(diagram.body.list[0].active).toEqual([]);
    const done = await t.call('MyProcess', 'getDoneList', {}, org.leader.token);
    expect(done.body.list.some((x: { businessId: number }) => x.businessId === rec.id)).toBe(true);
  });

  it('disagree path: the first approver rejects, finished and disagreed', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    await driveToEnd(t, org, sub.instanceId, 'reject');
    expect(await read(rec.id)).toMatchObject({ status: '3', result: '2' });
  });

  it('a submitted record cannot be changed or deleted', async () => {
    const rec = await draft();
    await submit(rec.id);
    const upd = await t.call('EmployVacation', 'update', { id: rec.id, reason: '改' }, org.staff.token);
    expect(upd.status).toBe(400);
    expect(upd.body.msg).toBe('A submitted record cannot be changed or deleted');
    expect((await t.call('EmployVacation', 'delete', { ids: [rec.id] }, org.staff.token)).status).toBe(400);
    expect((await t.call('EmployVacation', 'submit', { id: rec.id }, org.staff.token)).status).toBe(400);
  });

  it('a task completes exactly once: of two racing approvals one wins, the other gets 409', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    const [task] = await openTasks(t, sub.instanceId);
    const actor = await actorFor(t, org, task);
    const [a, b] = await Promise.all([
      t.call('MyProcess', 'approve', { taskId: task.id }, actor.token),
      t.call('MyProcess', 'approve', { taskId: task.id }, actor.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const history = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM wf_history WHERE instance_id = $1 AND action = 'approve'`, [sub.instanceId]);
    expect(history[0].n).toBe(1);
    const tasks = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM wf_task WHERE instance_id = $1 AND element_id = $2`, [sub.instanceId, task.elementId]);
    expect(tasks[0].n).toBe(1);
  });

  it('someone else’s task is refused', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    const [task] = await openTasks(t, sub.instanceId);
    const r = await t.call('MyProcess', 'approve', { taskId: task.id }, org.staff.token);
    expect(r.status).toBe(403);
    expect((await openTasks(t, sub.instanceId))[0].id).toBe(task.id);
  });

  it('the applicant withdraws while nobody has acted, not after', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    expect((await t.call('EmployVacation', 'withdraw', { id: rec.id }, org.staff.token)).body.code).toBe('200');
    expect(await read(rec.id)).toMatchObject({ status: '1', instanceId: null });
    expect(await openTasks(t, sub.instanceId)).toEqual([]);
    const again = await submit(rec.id);
    const [task] = await openTasks(t, again.instanceId);
    await t.call('MyProcess', 'approve', { taskId: task.id }, (await actorFor(t, org, task)).token);
    const late = await t.call('EmployVacation', 'withdraw', { id: rec.id }, org.staff.token);
    expect(late.status).toBe(400);
  });

  it('a submit whose steps have no approver is refused and stays a draft', async () => {
    const lonely = await newDept(t);
    const user = await newUser(t, { perms: PERMS, deptId: lonely });
    const ins = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-01', endDate: '2026-12-01', days: 1 }, user.token);
    const r = await t.call('EmployVacation', 'submit', { id: ins.body.list[0].id }, user.token);
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/No approver is set for/);
    const after = await t.call('EmployVacation', 'getById', { id: ins.body.list[0].id }, user.token);
    expect(after.body.list[0].status).toBe('1');
  });

  it('an agent acts for the approver during the agent period, and history says so', async () => {
    const agent = await newUser(t, { deptId: org.deptId });
    org.byId.set(agent.id, agent);
    const now = Date.now();
    const rep = await t.call(
      'ActivitiApproveReplace',
      'insert',
      { userId: org.leader.id, agentId: agent.id, flowType: 'vacation', companyId: org.companyId, startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() },
      await t.adminToken(),
    );
    expect(rep.body.code).toBe('200');
    try {
      const rec = await draft();
      const sub = await submit(rec.id);
      const [task] = await openTasks(t, sub.instanceId);
      expect(task).toMatchObject({ assigneeId: agent.id, onBehalfOf: org.leader.id });
      expect((await t.call('MyProcess', 'approve', { taskId: task.id, comment: '代批' }, agent.token)).body.code).toBe('200');
      const detail = await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, org.staff.token);
      const approve = detail.body.list[0].history.find((h: { action: string }) => h.action === 'approve');
      expect(approve).toMatchObject({ actorId: agent.id, onBehalfOf: org.leader.id, onBehalfOfName: expect.any(String) });
    } finally {
      await t.call('ActivitiApproveReplace', 'delete', { ids: [rep.body.list[0].id] }, await t.adminToken());
    }
  });

  it('a restart in the middle loses nothing: another server continues the flow', async () => {
    const rec = await draft(5);
    const sub = await submit(rec.id);
    const [task] = await openTasks(t, sub.instanceId);
    await t.call('MyProcess', 'approve', { taskId: task.id }, (await actorFor(t, org, task)).token);
    await t.close();
    t = await startTestApp();
    for (const u of org.byId.values()) u.token = await t.login(u.username, u.password);
    await driveToEnd(t, org, sub.instanceId, 'approve');
    expect(await read(rec.id)).toMatchObject({ status: '3', result: '1' });
  });
});
