import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { leads, newDept, newSeafarer, newUser, type NewUser } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { DECLARE_TYPE } from '../../server/src/modules/insurance/insurance.states';
import { firstRow, settled } from './dispatch-page';
import { browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// Bulk approval on a flow's management screen (保险审批, boatApproveManage): the leader ticks three
// declarations, two waiting for him and one for another department's leader; the dialog says two of the
// three wait for him, approves those two with one comment, lists each outcome, and their rows read
// approved while the third still waits. Ticking only the other department's one says nothing waits.

const VIEW = 'insuranceApproveManage';
const REVIEW = '经理审核';
const APPROVED = '已通过';

let h: Harness;
let leader: NewUser;
// two declarations waiting for the leader, one for another department's leader
let mine: number[];
let theirs: number;

// a pay declaration under the flow's threshold, submitted by the clerk: it waits for the clerk's leader
async function submitted(clerk: NewUser, baseId: number): Promise<number> {
  const s = await newSeafarer(h.t);
  const d = firstRow('declaration', await h.t.call('boatInsuranceApply', 'insert', { userId: s.id, declareType: DECLARE_TYPE.Pay, startDate: day(0), baseId, insuranceBase: 5000 }, clerk.token));
  firstRow('submit', await h.t.call('boatInsuranceApply', 'submit', { id: d.id }, clerk.token));
  return d.id;
}

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  const base = firstRow('parameters', await h.t.call('BoatInsuranceBase', 'insert', { city: uniq('青岛'), year: Number(day(0).slice(0, 4)), baseFloor: 4000, baseCeiling: 30000, pensionCompany: 16, pensionPerson: 8 }, admin));
  const CLERK = { crewScope: '1', perms: ['boatApplyInstruance', 'boatApplyInstruance:add', 'boatApplyInstruance:submit'] };
  const dept = await newDept(h.t);
  const otherDept = await newDept(h.t);
  // the approvals screen alone: its seafarer filter picks from the crew's picker projection
  leader = await newUser(h.t, { deptId: dept, crewScope: '1', perms: ['boatApproveManage'], name: '孙丽', enName: 'Sun Li' });
  const otherLeader = await newUser(h.t, { deptId: otherDept });
  await leads(h.t, dept, leader);
  await leads(h.t, otherDept, otherLeader);
  const clerk = await newUser(h.t, { deptId: dept, ...CLERK });
  const otherClerk = await newUser(h.t, { deptId: otherDept, ...CLERK });
  mine = [await submitted(clerk, base.id), await submitted(clerk, base.id)];
  theirs = await submitted(otherClerk, base.id);
});
afterAll(() => h?.close());

const listOf = (page: Page): Locator => page.locator(`[data-testid="list-page"][data-resource="${VIEW}"]`);
const rowOf = (page: Page, id: number): Locator => listOf(page).locator(`tr.ant-table-row[data-row-id="${id}"]`);

// ticks the row's box (not the row, which opens its detail) and waits until the table shows it ticked
async function tick(page: Page, id: number): Promise<void> {
  await rowOf(page, id).locator('.ant-checkbox').click();
  await waitUntil(async () => (await rowOf(page, id).locator('.ant-checkbox-checked').count()) === 1, `row ${id} is ticked`);
}

browserIt(() => h, 'approval management: the reader\'s waiting declarations among the selected approved at once, each outcome listed', async (s) => {
  const { page } = s;
  await signIn(s, leader.username, leader.password);
  await page.goto('/home/boatApproveManage');
  for (const id of [...mine, theirs]) await rowOf(page, id).waitFor();
  await settled(page);
  for (const id of [...mine, theirs]) expect(await rowOf(page, id).innerText()).toContain(REVIEW);
  const approve = listOf(page).getByTestId('bulk-approve');
  expect(await approve.innerText()).toBe('批量同意');
  expect(await approve.isDisabled()).toBe(true);

  // only another leader's declaration ticked: nothing waits for this reader, and no dialog opens
  await tick(page, theirs);
  await approve.click();
  const none = page.locator('.ant-message-notice').filter({ hasText: '选中的记录中没有等待您审批的环节' });
  await none.waitFor();
  expect(await page.getByTestId('bulk-hint').count()).toBe(0);
  await s.shot('nothing selected waits for the reader');

  // with his own two: two of the three wait for him, approved with one comment
  for (const id of mine) await tick(page, id);
  await approve.click();
  const hint = page.getByTestId('bulk-hint');
  await hint.waitFor();
  expect(await hint.innerText()).toBe('选中的 3 条中有 2 条等待您审批。');
  await page.getByTestId('bulk-comment').fill('材料齐全，同意');
  await s.shot('the bulk approval dialog');
  await page.getByTestId('bulk-ok').click();
  const result = page.getByTestId('bulk-result');
  await result.waitFor();
  expect(await result.innerText()).toContain('成功 2 个，未处理 0 个');
  const items = result.getByTestId('bulk-item');
  expect(await items.count()).toBe(2);
  for (const text of await items.allInnerTexts()) expect(text).toMatch(/经理审核[\s\S]*已处理/);
  expect(await result.locator('[data-testid="bulk-item"][data-ok="true"]').count()).toBe(2);
  await s.shot('each outcome of the bulk approval');
  await page.keyboard.press('Escape');
  await result.waitFor({ state: 'hidden' });

  // the list reloaded: his two read approved, the other leader's still waits; nothing stays ticked
  for (const id of mine) await waitUntil(async () => (await rowOf(page, id).innerText()).includes(APPROVED), `declaration ${id} reads ${APPROVED}`);
  expect(await rowOf(page, theirs).innerText()).toContain(REVIEW);
  expect(await listOf(page).locator('tbody .ant-checkbox-checked').count()).toBe(0);
  const rows: Array<{ id: number; status: string; result: string }> = await h.t.app
    .get(DataSource)
    .query('SELECT id, status, result FROM boat_insurance_apply WHERE id = ANY($1) ORDER BY id', [[...mine, theirs]]);
  expect(rows.map((r) => [r.id, r.status, r.result])).toEqual([...mine.map((id) => [id, '3', '1']), [theirs, '2', '3']].sort((a, b) => Number(a[0]) - Number(b[0])));
  await s.shot('the two approved, the third still waiting');

  // the buttons speak the reader's language
  await page.getByTestId('lang-switch').getByTestId('lang-en').click();
  await waitUntil(async () => (await approve.innerText()) === 'Approve selected', 'the button reads "Approve selected"');

  s.expectNoProblems();
});
