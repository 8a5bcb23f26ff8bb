import type { Page } from 'playwright-core';
import { leads, newDept, newUser, type NewUser } from '../setup/factories';
import { pickOption, successToast } from './antd';
import { browserIt, type Harness, signIn, signOut, startHarness, waitForPath, waitUntil } from './browser-harness';

// Issue 3 item 14: a member of staff asks for leave, the department leader approves it from my agency
// (the menu shows the count), and the applicant sees it finished with the diagram marked.

let h: Harness;
let staff: NewUser;
let leader: NewUser;
beforeAll(async () => {
  h = await startHarness();
  const dept = await newDept(h.t);
  staff = await newUser(h.t, { deptId: dept, perms: ['vacationApplication', 'vacationApplication:add', 'vacationApplication:edit', 'vacationApplication:delete', 'alreadyDone'] });
  leader = await newUser(h.t, { deptId: dept, perms: ['myAgency', 'alreadyDone'] });
  await leads(h.t, dept, leader);
});
afterAll(() => h?.close());

// antd's date picker takes typed dates; Enter closes the panel
async function typeDate(page: Page, field: string, value: string) {
  const input = page.getByTestId(`form-field-${field}`).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

const vacationRow = (page: Page) => page.locator('[data-testid="list-page"][data-resource="EmployVacation"] tr.ant-table-row').first();

browserIt(
  () => h,
  'leave request: submitted by staff, approved by the leader from my agency, finished with the diagram marked',
  async (s) => {
    const { page } = s;
    // --- the applicant drafts and submits
    await signIn(s, staff.username, staff.password);
    await page.goto('/home/vacationApplication');
    await page.locator('[data-testid="list-page"][data-resource="EmployVacation"]').waitFor();
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="EmployVacation"]');
    await form.waitFor();
    await pickOption(page, form.getByTestId('form-field-vacationType'), '事假');
    await typeDate(page, 'startDate', '2026-12-08');
    await typeDate(page, 'endDate', '2026-12-09');
    await form.getByTestId('form-field-reason').locator('textarea').fill('家中有事');
    await s.shot('leave request form');
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    await vacationRow(page).waitFor();
    await vacationRow(page).getByTestId('row-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await waitUntil(async () => (await vacationRow(page).innerText()).includes('审批中'), 'the request shows 审批中');
    // a submitted request is read-only: no edit or delete, but withdraw and progress
    expect(await vacationRow(page).getByTestId('row-edit').count()).toBe(0);
    expect(await vacationRow(page).getByTestId('row-delete').count()).toBe(0);
    expect(await vacationRow(page).getByTestId('row-action-withdraw').count()).toBe(1);
    await s.shot('submitted, in approval');
    await signOut(s);

    // --- the leader sees the count on my agency and approves from the drawer
    await signIn(s, leader.username, leader.password);
    await page.goto('/home/myAgency');
    const badge = page.getByTestId('side-menu').locator('[data-testid="agency-badge"]');
    await waitUntil(async () => (await badge.getAttribute('data-count')) === '1', 'the my-agency badge counts 1');
    const task = page.getByTestId('task-table').locator('tr.ant-table-row').first();
    await task.waitFor();
    expect(await task.innerText()).toContain('部门领导审批');
    await s.shot('my agency with one task');
    await task.click();
    const drawer = page.getByTestId('approval-drawer');
    await drawer.getByTestId('flow-record').waitFor();
    expect(await drawer.getByTestId('flow-record').innerText()).toContain('家中有事');
    await s.shot('approval drawer');
    await drawer.getByTestId('approval-comment').fill('同意，注意工作交接');
    await drawer.getByTestId('approval-approve').click();
    await page.getByTestId('confirm-ok').click();
    await successToast(page).first().waitFor();
    await waitUntil(async () => (await badge.getAttribute('data-count')) === '0', 'the badge drops to 0');
    await s.shot('my agency cleared');
    await signOut(s);

    // --- the applicant sees it finished and agreed, with the path marked on the diagram
    await signIn(s, staff.username, staff.password);
    await page.goto('/home/vacationApplication');
    await waitUntil(async () => (await vacationRow(page).innerText()).includes('已完成'), 'the request shows 已完成');
    expect(await vacationRow(page).innerText()).toContain('同意');
    await vacationRow(page).getByTestId('row-progress').click();
    const progress = page.getByTestId('approval-drawer');
    await waitUntil(async () => (await progress.getByTestId('flow-status').getAttribute('data-status')) === 'completed', 'the drawer shows the flow completed');
    expect(await progress.getByTestId('approval-actions').count()).toBe(0);
    await progress.getByText('审批记录').click();
    await waitUntil(async () => (await progress.getByTestId('flow-timeline').innerText()).includes('同意，注意工作交接'), 'the history shows the comment');
    await progress.getByTestId('tab-diagram').click();
    await progress.locator('[data-testid="bpmn-viewer"][data-state="ready"]').waitFor();
    const marked = await progress.locator('[data-testid="bpmn-viewer"] .djs-element.wf-completed').count();
    expect(marked).toBeGreaterThanOrEqual(5); // start, the leader's step, a gateway, the end and the flows between
    expect(await progress.locator('[data-testid="bpmn-viewer"] .djs-element.wf-active').count()).toBe(0);
    expect(await progress.locator('[data-testid="bpmn-viewer"] [data-element-id="deptLeaderApprove"].wf-completed').count()).toBe(1);
    await s.shot('finished, diagram marked');
    await waitForPath(page, '/home/vacationApplication');
    s.expectNoProblems();
  },
  { timeout: 240_000 },
);
