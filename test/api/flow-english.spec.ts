import { DataSource } from 'typeorm';
import { flowOrg, FlowOrg, leaveBody, newRequest, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 11 §4: English readers read a request's title, its steps and its messages in English (the BPMN
// file's camunda:property nameEn, the starter's English name); Chinese readers read them as before.
describe('flows in the reader language', () => {
  let t: TestApp;
  let org: FlowOrg;
  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, { perms: ['vacationApplication', 'vacationApplication:add'], enName: 'Wang Fang' });
  });
  afterAll(() => t?.close());

  it('titles, step names, the drawer and the messages', async () => {
    const sub = await newRequest(t, org, 'EmployVacation', { body: { ...leaveBody(), startDate: '2026-12-21', endDate: '2026-12-29' }, submit: true });
    const list = async (lang: 'zh' | 'en') => (await t.call('MyProcess', 'getUpcomingList', { keyword: sub.code }, org.leader.token, lang)).body.list[0];
    expect(await list('en')).toMatchObject({ title: `Wang Fang Leave approval ${sub.code}`, name: 'Department leader approval', starterName: 'Wang Fang' });
    expect(await list('zh')).toMatchObject({ title: expect.stringMatching(new RegExp(`^\\S+ 请假审批 ${sub.code}$`)), name: '部门领导审批' });
    // English titles are searched too
    expect((await t.call('MyProcess', 'getUpcomingList', { keyword: 'Wang Fang Leave' }, org.leader.token, 'en')).body.list.map((r: { id: number }) => r.id)).toContain((await list('en')).id);

    const detail = (await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, org.leader.token, 'en')).body.list[0];
    expect(detail.instance.title).toBe(`Wang Fang Leave approval ${sub.code}`);
    expect(detail.history[0]).toMatchObject({ action: 'submit', elementName: 'Leave approval', actorName: 'Wang Fang' });
    expect(detail.pending.map((p: { name: string }) => p.name)).toEqual(['Department leader approval']);
    expect(detail.upcoming.map((p: { name: string }) => p.name)).toEqual(['Upper leader approval']);
    expect((await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, org.leader.token, 'zh')).body.list[0].pending[0].name).toBe('部门领导审批');

    const started = (await t.call('MyProcess', 'getPageList', { keyword: sub.code }, org.staff.token, 'en')).body.list[0];
    expect(started).toMatchObject({ title: `Wang Fang Leave approval ${sub.code}`, currentStep: 'Department leader approval' });

    for (const approver of [org.leader, org.upperLeader]) {
      const [task] = await openTasks(t, sub.instanceId);
      expect((await t.call('MyProcess', 'approve', { taskId: task.id }, approver.token)).status).toBe(200);
    }
    const message = async (lang: 'zh' | 'en') => (await t.call('SysMessage', 'getMyList', {}, org.staff.token, lang)).body.list.find((m: { title: string }) => m.title.includes(sub.code));
    expect((await message('en')).title).toBe(`Approved: Wang Fang Leave approval ${sub.code}`);
    expect((await message('zh')).title).toMatch(new RegExp(`^申请已通过：\\S+ 请假审批 ${sub.code}$`));
  });
});
