import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { DATA_SCOPE, grantRole, leads, newDept, newPlan, newSeafarer, newShip, newShipowner, newUser, signOnOrder, type NewUser } from '../setup/factories';
import type { TestApp } from '../setup/test-app';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { PAY_STATUS } from '../../server/src/modules/insurance/insurance.states';
import { errorToast, pickOption, successToast } from './antd';
import { firstRow, settled } from './dispatch-page';
import { browserIt, type Harness, type Session, signOut, startHarness, waitUntil, signInAs, rowAction } from './browser-harness';

// Issue 22 §6, the insurance journey, in Chinese and in English: a sign-on order's check item in the
// dispatch plan view makes the seafarer's pay declaration (base 12,000 with a housing fund on 12,000, so
// the month costs over 3,000 and the insurance manager approves after the department leader); the clerk
// submits it from the declarations' list; the leader, then the holder of 保险经理 approve it from My
// agency; the clerk generates the month the cover is in force on its 15th, submits and confirms its
// payments and seals the month; the seafarer's insurance tab shows the cover, the paid month and the
// personal shares taken from the balance he paid ahead; after sealing, cancelling a payment and changing
// the parameters are refused in the reader's language.

type Lang = 'zh' | 'en';

const PLAN_VIEW = 'boatScatteredSendPlanView';
const CLERK_PERMS = [
  // the plan view and its check items
  'boatScatteredSendPlan', PLAN_VIEW, 'boatDispatchManage', 'boatDispatchManage:edit',
  // declarations, payments, parameters
  'boatApplyInstruance', 'boatApplyInstruance:submit',
  'boatInsurancePay', 'boatInsurancePay:add', 'boatInsurancePay:pay', 'boatInsurancePay:confirmPay', 'boatInsurancePay:cancelPay', 'boatInsurancePay:seal',
  'socialSecurityParams', 'socialSecurityParams:edit',
  // the seafarer's file and its insurance tab
  'boatUserInfoEditList', 'boatUserInfoEditForm', 'boatUserInfoInsurance',
];

// the office's rates (per cent): pension 16/8, medical 9.5/2, unemployment 0.5/0.5, injury 0.4/0,
// maternity 0.8/0, housing fund 12/12
const RATES = {
  pensionCompany: 16, pensionPerson: 8, medicalCompany: 9.5, medicalPerson: 2, unemploymentCompany: 0.5, unemploymentPerson: 0.5,
  injuryCompany: 0.4, injuryPerson: 0, maternityCompany: 0.8, maternityPerson: 0, fundCompany: 12, fundPerson: 12,
};
const BASE = 12000;
const PRE_PAY = 3000;
// on 12,000: the person's 960 + 240 + 60 + 1,440 (four rows with a personal part), the company's 4,704
const PERSONAL_PARTS = [960, 240, 60, 1440];
const PERSONAL = PERSONAL_PARTS.reduce((a, b) => a + b, 0); // 2,700
const BALANCE_AFTER = PRE_PAY - PERSONAL; // 300

const TEXT = {
  zh: {
    checkItems: '核对项',
    declaration: '保险申报',
    waiting: '待缴纳',
    pay: '缴纳',
    review: '经理审核',
    approved: '已通过',
    leaderStep: '经理审核',
    managerStep: '保险经理审批',
    notPaid: '未缴',
    submitted: '已提交',
    paid: '已缴',
    yes: '是',
    inForce: '在缴',
    prePaid: '预缴',
    shareTaken: '社保个人部分扣款',
    tab: '保险',
    monthSealed: (y: number, m: number) => `${y} 年 ${m} 月的缴费数据已封存，不能修改`,
    sealOpen: (y: number, m: number, notPaid: number, submitted: number) => `${y} 年 ${m} 月仍有 ${notPaid} 条未缴、${submitted} 条已提交未确认的缴费，封存后不能再缴费或确认，是否继续？`,
    paramsSealed: '该社保参数已用于已封存月份的缴费，不能修改',
  },
  en: {
    checkItems: 'Check items',
    declaration: 'Insurance declaration',
    waiting: 'Waiting to pay',
    pay: 'Pay',
    review: 'Manager review',
    approved: 'Approved',
    leaderStep: 'Manager review',
    managerStep: 'Insurance manager approval',
    notPaid: 'Not paid',
    submitted: 'Submitted',
    paid: 'Paid',
    yes: 'Yes',
    inForce: 'In force',
    prePaid: 'Paid ahead',
    shareTaken: 'Personal share of insurance',
    tab: 'Insurance',
    monthSealed: (y: number, m: number) => `The payments of ${m}/${y} are sealed: they cannot change`,
    sealOpen: (y: number, m: number, notPaid: number, submitted: number) => `The payments of ${m}/${y} still hold ${notPaid} not paid and ${submitted} submitted but not confirmed: sealed, they can no longer be paid or confirmed. Continue?`,
    paramsSealed: 'These parameters were paid on in a sealed month: they cannot change',
  },
} as const;

interface Journey {
  seafarer: { id: number; name: string };
  orderId: number;
  planPath: string;
  params: { id: number; name: string };
  // the sign-on day (the cover's first day) and the month it pays first (in force on its 15th)
  start: string;
  year: number;
  month: number;
}

let h: Harness;
let clerk: NewUser;
let leader: NewUser;
let insurer: NewUser;
const journeys = {} as Record<Lang, Journey>;

// the first month whose 15th the cover starting on `date` is in force on
function payMonth(date: string): { year: number; month: number } {
  const [y, m, d] = date.split('-').map(Number);
  if (d <= 15) return { year: y, month: m };
  return m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
}
const firstOfNext = ({ year, month }: { year: number; month: number }) =>
  month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;

// a role by its name, as the flow names it (processes/insurance.bpmn: candidateGroups="保险经理")
async function roleNamed(t: TestApp, name: string): Promise<number> {
  const token = await t.adminToken();
  const found = await t.call('SysRole', 'getList', { name, pageSize: 50 }, token);
  const exact = found.body.list.find((r: { name: string }) => r.name === name);
  if (exact) return exact.id;
  return firstRow(`role ${name}`, await t.call('SysRole', 'insert', { name, dataScope: DATA_SCOPE.all }, token)).id;
}

// A sign-on order for a new seafarer on `start`, and the parameters of that year (named in the reader's
// language: "青岛… 2026" / "Qingdao… 2026").
async function journeyFor(lang: Lang, start: string): Promise<Journey> {
  const t = h.t;
  const admin = await t.adminToken();
  const year = Number(start.slice(0, 4));
  const city = uniq('青岛');
  const cityEn = uniq('Qingdao ');
  const base = firstRow('parameters', await t.call('BoatInsuranceBase', 'insert', { city, cityEn, year, baseFloor: 4000, baseCeiling: 30000, ...RATES }, admin));
  const owner = await newShipowner(t);
  const ship = await newShip(t, owner.id);
  const seafarer = await newSeafarer(t);
  const made = await newPlan(t, admin, { shipownerId: owner.id, orders: [signOnOrder(seafarer.id, ship.id, { planDate: start })] });
  const orderId = made.orders[0].id as number;
  // whatever the compliance matrix of the shared database asks, this one goes ahead
  const failing: Array<{ id: number }> = await t.app.get(DataSource).query(`SELECT id FROM boat_plan_dispatch WHERE plan_id = $1 AND compliant = '0'`, [made.plan.id]);
  for (const o of failing) firstRow('override', await t.call('BoatPlanDispatch', 'override', { id: o.id, reason: 'agreed with the owner' }, admin));
  return {
    seafarer: { id: seafarer.id, name: seafarer.name },
    orderId,
    planPath: `/home/${PLAN_VIEW}/${made.plan.id}/${owner.id}/${encodeURIComponent(owner.name)}/2`,
    params: { id: base.id, name: lang === 'zh' ? `${city} ${year}` : `${cityEn} ${year}` },
    start,
    ...payMonth(start),
  };
}

beforeAll(async () => {
  h = await startHarness();
  const dept = await newDept(h.t);
  clerk = await newUser(h.t, { deptId: dept, crewScope: '1', perms: CLERK_PERMS, name: '钱红', enName: 'Qian Hong' });
  leader = await newUser(h.t, { deptId: dept, crewScope: '1', perms: ['myAgency', 'boatApplyInstruance'], name: '孙丽', enName: 'Sun Li' });
  insurer = await newUser(h.t, { deptId: await newDept(h.t), crewScope: '1', perms: ['myAgency', 'boatApplyInstruance'], name: '周敏', enName: 'Zhou Min' });
  await leads(h.t, dept, leader);
  await grantRole(h.t, insurer, await roleNamed(h.t, '保险经理'));
  // each language seals a month of its own: the Chinese cover pays from the month of its 15th, the
  // English one from the month after (sign-on dates must be today or later)
  journeys.zh = await journeyFor('zh', day(5));
  journeys.en = await journeyFor('en', firstOfNext(journeys.zh));
});
afterAll(() => h?.close());


const listOf = (page: Page, resource: string): Locator => page.locator(`[data-testid="list-page"][data-resource="${resource}"]`);
const rowsOf = (list: Locator): Locator => list.locator('tbody tr.ant-table-row');
const toasts = (page: Page) => page.locator('.ant-message-notice').allInnerTexts();


// ticks every row of the list's page and waits until the table shows them ticked
async function selectAll(list: Locator): Promise<void> {
  const n = await rowsOf(list).count();
  await list.locator('thead .ant-table-selection-column .ant-checkbox').click();
  await waitUntil(async () => (await rowsOf(list).locator('.ant-checkbox-checked').count()) === n, `the ${n} rows are ticked`);
}

// a toolbar move over the selected rows, "are you sure?" accepted, until every row reads `state`
async function moveAll(page: Page, list: Locator, action: string, state: string): Promise<void> {
  await selectAll(list);
  await list.getByTestId(`toolbar-action-${action}`).click();
  await page.getByTestId('confirm-ok').click();
  await waitUntil(async () => {
    const texts = await rowsOf(list).allInnerTexts();
    return texts.length > 0 && texts.every((x) => x.includes(state));
  }, `every payment row reads ${state}`);
  await settled(page);
}

// a month dialog beside add (generate, seal): the year and the month, then "are you sure?"
// `question`: the "continue?" the server asks first (sealing a month whose other rows are not all paid)
async function monthAction(page: Page, list: Locator, action: string, j: Journey, question?: string): Promise<void> {
  await list.getByTestId(`add-action-${action}`).click();
  const form = page.locator(`[data-testid="action-dialog"][data-action="${action}"]`);
  await form.waitFor();
  await form.getByTestId('action-field-year').locator('input').fill(String(j.year));
  await form.getByTestId('action-field-month').locator('input').fill(String(j.month));
  await page.getByTestId('action-submit').click();
  await page.getByTestId('confirm-ok').click();
  if (question) {
    expect(await page.getByTestId('continue-message').innerText()).toBe(question);
    await page.getByTestId('continue-ok').click();
  }
  await form.waitFor({ state: 'detached' });
  await settled(page);
}

// the first open task of My agency naming the declaration, at the step, approved ("are you sure?")
async function approveFromMyAgency(s: Session, code: string, step: string, shot: string): Promise<void> {
  const { page } = s;
  await page.goto('/home/myAgency');
  const task = page.getByTestId('task-table').locator('tr.ant-table-row').filter({ hasText: code });
  await task.first().waitFor();
  expect(await task.count()).toBe(1);
  expect(await task.innerText()).toContain(step);
  await task.click();
  const drawer = page.getByTestId('approval-drawer');
  await drawer.getByTestId('flow-record').waitFor();
  await s.shot(shot);
  await drawer.getByTestId('approval-approve').click();
  await page.getByTestId('confirm-ok').click();
  await successToast(page).first().waitFor();
  await drawer.waitFor({ state: 'hidden' });
}

async function journey(s: Session, lang: Lang): Promise<void> {
  const { page } = s;
  const j = journeys[lang];
  const x = TEXT[lang];
  const ds = h.t.app.get(DataSource);

  // --- the clerk adds the insurance check item to the sign-on order, in the plan view
  await signInAs(s, clerk, lang);
  await page.goto(j.planPath);
  await page.locator(`[data-testid="order-row"][data-order-id="${j.orderId}"]`).waitFor();
  await settled(page);
  expect(await page.locator('[data-testid="plan-orders"] .ant-table-thead').innerText()).toContain(x.checkItems);
  await page.getByTestId(`check-item-add-${j.orderId}`).click();
  await page.getByTestId('check-item-kind-insurance').click();
  const form = page.locator('[data-testid="action-dialog"][data-action="insert"]');
  await form.waitFor();
  await pickOption(page, form.getByTestId('action-field-baseId'), j.params.name, { search: true });
  await form.getByTestId('action-field-insuranceBase').locator('input').fill(String(BASE));
  await form.getByTestId('action-field-fundBase').locator('input').fill(String(BASE));
  await form.getByTestId('action-field-prePay').locator('input').fill(String(PRE_PAY));
  await s.shot('the insurance declaration dialog of the check item');
  await page.getByTestId('action-submit').click();
  await form.waitFor({ state: 'detached' });
  const tag = page.getByTestId(`check-items-${j.orderId}`).locator('.check-item[data-kind="insurance"]');
  await tag.waitFor();
  const linkId = Number((await tag.getAttribute('data-testid'))!.replace('check-item-', ''));
  const [app]: Array<{ id: number; monthly_cost: string }> = await ds.query(
    'SELECT a.id, a.monthly_cost::text FROM boat_dispatch_link l JOIN boat_insurance_apply a ON a.id = l.app_id WHERE l.id = $1',
    [linkId],
  );
  // the month passes the flow's 3,000: the insurance manager approves after the leader
  expect(Number(app.monthly_cost)).toBeGreaterThan(3000);
  expect(await tag.getByTestId('check-item-state').innerText()).toBe(x.waiting);
  expect(await tag.innerText()).toContain(x.declaration);
  // a draft has no number yet: the tag names it by its kind (a pay declaration) until it is submitted
  expect(await tag.innerText()).toMatch(new RegExp(`${x.declaration} ·\\s${x.pay} ·`));
  await settled(page);
  await page.screenshot({ path: `/tmp/ins-${lang}-plan.png`, animations: 'disabled' });
  await s.shot('the sign-on order with its insurance check item');

  // --- the clerk submits the declaration from its list
  await page.goto('/home/boatApplyInstruance');
  const declarations = listOf(page, 'boatInsuranceApply');
  const declaration = declarations.locator(`tr.ant-table-row[data-row-id="${app.id}"]`);
  await declaration.waitFor();
  expect(await declaration.innerText()).toContain(j.seafarer.name);
  await rowAction(page, declaration, 'submit');
  await page.getByTestId('confirm-ok').click();
  await waitUntil(async () => (await declaration.innerText()).includes(x.review), `the declaration reads ${x.review}`);
  await settled(page);
  await s.shot('the declaration submitted');
  // numbered when submitted: the approvers' tasks name it
  const [{ code }]: Array<{ code: string }> = await ds.query('SELECT code FROM boat_insurance_apply WHERE id = $1', [app.id]);
  expect(code).toBeTruthy();
  expect(await declaration.innerText()).toContain(code);
  await signOut(s);

  // --- the department leader, then the insurance manager approve it from My agency
  await signInAs(s, leader, lang);
  await approveFromMyAgency(s, code, x.leaderStep, 'the leader reviews the declaration');
  await signOut(s);
  await signInAs(s, insurer, lang);
  await approveFromMyAgency(s, code, x.managerStep, 'the insurance manager approves the declaration');
  await signOut(s);

  // --- the clerk generates the month, submits and confirms its payments, seals it
  await signInAs(s, clerk, lang);
  await page.goto('/home/boatInsurancePay');
  const payments = listOf(page, 'boatInsuranceDetail');
  await payments.getByTestId('list-table').waitFor();
  await monthAction(page, payments, 'generate', j);
  await pickOption(page, payments.getByTestId('search-userId'), j.seafarer.name, { search: true });
  await payments.getByTestId('search-year').locator('input').fill(String(j.year));
  await payments.getByTestId('search-month').locator('input').fill(String(j.month));
  await payments.getByTestId('list-search').click();
  // five insurances and the housing fund, each named, not paid yet
  await waitUntil(async () => {
    const texts = await rowsOf(payments).allInnerTexts();
    return texts.length === 6 && texts.every((r) => r.includes(j.seafarer.name) && r.includes(x.notPaid));
  }, `the six payments of ${j.year}-${j.month} of ${j.seafarer.name}, not paid`);
  for (const r of await rowsOf(payments).allInnerTexts()) expect(r).toContain(j.params.name);
  await settled(page);
  await s.shot('the month generated');
  await moveAll(page, payments, 'submitPay', x.submitted);
  await moveAll(page, payments, 'comfirmPay', x.paid);
  // the state and the balance left are the last columns: scrolled to, sideways, as a clerk would
  const table = payments.locator('.ant-table-content');
  const box = (await table.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(2000, 0);
  await waitUntil(() => table.evaluate((el) => (el as unknown as { scrollLeft: number }).scrollLeft > 0), 'the payments scrolled sideways');
  await page.screenshot({ path: `/tmp/ins-${lang}-payments.png`, animations: 'disabled' });
  await s.shot('the payments confirmed');
  // the month's rows of others (the other language's journey on this database) may still be unpaid:
  // the clerk is then asked first, naming how many
  const [open] = await ds.query(`SELECT count(*) FILTER (WHERE paystatus = $3)::int AS "notPaid", count(*) FILTER (WHERE paystatus = $4)::int AS submitted FROM boat_insurance_detail WHERE year = $1 AND month = $2`, [j.year, j.month, PAY_STATUS.NotPaid, PAY_STATUS.Submitted]);
  await monthAction(page, payments, 'seal', j, open.notPaid || open.submitted ? x.sealOpen(j.year, j.month, open.notPaid, open.submitted) : undefined);
  await waitUntil(async () => (await rowsOf(payments).allInnerTexts()).every((r) => r.includes(x.yes)), 'every payment row reads sealed');
  const ids: Array<{ id: number; sealed: string; paystatus: string }> = await ds.query('SELECT id, sealed, paystatus FROM boat_insurance_detail WHERE user_id = $1 AND year = $2 AND month = $3', [j.seafarer.id, j.year, j.month]);
  expect(ids.map((r) => [r.sealed, r.paystatus])).toEqual(ids.map(() => ['1', '3']));
  await s.shot('the month sealed');

  // --- after sealing: cancelling a payment is refused, in the reader's language
  const first = rowsOf(payments).first();
  await first.locator('.ant-checkbox').click();
  await payments.getByTestId('toolbar-action-cancelPay').click();
  await page.getByTestId('confirm-ok').click();
  const sealedText = x.monthSealed(j.year, j.month);
  await waitUntil(async () => (await toasts(page)).some((t) => t.includes(sealedText)), `the refusal "${sealedText}"`);
  expect(await errorToast(page).count()).toBeGreaterThan(0);
  expect(await first.innerText()).toContain(x.paid);
  await s.shot('cancelling a sealed payment is refused');

  // --- and so is changing the parameters paid on in it
  await page.goto('/home/socialSecurityParams');
  const params = listOf(page, 'BoatInsuranceBase');
  const paramsRow = params.locator(`tr.ant-table-row[data-row-id="${j.params.id}"]`);
  await paramsRow.waitFor();
  await paramsRow.getByTestId('row-edit').click();
  const paramsForm = page.locator('[data-testid="record-form"][data-resource="BoatInsuranceBase"]');
  await paramsForm.waitFor();
  await paramsForm.getByTestId('form-field-remarks').locator('textarea').fill('rates of the office statement');
  await page.getByTestId('form-submit').click();
  await waitUntil(async () => (await toasts(page)).some((t) => t.includes(x.paramsSealed)), `the refusal "${x.paramsSealed}"`);
  await s.shot('changing sealed parameters is refused');

  // --- the seafarer's insurance tab: the cover, the paid month, the shares taken from his balance
  await page.goto(`/home/boatUserInfoEditForm/${j.seafarer.id}`);
  await page.getByTestId('crew-header').waitFor();
  await page.getByTestId('crew-tabs').getByRole('tab', { name: x.tab, exact: true }).click();
  const tab = page.getByTestId('crew-tab-insurance');
  await tab.waitFor();
  const section = (resource: string) => tab.getByTestId(`crew-tab-section-${resource}`);
  const cover = rowsOf(section('boatInsuranceCover'));
  await waitUntil(async () => (await cover.count()) === 1, 'one cover');
  expect(await cover.innerText()).toContain(x.inForce);
  expect(await cover.innerText()).toContain(j.start);
  const declared = rowsOf(section('boatInsuranceApply'));
  await waitUntil(async () => (await declared.count()) === 1, 'one declaration');
  expect(await declared.innerText()).toContain(x.approved);
  const paid = rowsOf(section('boatInsuranceDetail'));
  await waitUntil(async () => (await paid.count()) === 6, 'six payments');
  for (const r of await paid.allInnerTexts()) expect(r).toContain(x.paid);
  const history = rowsOf(section('BoatBlanceAdjust'));
  await waitUntil(async () => (await history.count()) === 1 + PERSONAL_PARTS.length, 'the prepayment and the four shares taken');
  const historyTexts = await history.allInnerTexts();
  expect(historyTexts.filter((r) => r.includes(x.shareTaken))).toHaveLength(PERSONAL_PARTS.length);
  expect(historyTexts.filter((r) => r.includes(x.prePaid))).toHaveLength(1);
  const [balance]: Array<{ balance: string }> = await ds.query('SELECT balance::text FROM boat_user_info WHERE id = $1', [j.seafarer.id]);
  expect(Number(balance.balance)).toBe(BALANCE_AFTER);
  // the latest change (listed first) is the last share taken, leaving 300 of the 3,000 paid ahead
  expect(historyTexts[0]).toContain(x.shareTaken);
  expect(historyTexts[0]).toMatch(/\b300\.00\b/);
  await settled(page);
  await tab.screenshot({ path: `/tmp/ins-${lang}-tab.png`, animations: 'disabled' });
  await s.shot('the insurance tab of the seafarer');

  // --- back in the plan view, the check item names the approved declaration by its number
  await page.goto(j.planPath);
  const approvedTag = page.getByTestId(`check-item-${linkId}`);
  await approvedTag.waitFor();
  await settled(page);
  expect(await approvedTag.getByTestId('check-item-state').innerText()).toBe(x.approved);
  expect(await approvedTag.innerText()).toContain(code);
  await s.shot('the check item approved');

  // the two refusals after sealing were the point
  // the refusals the journey provokes, and the seal's "continue?" when it was asked
  s.expectNoProblems([/409 POST .*\/boatInsuranceDetail\/api\/cancelPay/, /409 POST .*\/BoatInsuranceBase\/api\/update/, /status of 409/, /428 POST .*\/boatInsuranceDetail\/api\/seal/, /status of 428.*boatInsuranceDetail\/api\/seal/]);
}

browserIt(() => h, 'insurance journey in Chinese: check item, approval in My agency, the month paid and sealed, the insurance tab, a sealed change refused', (s) => journey(s, 'zh'), {
  timeout: 240_000,
});

browserIt(() => h, 'insurance journey in English: check item, approval in My agency, the month paid and sealed, the insurance tab, a sealed change refused', (s) => journey(s, 'en'), {
  timeout: 240_000,
});
