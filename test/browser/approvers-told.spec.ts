import { DataSource } from 'typeorm';
import { leads, newDept, newUser, type NewUser } from '../setup/factories';
import { ADMIN_PASSWORD, browserIt, computedStyle, type Harness, signIn, signOut, startHarness, waitForPath, waitUntil } from './browser-harness';

// Issue 11 §2: an approver is told of their work on the home page and in the header bell, a mail's
// link opens the task, and the applicant follows their requests from a menu entry of its own.

let h: Harness;
let staff: NewUser;
let leader: NewUser;
let code = '';
beforeAll(async () => {
  h = await startHarness();
  const dept = await newDept(h.t);
  staff = await newUser(h.t, { deptId: dept, perms: ['vacationApplication', 'vacationApplication:add', 'alreadyDone', 'myStarted'] });
  leader = await newUser(h.t, { deptId: dept, perms: ['myAgency', 'alreadyDone'] });
  await leads(h.t, dept, leader);
  // two requests wait for the leader, one of them past its due time
  const pg = h.t.app.get(DataSource);
  for (const [i, late] of [[0, true], [1, false]] as const) {
    const ins = await h.t.call('EmployVacation', 'insert', { vacationType: '3', startDate: `2026-12-0${2 * i + 1}`, endDate: `2026-12-0${2 * i + 2}` }, staff.token);
    const sub = await h.t.call('EmployVacation', 'submit', { id: ins.body.list[0].id }, staff.token);
    if (late) {
      code = sub.body.list[0].code;
      await pg.query(`UPDATE wf_task SET due_at = now() - interval '2 hours', created_at = now() - interval '3 days' WHERE instance_id = $1`, [sub.body.list[0].instanceId]);
    }
  }
});
afterAll(() => h?.close());

browserIt(
  () => h,
  'home and bell show what waits, overdue in red; the oldest opens its task; English too',
  async (s) => {
    const { page } = s;
    await signIn(s, leader.username, leader.password);
    const panel = page.getByTestId('panel-waiting');
    await panel.waitFor();
    expect(await page.getByTestId('waiting-count').innerText()).toBe('等待我处理：2 项');
    const overdue = page.getByTestId('waiting-overdue');
    expect(await overdue.innerText()).toBe('1 项已超时');
    expect(await computedStyle(overdue, 'color')).toMatch(/rgb\(2\d\d, \d{1,2}, \d{1,2}\)/); // red
    expect(await page.getByTestId('waiting-oldest').innerText()).toContain('（3 天）');
    // the bell: two to-dos and whatever messages are unread, in one count
    const bell = page.getByTestId('message-count');
    await waitUntil(async () => (await bell.getAttribute('data-todo')) === '2', 'the bell counts the to-dos');
    const unread = Number(await bell.getAttribute('data-unread'));
    expect(await bell.locator('.ant-badge-count').getAttribute('title')).toBe(String(2 + unread));
    await s.shot('home: waiting for me (zh)');

    // the oldest (the overdue one) is listed first and opens in my to-do
    const first = page.getByTestId('waiting-item').first();
    expect(await first.innerText()).toContain(code);
    await first.locator('a').click();
    await waitForPath(page, '/home/myAgency');
    await page.getByTestId('approval-drawer').waitFor();
    await page.getByTestId('approval-actions').waitFor();
    expect(new URL(page.url()).search).toBe(''); // the link is spent: a reload does not reopen it
    await s.shot('the task opened from the panel');
    await page.keyboard.press('Escape');

    // the bell's drawer leads with the to-dos
    await page.getByTestId('message-badge').click();
    await page.getByTestId('bell-todo').click();
    await waitForPath(page, '/home/myAgency');

    // in English
    await page.getByTestId('lang-en').click();
    await page.goto('/home/index');
    await waitUntil(async () => (await page.getByTestId('waiting-count').innerText().catch(() => '')) === 'Waiting for me: 2', 'the panel speaks English');
    expect(await page.getByTestId('waiting-overdue').innerText()).toBe('1 overdue');
    await s.shot('home: waiting for me (en)');
    // the to-do list in English: the request's title and its step as the BPMN file names them in English
    await page.goto('/home/myAgency');
    const table = page.getByTestId('task-table');
    await waitUntil(async () => (await table.innerText()).includes('Leave approval'), 'English titles in the to-do list');
    expect(await table.innerText()).toContain('Department leader approval');
    expect(await table.innerText()).not.toContain('请假审批');
    await s.shot('my to-do (en)');
    await page.getByTestId('lang-zh').click();
    s.expectNoProblems();
  },
  { shotName: 'approvers-told-home' },
);

browserIt(
  () => h,
  'a mail link (?task=) opens the task; "Started by me" is a menu entry of its own',
  async (s) => {
    const { page } = s;
    const tasks = (await h.t.call('MyProcess', 'getUpcomingList', { keyword: code }, leader.token)).body.list;
    await signIn(s, leader.username, leader.password);
    await page.goto(`/home/myAgency?task=${tasks[0].id}`);
    await page.getByTestId('approval-actions').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('approval-drawer').waitFor({ state: 'hidden' });
    await signOut(s);

    await signIn(s, staff.username, staff.password);
    const menu = page.getByTestId('side-menu');
    await menu.locator('[data-menu="approvals"]').first().click();
    const entry = menu.locator('[data-menu="myStarted"]').first();
    expect(await entry.innerText()).toBe('我发起的');
    await entry.click();
    await waitForPath(page, '/home/myStarted');
    await page.getByTestId('started-by-me').waitFor();
    await waitUntil(async () => (await page.getByTestId('started-table').locator('tr.ant-table-row').count()) === 2, 'both requests are listed');
    expect(await page.getByTestId('started-table').innerText()).toContain(code);
    // the done list no longer hides it in a tab
    await page.goto('/home/alreadyDone');
    await page.getByTestId('already-done').waitFor();
    expect(await page.getByTestId('tab-started').count()).toBe(0);
    await s.shot('started by me');
    await signOut(s);

    // the administrator's outbox: the mails that wait (no SMTP_URL here), labelled in the reader's language
    await signIn(s, 'admin', ADMIN_PASSWORD);
    await page.goto('/home/mailOutbox');
    const outbox = page.locator('[data-testid="list-page"][data-resource="SysMailOutbox"]');
    await outbox.waitFor();
    expect(await outbox.innerText()).toContain('邮件发件箱');
    s.expectNoProblems();
  },
  { shotName: 'approvers-told-started' },
);
