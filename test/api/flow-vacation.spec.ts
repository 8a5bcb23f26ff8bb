import { DataSource } from 'typeorm';
import { actorFor, driveToEnd, flowOrg, FlowOrg, newDept, newUser, openTasks } from '../setup/factories';
import { freshWeek } from '../setup/dates';
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

  // personal leave (事假) unless said: annual leave is limited by what is left. The server counts the
  // days from the dates: `days` working days from the Monday of a week of its own (no holiday in it or
  // the next), since one person's leave in approval may not overlap.
  const draft = async (days = 2, vacationType = '3') => {
    const startDate = freshWeek()(0);
    const end = new Date(`${startDate}T00:00:00Z`);
    for (let left = days - 1; left > 0; ) {
      end.setUTCDate(end.getUTCDate() + 1);
      if (end.getUTCDay() !== 0 && end.getUTCDay() !== 6) left--;
    }
    const endDate = end.toISOString().slice(0, 10);
    const r = await t.call('EmployVacation', 'insert', { vacationType, startDate, endDate, reason: '回家探亲' }, org.staff.token);
    expect(r.body.code).toBe('200');
    expect(r.body.list[0].days).toBe(days);
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
    // the same from the request's own resource (SPEC's "flow info")
    const info = await t.call('EmployVacation', 'getInfoById', { id: rec.id }, org.staff.token);
    expect(info.body.list[0].history).toEqual(detail.body.list[0].history);
    const byInstance = await t.call('EmployVacation', 'getInfoByInstanceId', { instanceId: sub.instanceId }, org.staff.token);
    expect(byInstance.body.list[0].instance.id).toBe(sub.instanceId);
    const diagram = await t.call('activiti', 'getActivitiAddress', { instanceId: sub.instanceId }, org.staff.token);
    expect(diagram.body.list[0].xml).toMatch(/process id="vacation"/);
    expect(diagram.body.list[0].completed).toEqual(expect.arrayContaining(steps));
    expect(diagram.body.list[0].active).toEqual([]);
    // the whole path is marked: the end reached and the sequence flows taken, not only the tasks
    const end = detail.body.list[0].instance.endElementId;
    expect(diagram.body.list[0].completed).toContain(end);
    const flows = diagram.body.list[0].completed.filter((id: string) => diagram.body.list[0].xml.includes(`<bpmn:sequenceFlow id="${id}"`));
    expect(flows.length).toBeGreaterThanOrEqual(steps.length + 1);
    const done = await t.call('MyProcess', 'getDoneList', {}, org.leader.token);
    expect(done.body.list.some((x: { businessId: number }) => x.businessId === rec.id)).toBe(true);
  });

  it('disagree path: the first approver rejects, finished and disagreed; the applicant is told', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    await driveToEnd(t, org, sub.instanceId, 'reject');
    const done = await read(rec.id);
    expect(done).toMatchObject({ status: '3', result: '2' });
    const inbox = await t.app.get(DataSource).query(`SELECT title FROM sys_message WHERE user_id = $1 AND title LIKE $2`, [org.staff.id, `%${done.code}%`]);
    expect(inbox).toEqual([{ title: expect.stringMatching(/^申请未通过/) }]);
    // stored as a key and parameters, read in the reader's language, never both glued together
    const said = async (lang: string) => ((await t.call('SysMessage', 'getMyList', { pageSize: 50 }, org.staff.token, lang)).body.list as Array<{ title: string; content: string }>).find((m) => m.title.includes(done.code))!;
    const [zh, en] = [await said('zh'), await said('en')];
    expect([zh.title.startsWith('申请未通过：'), zh.content]).toEqual([true, '您的申请未获批准，请查看审批意见。']);
    expect([en.title.startsWith('Not approved: '), en.content]).toEqual([true, 'Your request was not approved; see the approvers’ comments.']);
    expect(`${zh.title}${zh.content}`).not.toMatch(/Not approved|Your request/);
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
    const ins = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-01', endDate: '2026-12-01' }, user.token);
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

  it('annual leave: refused beyond what is left; an approved one reduces what is left', async () => {
    const admin = await t.adminToken();
    expect((await t.call('sysUser', 'update', { id: org.staff.id, vacationDays: 5 }, admin)).body.code).toBe('200');
    const left = async () => (await t.call('sysUser', 'getById', { id: org.staff.id }, admin)).body.list[0].vacationSurplus;
    expect(await left()).toBe(5);
    const tooLong = await draft(6, '1');
    const refused = await t.call('EmployVacation', 'submit', { id: tooLong.id }, org.staff.token);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Not enough annual leave: 5 days left');
    expect((await read(tooLong.id)).status).toBe('1');
    const ok = await draft(2, '1');
    const sub = await submit(ok.id);
    await driveToEnd(t, org, sub.instanceId, 'approve');
    expect(await left()).toBe(3);
    // a disagreed request takes nothing
    const no = await draft(1, '1');
    await driveToEnd(t, org, (await submit(no.id)).instanceId, 'reject');
    expect(await left()).toBe(3);
  });

  it('days are counted from the dates: weekends and holidays off, weekend working days on', async () => {
    const admin = await t.adminToken();
    // Mon 2027-03-01 .. Sun 2027-03-14: 10 weekdays, one of them a holiday, one Saturday worked
    for (const [holidayDate, dayType] of [['2027-03-03', '1'], ['2027-03-06', '2']]) {
      const r = await t.call('SysVacation', 'insert', { holidayDate, name: '测试', dayType }, admin);
      expect(r.body.code === '200' || r.body.code === '409').toBe(true);
    }
    const r = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-03-01', endDate: '2027-03-14' }, org.staff.token);
    expect(r.body.list[0].days).toBe(10);
    const backwards = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-03-14', endDate: '2027-03-01' }, org.staff.token);
    // a declared order: the error is the later date's, in words
    expect([backwards.status, backwards.body.error, backwards.body.fields]).toEqual([400, 'Validation', [{ field: 'endDate', key: 'field.order', reason: 'order', message: 'To cannot be before From' }]]);
    const zh = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-03-14', endDate: '2027-03-01' }, org.staff.token, 'zh');
    expect(zh.body.fields[0].message).toBe('结束日期不能早于开始日期');
    // a year at most
    const long = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-01-01', endDate: '2028-01-02' }, org.staff.token);
    expect(long.body.fields).toEqual([expect.objectContaining({ field: 'endDate', key: 'field.span' })]);
  });

  it('approve and reject on the business resource act on the task the caller names, of that record', async () => {
    const rec = await draft();
    const [task] = await openTasks(t, (await submit(rec.id)).instanceId);
    expect((await t.call('EmployVacation', 'approve', { id: rec.id, taskId: task.id }, org.staff.token)).status).toBe(403);
    const r = await t.call('EmployVacation', 'reject', { id: rec.id, taskId: task.id, comment: '人手不足' }, org.leader.token);
    expect(r.body.code).toBe('200');
    expect(await read(rec.id)).toMatchObject({ status: '3', result: '2' });
  });

  it('open tasks move to the agent when an agent period begins, and back when it ends', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    const [task] = await openTasks(t, sub.instanceId);
    expect(task).toMatchObject({ assigneeId: org.leader.id, onBehalfOf: null });
    const agent = await newUser(t, { deptId: org.deptId });
    const admin = await t.adminToken();
    const now = Date.now();
    const rep = await t.call(
      'ActivitiApproveReplace',
      'insert',
      { userId: org.leader.id, agentId: agent.id, startTime: new Date(now - 1000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() },
      admin,
    );
    expect((await openTasks(t, sub.instanceId))[0]).toMatchObject({ id: task.id, assigneeId: agent.id, onBehalfOf: org.leader.id });
    const todo = await t.call('MyProcess', 'getUpcomingList', {}, agent.token);
    expect(todo.body.list.map((x: { id: number }) => x.id)).toContain(task.id);
    // the period is cut short: the task goes back to the leader
    await t.call('ActivitiApproveReplace', 'update', { id: rep.body.list[0].id, endTime: new Date(now).toISOString() }, admin);
    expect((await openTasks(t, sub.instanceId))[0]).toMatchObject({ id: task.id, assigneeId: org.leader.id, onBehalfOf: null });
    const bad = await t.call('ActivitiApproveReplace', 'insert', { userId: agent.id, agentId: agent.id, startTime: new Date(now).toISOString(), endTime: new Date(now + 1000).toISOString() }, admin);
    expect(bad.status).toBe(400);
  });

  it('my agency: counts, filters, sorting and paging on the server; done and started-by-me lists', async () => {
    const a = await submit((await draft()).id);
    const b = await submit((await draft(1)).id);
    const ids = async (op: string, body: object, token = org.leader.token) => (await t.call('MyProcess', op, body, token)).body.list.map((x: { businessId?: number; instanceId: string }) => x.instanceId);
    const count = (await t.call('MyProcess', 'getCounts', {}, org.leader.token)).body.list[0].upcoming;
    // the home page's panel: how many are past due, since when the oldest waits
    const pg = t.app.get(DataSource);
    const [oldest] = await pg.query(`SELECT min(created_at) AS at FROM wf_task WHERE status = 'open' AND assignee_id = $1`, [org.leader.id]);
    const overdueBefore = (await t.call('MyProcess', 'getCounts', {}, org.leader.token)).body.list[0].overdue;
    await pg.query(`UPDATE wf_task SET due_at = now() - interval '1 hour' WHERE instance_id = $1 AND status = 'open'`, [a.instanceId]);
    expect((await t.call('MyProcess', 'getCounts', {}, org.leader.token)).body.list[0]).toEqual({ upcoming: count, overdue: overdueBefore + 1, oldestAt: new Date(oldest.at).toISOString() });
    const all = await t.call('MyProcess', 'getUpcomingList', { pageSize: 500 }, org.leader.token);
    expect(all.body.total).toBe(count);
    expect(all.body.list[0]).toMatchObject({ flowType: 'vacation', starterId: org.staff.id, starterName: expect.any(String), name: expect.any(String) });
    // newest first by default; ascending on request
    const newest = await ids('getUpcomingList', { pageSize: 1 });
    expect(newest).toEqual([b.instanceId]);
    const oldestFirst = await ids('getUpcomingList', { pageSize: 500, sort: 'createdAt' });
    expect(oldestFirst.indexOf(a.instanceId)).toBeLessThan(oldestFirst.indexOf(b.instanceId));
    const page2 = await t.call('MyProcess', 'getUpcomingList', { pageSize: 1, pageNum: 2 }, org.leader.token);
    expect(page2.body.list).toHaveLength(1);
    expect(page2.body.total).toBe(count);
    expect(Object.keys(page2.body.list[0])).not.toContain('list_total');
    const past = await t.call('MyProcess', 'getUpcomingList', { pageSize: 500, pageNum: 99 }, org.leader.token);
    expect(past.body).toMatchObject({ list: [], total: count });
    expect(await ids('getUpcomingList', { keyword: b.code })).toEqual([b.instanceId]);
    expect(await ids('getUpcomingList', { flowType: 'overtime' })).toEqual([]);
    expect(await ids('getUpcomingList', { starterId: org.leader.id })).toEqual([]);
    expect((await t.call('MyProcess', 'getUpcomingList', { sort: 'password' }, org.leader.token)).status).toBe(400);
    expect((await t.call('MyProcess', 'getUpcomingList', { dateRange: ['not a date', null] }, org.leader.token)).status).toBe(400);
    // someone else's queue is not mine
    expect(await ids('getUpcomingList', { keyword: b.code }, org.staff.token)).toEqual([]);
    // bulk: one of the two was already handled, the other goes through; a result per task
    const [ta] = await openTasks(t, a.instanceId);
    const [tb] = await openTasks(t, b.instanceId);
    await t.call('MyProcess', 'approve', { taskId: tb.id }, org.leader.token);
    const bulk = await t.call('MyProcess', 'batchComplete', { taskIds: [ta.id, tb.id], result: '1', comment: '批量同意' }, org.leader.token);
    expect(bulk.body.list).toEqual([
      { taskId: ta.id, ok: true },
      { taskId: tb.id, ok: false, code: '409', msg: 'This task has already been handled' },
    ]);
    expect((await t.call('MyProcess', 'batchComplete', { taskIds: [], result: '1' }, org.leader.token)).status).toBe(400);
    expect((await t.call('MyProcess', 'batchComplete', { taskIds: [ta.id], result: 'yes' }, org.leader.token)).status).toBe(400);
    expect((await t.call('MyProcess', 'getCounts', {}, org.leader.token)).body.list[0].upcoming).toBe(count - 2);
    expect(await ids('getDoneList', { keyword: a.code })).toEqual([a.instanceId]);
    const started = await t.call('MyProcess', 'getPageList', { keyword: a.code }, org.staff.token);
    expect(started.body.list).toEqual([expect.objectContaining({ instanceId: a.instanceId, businessCode: a.code })]);
  });

  it('bad task calls are refused clearly and change nothing', async () => {
    expect((await t.call('MyProcess', 'approve', { taskId: 'x' }, org.leader.token)).status).toBe(400);
    expect((await t.call('MyProcess', 'approve', {}, org.leader.token)).status).toBe(400);
    expect((await t.call('MyProcess', 'approve', { taskId: 2_000_000_000 }, org.leader.token)).status).toBe(404);
    expect((await t.call('MyProcess', 'getDetail', { instanceId: 'nope' }, org.leader.token)).status).toBe(400);
    const rec = await draft();
    const sub = await submit(rec.id);
    // reading a flow: the applicant and its approvers, not a bystander
    const stranger = await newUser(t, { deptId: org.deptId });
    expect((await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, stranger.token)).status).toBe(403);
    expect((await t.call('activiti', 'getActivitiAddress', { instanceId: sub.instanceId }, stranger.token)).status).toBe(403);
    expect((await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, org.leader.token)).body.code).toBe('200');
    const zh = await t.call('MyProcess', 'approve', { taskId: 'x' }, org.leader.token, 'zh');
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('approver configuration refuses people and departments that do not exist', async () => {
    const admin = await t.adminToken();
    const r = await t.call('SysDeptLeader', 'insert', { deptId: org.deptId, userId: 999_999_999, leaderType: '1' }, admin);
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual([expect.objectContaining({ field: 'userId', reason: 'ref' })]);
    const a = await t.call('approvalUser', 'insert', { flowType: 'vacation', userId: org.leader.id, deptId: 999_999_999 }, admin);
    expect(a.body.fields).toEqual([expect.objectContaining({ field: 'deptId', reason: 'ref' })]);
    expect((await t.call('approvalUser', 'insert', { flowType: 'noSuchFlow', userId: org.leader.id }, admin)).status).toBe(400);
    // staff without the screen cannot configure approvers
    expect((await t.call('approvalUser', 'insert', { flowType: 'vacation', userId: org.staff.id }, org.staff.token)).status).toBe(403);
    expect((await t.call('ActivitiApproveReplace', 'getList', {}, org.staff.token)).status).toBe(403);
  });

  it('the management view lists everyone\'s requests read-only and opens their flows', async () => {
    const rec = await draft();
    const sub = await submit(rec.id);
    const admin = await t.adminToken();
    const listed = await t.call('EmployVacationManage', 'getList', { code: sub.code }, admin);
    expect(listed.body.list).toEqual([expect.objectContaining({ id: rec.id, status: '2' })]);
    expect((await t.call('EmployVacationManage', 'update', { id: rec.id, reason: 'x' }, admin)).status).toBe(404);
    const detail = await t.call('MyProcess', 'getDetail', { businessEntity: 'EmployVacationManage', businessId: rec.id }, admin);
    expect(detail.body.list[0].instance.id).toBe(sub.instanceId);
    // the applicant's own screen is not the management screen
    expect((await t.call('EmployVacationManage', 'getList', {}, org.staff.token)).status).toBe(403);
  });
});
