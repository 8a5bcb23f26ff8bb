import { newSeafarer, newUser, type NewUser } from '../setup/factories';
import { day } from '../setup/dates';
import { browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// A related list changes its row (issue 23 §6: a claim's totals are worked out from its lines): after a
// line is removed in the claim's lines drawer, closing the drawer shows the claim's new total without a
// manual refresh.

type Row = Record<string, any>;

let h: Harness;
let clerk: NewUser;
let claim: Row;

const ok = (r: { body: { code: string; msg: string; list: Row[] } }) => {
  if (r.body.code !== '200') throw new Error(r.body.msg);
  return r.body.list[0];
};

beforeAll(async () => {
  h = await startHarness();
  clerk = await newUser(h.t, { crewScope: '1', perms: ['boatExpenseAccount', 'boatExpenseAccount:add', 'boatExpenseAccount:edit', 'boatExpenseAccount:delete', 'boatUserInfoEditList'] });
  const s = await newSeafarer(h.t);
  claim = ok(await h.t.call('boatExpenseAccount', 'insert', { userId: s.id, reason: '上船交通' }, clerk.token));
  for (const amount of [300, 45.5]) ok(await h.t.call('boatExpenseAccountDetail', 'insert', { accountId: claim.id, feeGroup: 'EXP', feeType: '1', feeDate: day(-2), amount }, clerk.token));
});
afterAll(() => h?.close());

browserIt(() => h, "a claim's total follows its lines once their drawer closes", async (s) => {
  const { page } = s;
  await signIn(s, clerk.username, clerk.password);
  await page.goto('/home/boatExpenseAccount');
  const row = page.locator(`[data-testid="list-page"][data-resource="boatExpenseAccount"] tr.ant-table-row[data-row-id="${claim.id}"]`);
  await row.waitFor();
  await waitUntil(async () => (await row.innerText()).includes('345.50'), 'the claim reads 345.50');

  await row.getByTestId('row-related-boatExpenseAccountDetail').click();
  const drawer = page.getByTestId('related-drawer');
  const lines = drawer.locator('tr.ant-table-row');
  await waitUntil(async () => (await lines.count()) === 2, 'the drawer lists the two lines');
  await lines.filter({ hasText: '45.50' }).getByTestId('row-delete').click();
  await page.getByTestId('confirm-ok').click();
  await waitUntil(async () => (await lines.count()) === 1, 'one line is left');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  await waitUntil(async () => (await row.innerText()).includes('300.00'), 'the claim reads 300.00 without a refresh');
  s.expectNoProblems();
});
