import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { flowOrg, type FlowOrg } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { pickOption, successToast } from './antd';
import { ADMIN_PASSWORD, type BrowserGlobals, browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// Issue 11 §3: forms that catch mistakes before they are sent. Dates a declaration forbids are disabled,
// numbers out of range are refused as typed, pickers ask to select, leave days show as the dates change,
// flow forms save and submit in one go, withdraw is offered to the applicant only, sign-off checks its
// date before asking for confirmation, and sign-on has its own short dialog.

const PERMS = [
  'vacationApplication', 'vacationApplication:add', 'vacationApplication:edit', 'vacationApplication:delete',
  'employeeReimbursement', 'employeeReimbursement:add', 'employeeReimbursement:edit',
  'businessTravelApplication', 'businessTravelApplication:add', 'businessTravelApplication:edit',
];

let h: Harness;
let org: FlowOrg;
let submittedId: number;
let shipName: string;
let boarded: { id: number; name: string };
let ashore: { id: number; name: string };

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  org = await flowOrg(h.t, PERMS);
  // Friday 18 June 2027 is a holiday: Monday 14 to Friday 18 is four working days
  await h.t.call('SysVacation', 'insert', { holidayDate: '2027-06-18', name: uniq('假'), dayType: '1' }, admin);
  // a request of the staff member's, in approval
  const draft = await h.t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-06-21', endDate: '2027-06-22', reason: uniq('事由') }, org.staff.token);
  submittedId = draft.body.list[0].id;
  await h.t.call('EmployVacation', 'submit', { id: submittedId }, org.staff.token);
  // two seafarers: one on board since ten days ago, one ashore
  const owner = (await h.t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('船东') }, admin)).body.list[0].id;
  shipName = uniq('远航');
  const ship = (await h.t.call('BoatShip', 'insert', { name: shipName, shipownerId: owner }, admin)).body.list[0].id;
  const seafarer = async () => (await h.t.call('BoatUserInfo', 'insert', { name: uniq('李'), sex: '1', birthday: '1986-05-01', duty: '4' }, admin)).body.list[0];
  boarded = await seafarer();
  ashore = await seafarer();
  const on = await h.t.call('BoatWork', 'onBoatWorkInfo', { userId: boarded.id, shipId: ship, duty: '4', reportDutyOne: '4', onboatDate: day(-10) }, admin);
  if (on.body.code !== '200') throw new Error(`sign-on fixture: ${on.body.msg}`);
});
afterAll(() => h?.close());

const field = (scope: Locator, name: string) => scope.getByTestId(`form-field-${name}`);
const errorOf = (item: Locator) => item.locator('.ant-form-item-explain-error');
// the day's cell in the calendar open now (the last opened: an earlier picker's may still be fading out)
const cell = (page: Page, date: string) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last().locator(`td[title="${date}"]`);
const disabled = async (page: Page, date: string) => ((await cell(page, date).getAttribute('class')) ?? '').includes('ant-picker-cell-disabled');

// Whether a day is disabled in the open calendar, turning to its month first if the grid does not show
// it (a month's grid shows only some of its neighbours' days: yesterday is off it on the 1st of a month
// that starts a week), then back, so the caller's calendar is as it was.
async function disabledDay(page: Page, date: string): Promise<boolean> {
  if (await cell(page, date).count()) return disabled(page, date);
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  const shown = (await panel.locator('td.ant-picker-cell-in-view').first().getAttribute('title')) ?? '';
  const [go, back] = date < shown ? ['.ant-picker-header-prev-btn', '.ant-picker-header-next-btn'] : ['.ant-picker-header-next-btn', '.ant-picker-header-prev-btn'];
  await panel.locator(go).first().click();
  await waitUntil(async () => (await cell(page, date).count()) > 0, `the calendar shows ${date}`);
  const out = await disabled(page, date);
  await panel.locator(back).first().click();
  return out;
}

// types a date into a picker; Enter takes it (a disabled day is not taken)
async function typeDate(item: Locator, value: string, take = true) {
  const input = item.locator('input');
  await input.click();
  await input.fill(value);
  if (take) await input.press('Enter');
}

browserIt(
  () => h,
  'leave form: pickers ask 请选择, the end cannot precede the start, days show live, save and submit in one go',
  async (s) => {
    const { page } = s;
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/vacationApplication');
    await page.locator('[data-testid="list-page"][data-resource="EmployVacation"]').waitFor();
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="EmployVacation"]');
    await form.waitFor();
    // nothing filled: the pickers ask to select, not to enter
    await page.getByTestId('form-submit').click();
    await waitUntil(async () => (await errorOf(field(form, 'vacationType')).innerText().catch(() => '')) === '请选择请假类型', 'the leave type asks 请选择');
    expect(await errorOf(field(form, 'startDate')).innerText()).toBe('请选择开始日期');
    await s.shot('empty form asks to select');

    await pickOption(page, field(form, 'vacationType'), '事假');
    await typeDate(field(form, 'startDate'), '2027-06-14');
    // an end typed before the start is kept, and its rule says why rather than "please select"
    await typeDate(field(form, 'endDate'), '2027-06-10');
    await page.locator('.ant-drawer-title').click();
    await waitUntil(async () => (await errorOf(field(form, 'endDate')).innerText().catch(() => '')) === '结束日期不能早于开始日期', 'the end says it cannot precede the start');
    expect(await field(form, 'endDate').locator('input').inputValue()).toBe('2027-06-10');
    await s.shot('end typed before the start: the rule says why');
    // the end's calendar, moved to June 2027 by typing, has the days before the start disabled
    await typeDate(field(form, 'endDate'), '2027-06-18', false);
    await waitUntil(() => cell(page, '2027-06-13').isVisible(), 'the calendar shows June 2027');
    expect(await disabled(page, '2027-06-13')).toBe(true);
    expect(await disabled(page, '2027-06-14')).toBe(false);
    await s.shot('end date calendar: days before the start disabled');
    await field(form, 'endDate').locator('input').press('Enter');
    // four working days: the Friday is a holiday
    await waitUntil(async () => (await form.getByTestId('computed-days').getAttribute('data-value')) === '4', 'the form shows 4 days');
    await typeDate(field(form, 'endDate'), '2027-06-16');
    await waitUntil(async () => (await form.getByTestId('computed-days').getAttribute('data-value')) === '3', 'the days follow the end date');
    await form.getByTestId('form-field-reason').locator('textarea').fill('回家探亲');
    await s.shot('leave form with live days');

    await page.getByTestId('form-save-submit').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('确定要执行“保存并提交”吗？');
    await page.getByTestId('confirm-ok').click();
    await successToast(page).first().waitFor();
    const row = page.locator('[data-testid="list-page"][data-resource="EmployVacation"] tr.ant-table-row').filter({ hasText: '2027-06-14' });
    await waitUntil(async () => (await row.innerText()).includes('审批中'), 'the new request is in approval');
    expect(await row.getByTestId('row-action-submit').count()).toBe(0);
    expect(await row.getByTestId('row-action-withdraw').count()).toBe(1);
    await s.shot('saved and submitted');
    s.expectNoProblems();
  },
  { timeout: 240_000 },
);

browserIt(
  () => h,
  'save and submit refused at submit: the request is kept as a draft and the form stays open on it',
  async (s) => {
    const { page } = s;
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/vacationApplication');
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="EmployVacation"]');
    await form.waitFor();
    // annual leave with none left (no HR record): saved, then refused at submit
    await pickOption(page, field(form, 'vacationType'), '年假');
    await typeDate(field(form, 'startDate'), '2027-07-05');
    await typeDate(field(form, 'endDate'), '2027-07-06');
    await waitUntil(async () => (await form.getByTestId('computed-days').getAttribute('data-value')) === '2', 'the form shows 2 days');
    await page.getByTestId('form-save-submit').click();
    await page.getByTestId('confirm-ok').click();
    await waitUntil(async () => (await page.locator('.ant-message-notice').allInnerTexts()).some((x) => x.includes('年假余额不足')), 'the refusal is shown');
    const drawer = page.getByTestId('form-drawer');
    await waitUntil(async () => (await drawer.locator('.ant-drawer-title').innerText()).startsWith('修改'), 'the form edits the saved draft');
    const row = page.locator('[data-testid="list-page"][data-resource="EmployVacation"] tr.ant-table-row').filter({ hasText: '2027-07-05' });
    await waitUntil(async () => (await row.innerText().catch(() => '')).includes('草稿'), 'the list shows the draft');
    await s.shot('refused at submit, kept as a draft');
    // saving again changes the draft rather than adding another
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    expect(await row.count()).toBe(1);
    s.expectNoProblems([/400.*\/EmployVacation\/api\/submit/]);
  },
);

// issue 20 §7: planned dates (notPast) have the days before today disabled; a draft whose planned day
// has passed keeps it while its other fields change
browserIt(
  () => h,
  'travel form: days before today are disabled for the start; a draft keeps its past start while edited',
  async (s) => {
    const { page } = s;
    const tag = uniq('出差');
    const made = await h.t.call('EmployTravel', 'insert', { destination: '上海', startDate: day(0), endDate: day(2), reason: tag }, org.staff.token);
    await h.t.app.get(DataSource).query('UPDATE employ_travel SET start_date = $2 WHERE id = $1', [made.body.list[0].id, day(-1)]);
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/businessTravelApplication');
    await page.locator('[data-testid="list-page"][data-resource="EmployTravel"]').waitFor();
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="EmployTravel"]');
    await form.waitFor();
    await typeDate(field(form, 'startDate'), day(0), false);
    await waitUntil(() => cell(page, day(0)).isVisible(), 'the calendar shows today');
    expect(await disabled(page, day(0))).toBe(false);
    expect(await disabled(page, day(1))).toBe(false);
    expect(await disabledDay(page, day(-1))).toBe(true);
    // and every day before it, in an earlier month too
    expect(await disabledDay(page, day(-45))).toBe(true);
    await s.shot('travel start: yesterday disabled');
    await page.locator('.ant-drawer-title').click();
    await page.locator('.ant-drawer-close').click();
    // the draft dated yesterday: its own day is offered, the one before is not; the rest saves
    // the staff member's only trip (the list shows no reason to find it by)
    const row = page.locator('tr.ant-table-row').filter({ hasText: day(-1) });
    await row.getByTestId('row-edit').click();
    await form.waitFor();
    await waitUntil(async () => (await field(form, 'startDate').locator('input').inputValue()) === day(-1), 'the draft shows its start');
    await field(form, 'startDate').locator('input').click();
    await waitUntil(() => cell(page, day(-1)).isVisible(), 'the calendar shows the stored day');
    expect(await disabled(page, day(-1))).toBe(false);
    expect(await disabledDay(page, day(-2))).toBe(true);
    await page.locator('.ant-drawer-title').click();
    await field(form, 'destination').locator('input').fill('大连');
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    const saved = (await h.t.call('EmployTravel', 'getById', { id: made.body.list[0].id }, org.staff.token)).body.list[0];
    expect([saved.destination, saved.startDate]).toEqual(['大连', day(-1)]);
    s.expectNoProblems();
  },
);

browserIt(
  () => h,
  'expense form: a negative amount is refused as typed, future dates are disabled',
  async (s) => {
    const { page } = s;
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/employeeReimbursement');
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="employExpense"]');
    await form.waitFor();
    const amount = field(form, 'amount').locator('input');
    await amount.fill('-5');
    await amount.blur();
    await waitUntil(async () => (await errorOf(field(form, 'amount')).count()) > 0, 'the amount shows an error');
    expect(await amount.inputValue()).toBe('-5');
    await typeDate(field(form, 'expenseDate'), day(0), false);
    await waitUntil(() => cell(page, day(0)).isVisible(), 'the calendar shows today');
    expect(await disabled(page, day(0))).toBe(false);
    expect(await disabled(page, day(1))).toBe(true);
    expect(await disabled(page, day(-1))).toBe(false);
    await s.shot('amount refused, tomorrow disabled');
    // away from the picker (Escape would close the drawer too)
    await page.locator('.ant-drawer-title').click();
    await page.getByTestId('form-submit').click();
    expect(await errorOf(field(form, 'amount')).innerText()).toBe('金额（元）须在 0.01 到 1,000,000,000 之间');
    // nothing was sent
    expect((await h.t.call('employExpense', 'getList', {}, org.staff.token)).body.total).toBe(0);
    s.expectNoProblems();
  },
);

browserIt(
  () => h,
  'in English the pickers ask Please select',
  async (s) => {
    const { page } = s;
    await s.context.addInitScript(() => (globalThis as unknown as BrowserGlobals).localStorage.setItem('language', 'en'));
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/vacationApplication');
    await page.getByTestId('list-add').click();
    const form = page.locator('[data-testid="record-form"][data-resource="EmployVacation"]');
    await form.waitFor();
    await page.getByTestId('form-submit').click();
    await waitUntil(async () => (await errorOf(field(form, 'vacationType')).innerText().catch(() => '')) === 'Please select Leave type', 'the leave type asks Please select');
    expect(await errorOf(field(form, 'startDate')).innerText()).toBe('Please select From');
    await typeDate(field(form, 'startDate'), '2027-06-14');
    await typeDate(field(form, 'endDate'), '2027-06-10');
    await page.locator('.ant-drawer-title').click();
    await waitUntil(async () => (await errorOf(field(form, 'endDate')).innerText().catch(() => '')) === 'To cannot be before From', 'the end says it cannot precede the start');
    expect(await page.getByTestId('form-save-submit').innerText()).toBe('Save and Submit');
    await s.shot('empty form in English');
    s.expectNoProblems();
  },
  { locale: 'en-US' },
);

browserIt(
  () => h,
  'withdraw is offered to the applicant, not to an administrator on their request',
  async (s) => {
    const { page } = s;
    const row = () => page.locator(`[data-testid="list-page"][data-resource="EmployVacation"] tr[data-row-id="${submittedId}"]`);
    await signIn(s, 'admin', ADMIN_PASSWORD);
    await page.goto('/home/vacationApplication');
    await row().waitFor();
    expect(await row().innerText()).toContain('审批中');
    expect(await row().getByTestId('row-action-withdraw').count()).toBe(0);
    await s.shot('administrator: no withdraw on the staff member’s request');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await signIn(s, org.staff.username, org.staff.password);
    await page.goto('/home/vacationApplication');
    await row().waitFor();
    expect(await row().getByTestId('row-action-withdraw').count()).toBe(1);
    s.expectNoProblems();
  },
);

browserIt(
  () => h,
  'sign-off checks its date before asking to confirm; sign-on has its own dialog',
  async (s) => {
    const { page } = s;
    await signIn(s, 'admin', ADMIN_PASSWORD);
    // --- sign-off of the seafarer on board
    await page.goto(`/home/boatUserInfoEditForm/${boarded.id}`);
    await page.getByTestId('crew-tabs').getByText('履历', { exact: true }).click();
    const work = page.locator('[data-testid="list-page"][data-resource="BoatWork"]');
    const open = work.locator('tr.ant-table-row').first();
    await open.waitFor();
    await open.getByTestId('row-action-offBoatWorkInfo').click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.waitFor();
    const date = dialog.getByTestId('action-field-leaveboatDate');
    // the days before boarding and after today cannot be picked (the month's grid shows its neighbours'
    // first and last days too; a day beyond it is not looked at)
    await typeDate(date, day(-3), false);
    await waitUntil(() => cell(page, day(-3)).isVisible(), 'the calendar shows the sign-off month');
    expect(await disabled(page, day(-3))).toBe(false);
    for (const shut of [day(-10), day(1)]) expect(await disabledDay(page, shut)).toBe(true);
    await s.shot('sign-off: boarding day and tomorrow disabled');
    // the boarding day typed is not taken
    await typeDate(date, day(-10));
    await page.locator('.ant-modal-title').click();
    // a date the dialog refuses: its error shows, and no confirmation is asked
    await page.getByTestId('action-submit').click();
    await waitUntil(async () => (await errorOf(date).count()) > 0, 'the sign-off date shows an error');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await s.shot('sign-off: invalid date, no confirmation');
    await typeDate(date, day(-3));
    await page.getByTestId('action-submit').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('确定要执行“下船”吗？');
    await page.getByTestId('confirm-ok').click();
    await successToast(page).first().waitFor();
    await waitUntil(async () => (await page.getByTestId('crew-header').innerText()).includes('在家'), 'the header shows the seafarer ashore');

    // --- sign-on of the seafarer ashore: ship, rank, date, port; the seafarer is the file's
    await page.goto(`/home/boatUserInfoEditForm/${ashore.id}`);
    await page.getByTestId('crew-tabs').getByText('履历', { exact: true }).click();
    await work.waitFor();
    // the generic add records service already ended; signing on is its own action beside it
    expect(await work.getByTestId('list-add').innerText()).toBe('补录履历');
    expect(await work.getByTestId('add-action-onBoatWorkInfo').innerText()).toBe('上 船');
    await work.getByTestId('add-action-onBoatWorkInfo').click();
    const signOn = page.locator('[data-testid="action-dialog"][data-action="onBoatWorkInfo"]');
    await signOn.waitFor();
    const asked = await signOn.locator('[data-testid^="action-field-"]').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { testid: string } }).dataset.testid));
    expect(asked).toEqual(['shipId', 'duty', 'reportDutyOne', 'onboatDate', 'onboatPort', 'planLeaveboatDate'].map((n) => `action-field-${n}`));
    await page.getByTestId('action-submit').click();
    await waitUntil(async () => (await errorOf(signOn.getByTestId('action-field-shipId')).innerText().catch(() => '')) === '请选择船舶', 'the ship asks 请选择');
    await pickOption(page, signOn.getByTestId('action-field-shipId'), shipName, { search: true });
    await pickOption(page, signOn.getByTestId('action-field-duty'), '三副', { search: true });
    await pickOption(page, signOn.getByTestId('action-field-reportDutyOne'), '三副', { search: true });
    await typeDate(signOn.getByTestId('action-field-onboatDate'), day(-1));
    await pickOption(page, signOn.getByTestId('action-field-onboatPort'), '青岛', { search: true });
    // the planned sign-off must come after boarding
    await typeDate(signOn.getByTestId('action-field-planLeaveboatDate'), day(-1), false);
    await waitUntil(() => cell(page, day(0)).isVisible(), 'the planned sign-off calendar is open');
    expect(await disabled(page, day(0))).toBe(false);
    expect(await disabledDay(page, day(-1))).toBe(true);
    await page.locator('.ant-modal-title').click();
    // the refused day typed is kept, and the rule says why; a day after boarding is taken
    const planned = signOn.getByTestId('action-field-planLeaveboatDate');
    await waitUntil(async () => (await errorOf(planned).innerText().catch(() => '')) === '计划下船日期必须晚于上船日期', 'the planned sign-off says why');
    await typeDate(planned, day(0));
    await page.locator('.ant-modal-title').click();
    await waitUntil(async () => (await signOn.locator('.ant-form-item-explain-error').count()) === 0, 'no field is in error');
    await s.shot('sign-on dialog');
    await page.getByTestId('action-submit').click();
    await successToast(page).first().waitFor();
    await waitUntil(async () => (await page.getByTestId('crew-header').innerText()).includes(shipName), 'the header shows the ship');
    await waitUntil(async () => (await work.locator('tr.ant-table-row').count()) === 1, 'the stint is listed');
    await s.shot('signed on');
    s.expectNoProblems();
  },
  { timeout: 240_000 },
);
