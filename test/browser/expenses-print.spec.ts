import { DataSource } from 'typeorm';
import { leads, newDept, newSeafarer, newUser, openTasks, type NewUser } from '../setup/factories';
import { day } from '../setup/dates';
import { browserIt, type Harness, type Session, startHarness, waitForPath, waitUntil, signInAs } from './browser-harness';

// Issue 23 §6, the printed claim form, in Chinese and in English: the clerk's claim, approved by the
// department's leader, is opened from the claims screen's Print; the A4 form shows its lines, the amount
// to pay in Chinese capitals and the approval history; its Print records who printed (updatePrintFlg)
// and opens the browser's print, in which only the form is on the page.

type Lang = 'zh' | 'en';
type Row = Record<string, any>;

// the crew list too: the claims pick their seafarers from it
const CLERK_PERMS = ['boatExpenseAccount', 'boatExpenseAccount:add', 'boatExpenseAccount:submit', 'boatExpenseAccount:print', 'boatUserInfoEditList'];
const TEXT = {
  zh: { capitals: '金额大写', approved: '同意', comment: '情况属实，同意报销' },
  en: { capitals: 'Amount in Chinese capitals', approved: 'Approved', comment: 'Checked, approved' },
};
// the glossary's example, and the one of the amounts helper (a zero yuan place writes no 零)
const AMOUNTS: Record<Lang, { lines: number[]; total: string; capitals: string }> = {
  zh: { lines: [1000, 234.5], total: '1,234.50', capitals: '壹仟贰佰叁拾肆元伍角整' },
  en: { lines: [1500, 180.32], total: '1,680.32', capitals: '壹仟陆佰捌拾元叁角贰分' },
};

let h: Harness;
let clerk: NewUser;
let leader: NewUser;
const claims: Partial<Record<Lang, Row>> = {};

const ok = (r: { body: { code: string; msg: string; list: Row[] } }) => {
  if (r.body.code !== '200') throw new Error(r.body.msg);
  return r.body.list[0];
};

const LONG_NOTE = `REF${'N'.repeat(197)}`;

async function approvedClaim(lang: Lang): Promise<Row> {
  const t = h.t;
  const s = await newSeafarer(t);
  const claim = ok(await t.call('boatExpenseAccount', 'insert', { userId: s.id, reason: lang === 'zh' ? '上船交通及住宿' : 'Joining travel' }, clerk.token));
  for (const [i, amount] of AMOUNTS[lang].lines.entries()) {
    // the first line's note one unbroken run, as a pasted booking reference is: it must wrap on the form
    ok(await t.call('boatExpenseAccountDetail', 'insert', { accountId: claim.id, feeGroup: 'EXP', feeType: i ? '3' : '1', feeDate: day(-3), amount, ...(i ? {} : { note: LONG_NOTE }) }, clerk.token));
  }
  const sub = ok(await t.call('boatExpenseAccount', 'submit', { id: claim.id }, clerk.token));
  const [task] = await openTasks(t, sub.instanceId);
  ok(await t.call('boatExpenseAccount', 'approve', { id: claim.id, taskId: task.id, comment: TEXT[lang].comment }, leader.token));
  return { ...sub, seafarer: s };
}

beforeAll(async () => {
  h = await startHarness();
  const dept = await newDept(h.t);
  clerk = await newUser(h.t, { deptId: dept, crewScope: '1', perms: CLERK_PERMS, name: '刘洋', enName: 'Liu Yang' });
  leader = await newUser(h.t, { deptId: dept, perms: ['myAgency'], name: '张伟', enName: 'Zhang Wei' });
  await leads(h.t, dept, leader);
  claims.zh = await approvedClaim('zh');
  claims.en = await approvedClaim('en');
});
afterAll(() => h?.close());


async function printed(s: Session, lang: Lang): Promise<void> {
  const { page } = s;
  const claim = claims[lang]!;
  await signInAs(s, clerk, lang);
  await page.goto('/home/boatExpenseAccount');
  const row = page.locator(`[data-testid="list-table"] tr[data-row-id="${claim.id}"]`);
  await row.waitFor();
  await s.shot('claims');
  await row.getByTestId('row-print').click();
  await waitForPath(page, `/home/boatExpenseAccount/print/${claim.id}`);
  const form = page.getByTestId('claim-print');
  await form.waitFor();
  await page.getByTestId('claim-line').nth(AMOUNTS[lang].lines.length - 1).waitFor();
  expect(await page.getByTestId('claim-line').count()).toBe(AMOUNTS[lang].lines.length);
  expect((await page.getByTestId('claim-print-code').textContent())?.trim()).toBe(claim.code);
  // the long note wraps within the A4 form: the lines end inside it
  const [sheet, line] = [await form.boundingBox(), await page.getByTestId('claim-line').first().boundingBox()];
  expect(line!.x + line!.width).toBeLessThanOrEqual(sheet!.x + sheet!.width);
  expect(await page.getByTestId('claim-line').first().textContent()).toContain(LONG_NOTE);
  expect((await page.getByTestId('claim-print-totalFee').textContent())?.trim()).toBe(AMOUNTS[lang].total);
  const capitals = page.getByTestId('claim-print-capitals');
  expect(await capitals.textContent()).toContain(AMOUNTS[lang].capitals);
  expect(await form.textContent()).toContain(TEXT[lang].capitals);
  // the history: submitted by the clerk, approved by the leader with his words
  const approve = page.locator('[data-testid="claim-print-history-row"][data-action="approve"]');
  await approve.waitFor();
  expect(await approve.textContent()).toContain(TEXT[lang].comment);
  expect(await approve.textContent()).toContain(TEXT[lang].approved);
  expect(await approve.textContent()).toContain(lang === 'zh' ? '张伟' : 'Zhang Wei');
  await s.shot('form');

  // Print records the printing, then asks the browser to print
  await page.evaluate(() => {
    const w = globalThis as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => void (w.printed += 1);
  });
  await page.getByTestId('claim-print-go').click();
  await waitUntil(() => page.evaluate(() => (globalThis as unknown as { printed: number }).printed === 1), 'the browser was asked to print');
  const stored = ok(await h.t.call('boatExpenseAccount', 'getById', { id: claim.id }, clerk.token));
  expect(stored).toMatchObject({ printFlg: '1', printCount: 1, printedBy: clerk.id });
  await page.getByTestId('claim-print-printed').waitFor();

  // in print only the form is on the page: no menu, no toolbar
  await page.emulateMedia({ media: 'print' });
  expect(await form.isVisible()).toBe(true);
  expect(await page.getByTestId('user-menu').isVisible()).toBe(false);
  expect(await page.getByTestId('claim-print-go').isVisible()).toBe(false);
  await s.shot('printed');
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('claim-print-back').click();
  await waitForPath(page, '/home/boatExpenseAccount');
  await row.waitFor();
  s.expectNoProblems();
  expect(await h.t.app.get(DataSource).query('SELECT print_count FROM boat_expense_account WHERE id = $1', [claim.id])).toEqual([{ print_count: 1 }]);
}

browserIt(() => h, 'the printed claim form in Chinese: lines, the amount in capitals, the approval history, printed once', (s) => printed(s, 'zh'), { timeout: 180_000 });

browserIt(() => h, 'the printed claim form in English: lines, the amount in capitals, the approval history, printed once', (s) => printed(s, 'en'), { timeout: 180_000 });
