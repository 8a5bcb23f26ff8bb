import { DataSource } from 'typeorm';
import { SysUser } from '../../server/src/core/auth/sys-user.entity';
import { flowOrg, grantRole, leaveBody, newRequest, newRole, newUser, openTasks, type FlowOrg, type NewUser } from '../setup/factories';
import { ADMIN_PASSWORD, browserIt, type BrowserGlobals, type Harness, type Session, signIn, signOut, startHarness, TOKEN_KEY, waitForPath, waitUntil } from './browser-harness';

// Issue 21: what a new user trips on around the approver's tasks. A finished task opened from its mail
// link is read-only with who handled it and when; someone else's link says so (no 403s); English mode
// shows no Chinese in the drawer, its timeline and diagram, or the process definitions; a deep link
// leads back only the session that was sent to sign in; / and unknown paths log nothing.

let h: Harness;
let org: FlowOrg;
let stranger: NewUser;
const HAN = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  h = await startHarness();
  org = await flowOrg(h.t, { perms: ['vacationApplication', 'vacationApplication:add', 'myStarted'], enName: 'Wang Fang' });
  const approverRole = await newRole(h.t, { perms: ['myAgency', 'alreadyDone'] });
  await grantRole(h.t, org.leader, approverRole);
  // people without an English name are shown by their Chinese one: these two have one
  await h.t.app.get(DataSource).getRepository(SysUser).update(org.leader.id, { enName: 'Zhang Wei' });
  await h.t.app.get(DataSource).getRepository(SysUser).update(org.upperLeader.id, { enName: 'Li Na' });
  stranger = await newUser(h.t, { perms: ['myAgency'] });
});
afterAll(() => h?.close());

const submitted = () => newRequest(h.t, org, 'EmployVacation', { body: leaveBody(), submit: true });
const inEnglish = (s: Session) => s.context.addInitScript(() => (globalThis as unknown as BrowserGlobals).localStorage.setItem('language', 'en'));

browserIt(
  () => h,
  'a finished task opened from its link is read-only, with who handled it and when',
  async (s) => {
    const { page } = s;
    const sub = await submitted();
    const [task] = await openTasks(h.t, sub.instanceId);
    expect((await h.t.call('MyProcess', 'approve', { taskId: task.id, comment: '同意' }, org.leader.token)).status).toBe(200);

    await signIn(s, org.leader.username, org.leader.password);
    await page.goto(`/home/myAgency?task=${task.id}`);
    const drawer = page.getByTestId('approval-drawer');
    const notice = drawer.getByTestId('task-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('data-state')).toBe('completed');
    const said = await notice.innerText();
    expect(said).toContain('已处理');
    expect(said).toContain('同意');
    expect(said).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await waitUntil(async () => (await drawer.getByTestId('flow-status').getAttribute('data-status')) === 'completed', 'the drawer shows the flow completed');
    expect(await drawer.getByTestId('approval-actions').count()).toBe(0);
    expect(await drawer.getByTestId('approval-comment').count()).toBe(0);
    await s.shot('finished task from its link');
    s.expectNoProblems();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // a task open when the drawer opened but handled meanwhile (another tab, a colleague): approving
    // meets the server's 409, and the drawer turns read-only saying who handled it
    const next = await submitted();
    const [open] = await openTasks(h.t, next.instanceId);
    await page.goto(`/home/myAgency?task=${open.id}`);
    await drawer.getByTestId('approval-actions').waitFor();
    expect((await h.t.call('MyProcess', 'approve', { taskId: open.id }, org.leader.token)).status).toBe(200);
    await drawer.getByTestId('approval-approve').click();
    await page.getByTestId('confirm-ok').click();
    await drawer.getByTestId('task-notice').waitFor();
    expect(await drawer.getByTestId('task-notice').getAttribute('data-state')).toBe('completed');
    expect(await drawer.getByTestId('approval-actions').count()).toBe(0);
    await waitUntil(async () => (await drawer.getByTestId('flow-status').getAttribute('data-status')) === 'completed', 'the drawer shows the flow as it is now');
    await s.shot('handled meanwhile, read-only after the 409');
    s.expectNoProblems([/^http: 409 /, /^console: Failed to load resource: the server responded with a status of 409/]);
  },
  { timeout: 120_000 },
);

browserIt(
  () => h,
  'someone else’s task link says it is not theirs or no longer open, in Chinese and English, with no 403',
  async (s) => {
    const { page } = s;
    const sub = await submitted();
    const [task] = await openTasks(h.t, sub.instanceId);
    await signIn(s, stranger.username, stranger.password);
    await page.goto(`/home/myAgency?task=${task.id}`);
    const alert = page.getByTestId('task-unavailable');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('该任务不属于您或已不在办理中');
    expect(await page.getByTestId('approval-drawer').count()).toBe(0);
    await s.shot('someone else task (zh)');
    await page.getByTestId('lang-en').click();
    await waitUntil(async () => (await alert.innerText()).includes('This task is not yours or no longer open'), 'the notice reads in English');
    await s.shot('someone else task (en)');
    s.expectNoProblems();
  },
  { timeout: 120_000 },
);

browserIt(
  () => h,
  'English mode: the drawer, its timeline and diagram, and the process definitions show no Chinese',
  async (s) => {
    const { page } = s;
    const sub = await submitted();
    const [task] = await openTasks(h.t, sub.instanceId);
    await inEnglish(s);
    await signIn(s, org.leader.username, org.leader.password);
    await page.goto(`/home/myAgency?task=${task.id}`);
    const drawer = page.getByTestId('approval-drawer');
    await drawer.getByTestId('approval-actions').waitFor();
    await waitUntil(async () => (await drawer.locator('.ant-drawer-title').innerText()).includes('Wang Fang Leave approval'), 'the title is English');
    expect(await drawer.locator('.ant-drawer-title').innerText()).not.toMatch(HAN);
    await drawer.getByText('History', { exact: true }).click();
    const timeline = drawer.getByTestId('flow-timeline');
    await timeline.getByTestId('timeline-pending').waitFor();
    expect(await timeline.getByTestId('timeline-pending').innerText()).toContain('Zhang Wei');
    expect(await timeline.innerText()).not.toMatch(HAN);
    await s.shot('timeline in English');
    await drawer.getByTestId('tab-diagram').click();
    const viewer = drawer.locator('[data-testid="bpmn-viewer"][data-state="ready"]');
    await viewer.waitFor();
    // SVG text has no innerText; a label wraps its words into tspans, one a line
    const labels = await viewer.locator('svg text').evaluateAll((els) => els.map((e) => ((e as unknown as { textContent: string | null }).textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean));
    expect(labels.join(' ')).toContain('Department leader approval');
    expect(labels.join(' ')).toContain('Request submitted');
    expect(labels.filter((l) => HAN.test(l))).toEqual([]);
    await s.shot('diagram in English');
    s.expectNoProblems();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await signOut(s);

    await signIn(s, 'admin', ADMIN_PASSWORD);
    await page.goto('/home/processManage');
    const list = page.locator('[data-testid="list-page"][data-resource="WfDefinition"]');
    const firstRow = list.locator('tr.ant-table-row').first();
    await firstRow.waitFor();
    await waitUntil(async () => (await list.locator('.ant-table').innerText()).includes('Overtime approval') || (await list.locator('.ant-table-tbody').innerText()).length > 0, 'the versions are listed');
    expect(await list.locator('.ant-table').innerText()).not.toMatch(HAN);
    await s.shot('process definitions in English');
    // a version's diagram, drawn from the definitions list
    // overtime's: the first page lists ten of the eleven flows by type, leave (vacation) the last
    await list.locator('tr.ant-table-row', { hasText: 'Overtime approval' }).first().getByTestId('row-diagram').click();
    const versionDiagram = page.locator('.ant-drawer [data-testid="bpmn-viewer"][data-state="ready"]');
    await versionDiagram.waitFor();
    const versionLabels = await versionDiagram.locator('svg text').evaluateAll((els) => els.map((e) => ((e as unknown as { textContent: string | null }).textContent ?? '').trim()).filter(Boolean));
    expect(versionLabels.join(' ')).toContain('Request submitted');
    expect(versionLabels.filter((l) => HAN.test(l))).toEqual([]);
    await s.shot('a version diagram in English');
    await page.keyboard.press('Escape');
    await versionDiagram.waitFor({ state: 'hidden' });

    // the audit log names what was touched and how by their labels, and its user column for what it holds
    await page.goto('/home/auditLog');
    const audit = page.locator('[data-testid="list-page"][data-resource="auditLog"]');
    await audit.locator('tr.ant-table-row').first().waitFor();
    // the newest first: this test's submit is on the first page
    await waitUntil(async () => (await audit.locator('.ant-table-tbody').innerText()).includes('Leave request'), 'the leave request is listed by its label');
    const table = await audit.locator('.ant-table').innerText();
    // the operation as the resource offers it (its button), the generic writes by what they did
    expect(table).toMatch(/Leave request\s+\d+\s+Submit/);
    expect(table).toMatch(/Leave request\s+\d+\s+Added/);
    expect(table).not.toMatch(/\bEmployVacation\b|\bsubmit\b|User id/);
    expect(await audit.locator('thead').innerText()).toMatch(/\bUser\b/);
    await s.shot('audit log with labels');
    s.expectNoProblems();
  },
  { timeout: 180_000 },
);

browserIt(
  () => h,
  'a deep link belongs to the session sent to sign in: the next user starts at the dashboard; / logs nothing',
  async (s) => {
    const { page } = s;
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // / and an unknown path redirect without the router's warning about elements
    await page.goto('/');
    await waitForPath(page, '/login');
    await page.goto('/nowhere/at/all');
    await waitForPath(page, '/login');

    // the approver signs out on a screen of theirs; the next one to sign in is not sent there
    await signIn(s, org.leader.username, org.leader.password);
    for (const path of ['/', '/nowhere/at/all', '/home']) {
      await page.goto(path);
      await waitForPath(page, '/home/index');
      await page.getByTestId('dashboard').waitFor();
    }
    await page.goto('/home/alreadyDone');
    await page.getByTestId('already-done').waitFor();
    await signOut(s);
    expect(new URL(page.url()).search).toBe('');
    await signIn(s, stranger.username, stranger.password);
    expect(new URL(page.url()).pathname).toBe('/home/index');

    // the stranger's session ends on their screen (the token revoked elsewhere): the sign-in page
    // remembers the screen for them only
    await page.goto('/home/myAgency');
    await page.getByTestId('my-agency').waitFor();
    const token = await s.storage(TOKEN_KEY);
    expect((await h.t.call('sysUser', 'logout', {}, token!)).status).toBe(200);
    await page.getByRole('button', { name: '刷 新' }).or(page.getByRole('button', { name: '刷新' })).first().click();
    await waitForPath(page, '/login');
    const sent = new URL(page.url());
    expect(sent.searchParams.get('from')).toBe('/home/myAgency');
    expect(sent.searchParams.get('as')).toBe(stranger.username);
    await page.getByTestId('login-form').waitFor();
    await s.shot('sign-in remembering the screen for its session');
    // someone else signs in here: the dashboard
    await page.getByTestId('login-username').fill(org.leader.username);
    await page.getByTestId('login-password').fill(org.leader.password);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/home/index');
    await page.getByTestId('dashboard').waitFor();
    // the ended session's 401 and its toast are the point here; nothing else went wrong
    s.expectNoProblems([/^http: 401 /, /^console: Failed to load resource: the server responded with a status of 401/]);
    expect(warnings.filter((w) => /does not have an element/.test(w))).toEqual([]);
  },
  { timeout: 180_000 },
);
