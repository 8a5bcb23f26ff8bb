import { DataSource } from 'typeorm';
import type { CurrentUser } from '../../server/src/core/auth/current-user';
import { SysUser } from '../../server/src/core/auth/sys-user.entity';
import { CrudService } from '../../server/src/core/resource/crud.service';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { FlowService } from '../../server/src/workflow/flows/flow.service';
import { flowOrg, FlowOrg, leaveBody, newRequest, newUser, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 21: a link to a task says where it leads (mine to act on, read-only with who handled it, or not
// available) without a 403; English readers read the people still to act, the diagram and the deployed
// versions in English.
describe('task links and the flow in English', () => {
  let t: TestApp;
  let org: FlowOrg;
  const named = (id: number, enName: string) => t.app.get(DataSource).getRepository(SysUser).update(id, { enName });
  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, { perms: ['vacationApplication', 'vacationApplication:add'], enName: 'Wang Fang' });
    await named(org.leader.id, 'Zhang Wei');
    await named(org.upperLeader.id, 'Li Na');
  });
  afterAll(() => t?.close());

  const taskState = async (taskId: number, token: string, lang: 'zh' | 'en' = 'zh') => {
    const res = await t.call('MyProcess', 'getTask', { taskId }, token, lang);
    expect(res.status).toBe(200);
    return res.body.list[0];
  };

  it('a task link: mine, someone else’s, handled, or unavailable (never a 403)', async () => {
    const sub = await newRequest(t, org, 'EmployVacation', { body: leaveBody(9), submit: true });
    const [task] = await openTasks(t, sub.instanceId);
    const stranger = await newUser(t, { perms: ['myAgency'] });

    expect(await taskState(task.id, org.leader.token)).toMatchObject({ taskId: task.id, state: 'mine', instanceId: sub.instanceId });
    // the applicant reads the flow but the step is not theirs
    expect(await taskState(task.id, org.staff.token)).toMatchObject({ state: 'others' });
    // someone with no part in the flow learns nothing, as for a task that does not exist
    expect(await taskState(task.id, stranger.token)).toEqual({ taskId: task.id, state: 'unavailable' });
    expect(await taskState(2_000_000_000, stranger.token)).toEqual({ taskId: 2_000_000_000, state: 'unavailable' });

    expect((await t.call('MyProcess', 'approve', { taskId: task.id, comment: 'ok' }, org.leader.token)).status).toBe(200);
    const done = await taskState(task.id, org.leader.token, 'en');
    expect(done).toMatchObject({ state: 'completed', result: '1', completedByName: 'Zhang Wei' });
    expect(Number.isNaN(Date.parse(done.completedAt))).toBe(false);
    expect((await taskState(task.id, org.leader.token, 'zh')).completedByName).not.toBe('Zhang Wei');
    // acting again is still refused by the server
    expect((await t.call('MyProcess', 'approve', { taskId: task.id }, org.leader.token)).status).toBe(409);
  });

  it('people still to act, the diagram and the deployed versions in the reader language', async () => {
    const sub = await newRequest(t, org, 'EmployVacation', { body: leaveBody(9), submit: true });
    const detail = async (lang: 'zh' | 'en') => (await t.call('MyProcess', 'getDetail', { instanceId: sub.instanceId }, org.staff.token, lang)).body.list[0];
    let en = await detail('en');
    expect(en.pending[0].approverNames).toEqual(['Zhang Wei']);
    expect(en.upcoming[0].approverNames).toEqual(['Li Na']);
    expect((await detail('zh')).pending[0].approverNames).not.toEqual(['Zhang Wei']);

    const [task] = await openTasks(t, sub.instanceId);
    expect((await t.call('MyProcess', 'approve', { taskId: task.id }, org.leader.token)).status).toBe(200);
    en = await detail('en');
    expect(en.pending).toMatchObject([{ name: 'Upper leader approval', approverNames: ['Li Na'] }]);
    expect(en.history.map((h: { actorName: string }) => h.actorName)).toEqual(['Wang Fang', 'Zhang Wei']);

    const diagram = async (lang: 'zh' | 'en') => (await t.call('activiti', 'getActivitiAddress', { instanceId: sub.instanceId }, org.staff.token, lang)).body.list[0].xml as string;
    const enXml = await diagram('en');
    for (const name of ['Leave approval', 'Request submitted', 'Department leader approval', 'Over 3 days', 'Approved', 'Rejected']) expect(enXml).toContain(`name="${name}"`);
    expect(enXml).not.toMatch(/name="[^"]*[\u4e00-\u9fff]/);
    expect(await diagram('zh')).toContain('name="提交申请"');

    const admin = await t.adminToken();
    const versions = async (lang: 'zh' | 'en') => (await t.call('WfDefinition', 'getList', { flowType: 'vacation' }, admin, lang)).body.list as Array<{ name: string }>;
    expect(new Set((await versions('en')).map((v) => v.name))).toEqual(new Set(['Leave approval']));
    expect(new Set((await versions('zh')).map((v) => v.name))).toEqual(new Set(['请假审批']));
    // a version's diagram on the definitions screen reads in English too; the stored file stays as written
    const [version] = await versions('en');
    const drawn = (await t.call('WfDefinition', 'getDiagram', { id: (version as unknown as { id: number }).id }, admin, 'en')).body.list[0].xml as string;
    expect(drawn).toContain('name="Request submitted"');
    expect((await t.call('WfDefinition', 'getById', { id: (version as unknown as { id: number }).id }, admin, 'en')).body.list[0].xml).toContain('name="提交申请"');
    expect((await t.call('WfDefinition', 'getDiagram', { id: (version as unknown as { id: number }).id }, org.staff.token, 'en')).status).toBe(403);
  });

  it('a request submitted by the system for someone (the demo seed) has their English name in its title', async () => {
    const draft = await newRequest(t, org, 'EmployVacation', { body: leaveBody() });
    const ds = t.app.get(DataSource);
    // as the seed makes its context: the account's id and Chinese name, no English name
    const [u] = await ds.query('SELECT id, username, name, dept_id AS "deptId", company_id AS "companyId" FROM sys_user WHERE id = $1', [org.staff.id]);
    const user = { userId: u.id, username: u.username, name: u.name, deptId: u.deptId, companyId: u.companyId, roleIdList: [], menuIdList: [], scope: { all: true, deptIds: [], self: true }, ext: {}, tokenHash: '' } as unknown as CurrentUser;
    const instance = await ds.transaction(async (m) => {
      const ctx = { user, lang: 'zh' as const, manager: m, resource: t.app.get(ResourceRegistry).resource('EmployVacation')!, operation: 'submit', body: {}, files: [] };
      return t.app.get(FlowService).submit(ctx, await t.app.get(CrudService).load(ctx, draft.id, true));
    });
    const detail = (await t.call('MyProcess', 'getDetail', { instanceId: instance.id }, org.staff.token, 'en')).body.list[0];
    expect(detail.instance.title).toMatch(/^Wang Fang Leave approval /);
  });
});
