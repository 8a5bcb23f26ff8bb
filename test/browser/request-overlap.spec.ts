import type { Locator, Page } from 'playwright-core';
import { flowOrg, type FlowOrg, LEAVE_TYPE, newRequest } from '../setup/factories';
import { pickOption, successToast } from './antd';
import { browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// Issue 21 §1: a member of staff with approved leave 11 to 13 January 2027 asks for leave on the 11th and
// 12th. The form refuses at once, under the start date, naming the approved request; moved to free days
// it is saved and submitted. A draft made before, now overlapping the new request, is refused when
// submitted from the list, naming it.

const PERMS = ['vacationApplication', 'vacationApplication:add', 'vacationApplication:edit', 'vacationApplication:delete'];

let h: Harness;
let org: FlowOrg;
let approvedCode: string;
let draftId: number;

beforeAll(async () => {
  h = await startHarness();
  org = await flowOrg(h.t, PERMS);
  const approved = await newRequest(h.t, org, 'EmployVacation', { body: { vacationType: LEAVE_TYPE.personal, startDate: '2027-01-11', endDate: '2027-01-13', reason: '回家' }, as: org.staff, end: 'approve' });
  approvedCode = approved.code;
  // a draft for Friday the 15th, saved while nothing else held that day
  draftId = (await newRequest(h.t, org, 'EmployVacation', { body: { vacationType: LEAVE_TYPE.personal, startDate: '2027-01-15', endDate: '2027-01-15', reason: '草稿' }, as: org.staff })).id;
});
afterAll(() => h?.close());

const field = (scope: Locator, name: string) => scope.getByTestId(`form-field-${name}`);
const rows = (page: Page) => page.locator('[data-testid="list-page"][data-resource="EmployVacation"] tr.ant-table-row');

async function typeDate(item: Locator, value: string) {
  const input = item.locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

browserIt(
  () => h,
  'leave over approved leave: the form refuses under the start date, naming the approved request',
  async (s) => {
    const { page } = s;
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/vacationApplication');
    await rows(page).first().waitFor();
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="EmployVacation"]');
    await form.waitFor();
    await pickOption(page, field(form, 'vacationType'), '事假');
    await typeDate(field(form, 'startDate'), '2027-01-11');
    await typeDate(field(form, 'endDate'), '2027-01-12');
    await waitUntil(async () => (await form.getByTestId('computed-days').getAttribute('data-value')) === '2', 'the form shows 2 days');
    await page.getByTestId('form-save-submit').click();
    await page.getByTestId('confirm-ok').click();
    const error = field(form, 'startDate').locator('.ant-form-item-explain-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(`与请假申请 ${approvedCode}（2027-01-11 至 2027-01-13，已同意）的时间重叠`);
    // nothing was saved: the form still makes a new request, the list holds the approved one and the draft
    expect(await page.getByTestId('form-drawer').locator('.ant-drawer-title').innerText()).toMatch(/^新增/);
    expect(await rows(page).count()).toBe(2);
    await s.shot('refused, naming the approved leave');

    // the free days after it (the end first: the start's calendar has the days after the end disabled),
    // saved and submitted in one go
    await typeDate(field(form, 'endDate'), '2027-01-15');
    await typeDate(field(form, 'startDate'), '2027-01-14');
    await waitUntil(async () => (await error.count()) === 0, 'the refusal is cleared as the dates change');
    await page.getByTestId('form-save-submit').click();
    await page.getByTestId('confirm-ok').click();
    await successToast(page).first().waitFor();
    const submitted = rows(page).filter({ hasText: '2027-01-14' });
    await waitUntil(async () => (await submitted.innerText().catch(() => '')).includes('审批中'), 'the new request is in approval');
    const code = (await submitted.innerText()).match(/VAC\d{13}/)?.[0];
    expect(code).toBeTruthy();

    // the draft of the 15th, saved before, is now refused at submit, naming the new request
    const draft = page.locator(`[data-testid="list-page"][data-resource="EmployVacation"] tr.ant-table-row[data-row-key="${draftId}"]`);
    await draft.getByTestId('row-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    const refusal = `与请假申请 ${code}（2027-01-14 至 2027-01-15，审批中）的时间重叠`;
    await waitUntil(async () => (await page.locator('.ant-message-notice').allInnerTexts()).some((x) => x.includes(refusal)), 'the submit refusal names the new request');
    expect(await draft.innerText()).toContain('草稿');
    await s.shot('a draft refused at submit, naming the new request');
    s.expectNoProblems([/400.*\/EmployVacation\/api\/(insert|submit)/]);
  },
);
