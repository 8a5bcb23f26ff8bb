import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { newPlan, newSeafarer, newShip, newShipowner, newUser, signOnOrder, type NewUser } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { pickOption } from './antd';
import { firstRow, settled } from './dispatch-page';
import { ADMIN_PASSWORD, browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// SPEC §5, an order's check items in the plan view: the applications made for it from the plan. An
// insurance declaration made from a sign-on order's "add check item" (its own dialog: the
// social-security parameters of the order's year), shown beside the order with its number and state in
// the reader's language, then cancelled ("are you sure?") and shown greyed as cancelled; in Chinese and
// in English. A reader who may not make or cancel them sees the tags and no controls.

let h: Harness;
let planPath: string;
let params: { id: number; zh: string; en: string };
let orders: { zh: number; en: number; readOnly: number };
let readOnlyLink: number;
let reader: NewUser;

const PLAN_VIEW = 'boatScatteredSendPlanView';

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  // the parameters of the year the orders sign on in (a declaration's date is its order's)
  const year = Number(day(30).slice(0, 4));
  const city = uniq('青岛');
  const cityEn = uniq('Qingdao ');
  const base = firstRow('parameters', await h.t.call('BoatInsuranceBase', 'insert', { city, cityEn, year, baseFloor: 4000, baseCeiling: 30000, pensionCompany: 16, pensionPerson: 8 }, admin));
  params = { id: base.id, zh: `${city} ${year}`, en: `${cityEn} ${year}` };

  const owner = await newShipowner(h.t);
  const ship = await newShip(h.t, owner.id);
  // one seafarer per order: a seafarer has one open declaration at a time
  const seafarers = [await newSeafarer(h.t), await newSeafarer(h.t), await newSeafarer(h.t)];
  const made = await newPlan(h.t, admin, { shipownerId: owner.id, orders: seafarers.map((s) => signOnOrder(s.id, ship.id)) });
  const orderOf = (userId: number) => made.orders.find((o) => o.userId === userId)!.id as number;
  orders = { zh: orderOf(seafarers[0].id), en: orderOf(seafarers[1].id), readOnly: orderOf(seafarers[2].id) };
  planPath = `/home/${PLAN_VIEW}/${made.plan.id}/${owner.id}/${encodeURIComponent(owner.name)}/2`;
  // whatever the compliance matrix of the shared database asks, these go ahead (the rows stay unmarked)
  const failing: Array<{ id: number }> = await h.t.app.get(DataSource).query(`SELECT id FROM boat_plan_dispatch WHERE plan_id = $1 AND compliant = '0'`, [made.plan.id]);
  for (const o of failing) firstRow('override', await h.t.call('BoatPlanDispatch', 'override', { id: o.id, reason: 'agreed with the owner' }, admin));

  // the read-only reader's order already carries one, made through the plan's own operation
  firstRow('check item', await h.t.call('boatInsuranceDispatch', 'insert', { orderId: orders.readOnly, baseId: params.id }, admin));
  const [link]: Array<{ id: number }> = await h.t.app.get(DataSource).query('SELECT id FROM boat_dispatch_link WHERE order_id = $1', [orders.readOnly]);
  readOnlyLink = link.id;
  reader = await newUser(h.t, { crewScope: '1', perms: ['boatScatteredSendPlan', PLAN_VIEW, 'boatDispatchManage'] });
});
afterAll(() => h?.close());

async function openPlan(page: Page, orderId: number): Promise<void> {
  await page.goto(planPath);
  await page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`).waitFor();
  await settled(page);
}

// adds the order's insurance declaration through its dialog; answers the tag's link id
async function addInsurance(page: Page, orderId: number, paramsName: string): Promise<number> {
  const cell = page.getByTestId(`check-items-${orderId}`);
  await page.getByTestId(`check-item-add-${orderId}`).click();
  await page.getByTestId('check-item-kind-insurance').click();
  const form = page.getByTestId('action-dialog');
  await form.waitFor();
  expect(await form.getAttribute('data-action')).toBe('insert');
  await pickOption(page, form.getByTestId('action-field-baseId'), paramsName, { search: true });
  await page.getByTestId('action-submit').click();
  await form.waitFor({ state: 'detached' });
  const tag = cell.locator('.check-item[data-kind="insurance"]');
  await tag.waitFor();
  return Number((await tag.getAttribute('data-testid'))!.replace('check-item-', ''));
}

// cancels the check item, accepting "are you sure?", and waits until it shows closed
async function cancelItem(page: Page, linkId: number): Promise<void> {
  await page.getByTestId(`check-item-cancel-${linkId}`).click();
  await page.getByTestId('confirm-ok').click();
  await waitUntil(async () => (await page.getByTestId(`check-item-${linkId}`).getAttribute('data-open')) === 'false', 'the check item shows closed');
  await settled(page);
}

browserIt(
  () => h,
  'check items in Chinese: add an insurance declaration to a sign-on order, waiting to pay, then cancel it',
  async (s) => {
    const { page } = s;
    await signIn(s, 'admin', ADMIN_PASSWORD);
    await openPlan(page, orders.zh);
    const header = page.locator('[data-testid="plan-orders"] .ant-table-thead');
    expect(await header.innerText()).toContain('核对项');
    expect(await page.getByTestId(`check-item-add-${orders.zh}`).innerText()).toContain('添加核对项');

    const link = await addInsurance(page, orders.zh, params.zh);
    const tag = page.getByTestId(`check-item-${link}`);
    expect(await tag.getAttribute('data-open')).toBe('true');
    expect(await tag.getByTestId('check-item-state').innerText()).toBe('待缴纳');
    expect(await tag.innerText()).toContain('保险申报');
    await settled(page);
    await page.screenshot({ path: '/tmp/check-items.png', animations: 'disabled' });
    await s.shot('an insurance declaration beside its sign-on order');

    await cancelItem(page, link);
    expect(await tag.getByTestId('check-item-state').innerText()).toBe('已取消');
    expect(await tag.getAttribute('class')).toContain('check-item-closed');
    expect(await page.getByTestId(`check-item-cancel-${link}`).count()).toBe(0);
    // the order is still open: another may be made
    expect(await page.getByTestId(`check-item-add-${orders.zh}`).count()).toBe(1);
    await s.shot('the check item cancelled, greyed');
    s.expectNoProblems();
  },
);

browserIt(
  () => h,
  'check items in English: waiting to pay, then cancelled',
  async (s) => {
    const { page } = s;
    await signIn(s, 'admin', ADMIN_PASSWORD);
    await page.getByTestId('lang-en').click();
    await openPlan(page, orders.en);
    expect(await page.locator('[data-testid="plan-orders"] .ant-table-thead').innerText()).toContain('Check items');

    const link = await addInsurance(page, orders.en, params.en);
    const tag = page.getByTestId(`check-item-${link}`);
    expect(await tag.getByTestId('check-item-state').innerText()).toBe('Waiting to pay');
    expect(await tag.innerText()).toContain('Insurance declaration');
    await s.shot('an insurance declaration beside its sign-on order (en)');

    await cancelItem(page, link);
    expect(await tag.getByTestId('check-item-state').innerText()).toBe('Cancelled');
    expect(await tag.getAttribute('class')).toContain('check-item-closed');
    await s.shot('the check item cancelled (en)');
    s.expectNoProblems();
  },
);

browserIt(
  () => h,
  'check items read only: a reader who may neither make nor cancel them sees the tags and no controls',
  async (s) => {
    const { page } = s;
    await signIn(s, reader.username, reader.password);
    await openPlan(page, orders.readOnly);
    const tag = page.getByTestId(`check-item-${readOnlyLink}`);
    await tag.waitFor();
    expect(await tag.getByTestId('check-item-state').innerText()).toBe('待缴纳');
    expect(await page.getByTestId(`check-item-cancel-${readOnlyLink}`).count()).toBe(0);
    expect(await page.locator('[data-testid^="check-item-add-"]').count()).toBe(0);
    // every order's cell is there, with no add control in any
    expect(await page.locator('[data-testid^="check-items-"]').count()).toBe(3);
    await s.shot('check items read only');
    s.expectNoProblems();
  },
);
