import { newDept, newUser, type NewUser } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { firstRow, manningRow, orderRow, settled } from './dispatch-page';
import { browserIt, type Harness, signIn, startHarness, waitForPath, waitUntil } from './browser-harness';

// Issue 21: relieving in the plan view makes a pair. A crew manager relieves an AB from the manning
// table: the drawer shows each candidate's certificates (an expired one as expired, not missing), a
// 0–100 fit, the last appraisal and the service with this shipowner; the pick makes the AB's sign-off
// with the reliever's sign-on, shown together in the orders (each naming the other) and in the manning
// row (the reliever beside the AB, relieving again held back). A rank planned beyond the template's
// places is marked; deleting one half deletes both. Cancelling the pair once approved, and refusing a
// second relief, are the API tests' (test/api/dispatch-relief.spec.ts).

const AB = '12'; // duty: 一级水手 Able Seaman
const MULTI_PURPOSE = '8'; // shipType: 多用途船

let h: Harness;
let manager: NewUser;
let plan: { id: number; code: string };
let ship: number;
let leaving: { id: number; name: string };
let veteran: { id: number; name: string };
let expired: { id: number; name: string };

const PERMS = [
  'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatScatteredSendPlanView',
  'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:delete', 'boatDispatchManage:cancel',
];

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  const dept = await newDept(h.t);
  manager = await newUser(h.t, { deptId: dept, crewScope: '1', perms: PERMS, name: '刘洋' });

  // an AB on a multi-purpose ship needs a medical certificate (the compliance matrix)
  const medical = firstRow('certificate type', await h.t.call('SysCredential', 'insert', { name: uniq('健康证明'), certificateType: '3', warnValue: 30, warnUnit: '1' }, admin)).id;
  firstRow('compliance rule', await h.t.call('dispatchComplianceRule', 'insert', { duty: AB, shipType: MULTI_PURPOSE, credentialId: medical }, admin));
  const owner = firstRow('shipowner', await h.t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('青岛远洋') }, admin)).id;
  ship = firstRow('ship', await h.t.call('BoatShip', 'insert', { name: uniq('海丰'), shipownerId: owner, shipType: MULTI_PURPOSE }, admin)).id;
  const seafarer = async (name: string) => firstRow('seafarer', await h.t.call('BoatUserInfo', 'insert', { name, sex: '1', birthday: '1988-03-09', duty: AB }, admin)) as { id: number; name: string };
  const cert = async (userId: number, validDate: string) =>
    firstRow('certificate', await h.t.call('boatUserCredential', 'submitInsert', { userId, credentialId: medical, code: uniq('HC'), organization: '青岛国际旅行卫生保健中心', signDate: day(-300), validDate }, admin));

  leaving = await seafarer(`王${uniq('')}`.slice(0, 10));
  veteran = await seafarer(`赵${uniq('')}`.slice(0, 10));
  expired = await seafarer(`钱${uniq('')}`.slice(0, 10));
  await cert(leaving.id, day(400));
  await cert(veteran.id, day(900));
  await cert(expired.id, day(-10));
  firstRow('sign-on', await h.t.call('BoatWork', 'onBoatWorkInfo', { userId: leaving.id, shipownerId: owner, shipId: ship, duty: AB, reportDutyOne: AB, onboatDate: day(-200), planLeaveboatDate: day(5) }, admin));
  // the veteran served this shipowner before and was appraised excellent (优秀) signing off
  firstRow('past stint', await h.t.call('BoatWork', 'onBoatWorkInfo', { userId: veteran.id, shipownerId: owner, shipId: ship, duty: AB, reportDutyOne: AB, onboatDate: day(-500), planLeaveboatDate: day(-220) }, admin));
  firstRow('past sign-off', await h.t.call('BoatWork', 'offBoatWorkInfo', { userId: veteran.id, leaveboatDate: day(-210), leaveboatEvaluate: '1' }, admin));

  plan = firstRow('plan', await h.t.call('BoatScatPlan', 'insert', { shipownerId: owner, planDate: day(0), remark: '换班' }, manager.token)) as { id: number; code: string };
  // the plan's manning template: two AB places
  const tpl = firstRow('template', await h.t.call('BoatPlanDispatchTemp', 'insert', { name: uniq('多用途船'), slots: `${AB}:2` }, admin)).id;
  firstRow('template applied', await h.t.call('BoatPlanDispatchTemp', 'submit', { id: tpl, planId: plan.id }, admin));
});
afterAll(() => h?.close());

browserIt(
  () => h,
  'relieving an AB in the plan view makes his sign-off with the sign-on, shown together; the drawer reads certificates, fit, appraisal and service',
  async (s) => {
    const { page } = s;
    await signIn(s, manager.username, manager.password);
    await page.goto('/home/boatScatteredSendPlan');
    await page.locator(`[data-testid="list-page"][data-resource="BoatScatPlan"] tr.ant-table-row[data-row-id="${plan.id}"]`).getByTestId('plan-view-link').click();
    await waitForPath(page, new RegExp(`^/home/boatScatteredSendPlanView/${plan.id}/`));
    await manningRow(page, leaving.id).waitFor();
    await settled(page);
    // the template's second AB place is vacant
    expect(await page.locator(`[data-testid="manning-row"][data-duty="${AB}"]`).count()).toBe(2);
    expect(await page.getByTestId('manning-vacant').count()).toBe(1);

    // --- relieve the AB: the drawer's candidates
    await manningRow(page, leaving.id).getByTestId('manning-relieve').click();
    const drawer = page.getByTestId('relief-drawer');
    const row = (u: { id: number }) => drawer.locator(`[data-testid="relief-row"][data-user-id="${u.id}"]`);
    await row(veteran).waitFor();
    // the fit is 0–100 and the list is sorted by it: the veteran first
    const fits = (await drawer.getByTestId('relief-fit').allInnerTexts()).map(Number);
    expect(fits.every((f) => f >= 0 && f <= 100)).toBe(true);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    expect(await drawer.locator('[data-testid="relief-row"]').first().getAttribute('data-user-id')).toBe(String(veteran.id));
    const missing = async (u: { id: number }) => ((await row(u).getByTestId('relief-cert-missing').count()) ? await row(u).getByTestId('relief-cert-missing').innerText() : '');
    const veteranMissing = await missing(veteran);
    const veteranFit = Number(await row(veteran).getByTestId('relief-fit').innerText());
    // last appraisal and service with this shipowner hold data
    expect(await row(veteran).getByTestId('relief-evaluation').innerText()).toBe('优秀');
    expect(await row(veteran).getByTestId('relief-served').innerText()).toBe('1 次 / 共 1 段');
    // the expired candidate, found by name (other files' ABs on a shared database may fill the first page)
    await drawer.getByTestId('relief-keyword').locator('input').fill(expired.name);
    await drawer.getByTestId('relief-keyword').locator('input').press('Enter');
    await row(expired).waitFor();
    // an expired certificate reads expired, never missing: the expired candidate misses no more than
    // the veteran who holds a valid one (other files' rules may ask more of every AB on a shared database)
    expect(await row(expired).getByTestId('relief-cert-expired').innerText()).toContain('过期 1');
    expect(await missing(expired)).toBe(veteranMissing);
    expect(veteranFit).toBeGreaterThan(Number(await row(expired).getByTestId('relief-fit').innerText()));
    expect(await row(expired).getByTestId('relief-served').innerText()).toBe('0 次 / 共 0 段');
    await settled(page);
    await s.shot('relief drawer: expired, fit, appraisal and service');
    await drawer.getByTestId('relief-keyword').locator('input').fill(veteran.name);
    await drawer.getByTestId('relief-keyword').locator('input').press('Enter');

    // --- pick the veteran: the AB's sign-off is made with his sign-on
    await row(veteran).getByTestId('relief-pick').click();
    await drawer.waitFor({ state: 'hidden' });
    await orderRow(page, veteran.id).waitFor();
    await orderRow(page, leaving.id).waitFor();
    expect(await orderRow(page, leaving.id).getAttribute('data-operation')).toBe('2');
    expect(await orderRow(page, veteran.id).getAttribute('data-operation')).toBe('1');
    // each names the other
    await waitUntil(async () => (await orderRow(page, veteran.id).getByTestId('order-relief').innerText()).includes(`接替 ${leaving.name}`), 'the sign-on names whom it relieves');
    expect(await orderRow(page, leaving.id).getByTestId('order-relief').innerText()).toContain(`由 ${veteran.name} 接班`);
    // the manning row: his sign-off, his reliever beside him, relieving again held back
    await waitUntil(async () => (await manningRow(page, leaving.id).getAttribute('data-incoming')) === String(veteran.id), 'the reliever shows beside the AB');
    expect(await manningRow(page, leaving.id).getByTestId('manning-incoming').innerText()).toContain(veteran.name);
    expect(await manningRow(page, leaving.id).getByTestId('manning-relieve').isDisabled()).toBe(true);
    expect(await manningRow(page, leaving.id).getAttribute('data-planned')).toBe('1');
    await settled(page);
    await s.shot('plan view: the relief as a pair');

    // --- deleted together: the sign-on goes, and the AB's sign-off with it; the place is his again
    await orderRow(page, veteran.id).getByTestId('order-delete').click();
    await page.getByTestId('confirm-ok').click();
    await orderRow(page, veteran.id).waitFor({ state: 'detached' });
    await orderRow(page, leaving.id).waitFor({ state: 'detached' });
    await waitUntil(async () => (await manningRow(page, leaving.id).getAttribute('data-incoming')) === '', 'the AB has no reliever any more');
    expect(await manningRow(page, leaving.id).getByTestId('manning-relieve').isDisabled()).toBe(false);
    await settled(page);
    await s.shot('plan view: the relief deleted as a pair');
    // and relieved again
    await manningRow(page, leaving.id).getByTestId('manning-relieve').click();
    await row(veteran).getByTestId('relief-pick').click();
    await drawer.waitFor({ state: 'hidden' });
    await waitUntil(async () => (await manningRow(page, leaving.id).getAttribute('data-incoming')) === String(veteran.id), 'the reliever shows beside the AB again');

    // --- two more ABs signed on elsewhere (through the API, each "continue?" accepted): three planned
    // for two places, and the rank says so
    const extra = async (name: string) => {
      const who = firstRow('seafarer', await h.t.call('BoatUserInfo', 'insert', { name, sex: '1', birthday: '1990-05-01', duty: AB }, await h.t.adminToken()));
      const made = await confirmThrough(() =>
        h.t.call('BoatPlanDispatch', 'addOrder', { planId: plan.id, userId: who.id, operation: '1', shipId: ship, duty: AB, planDate: day(10), planLeaveDate: day(200) }, manager.token),
      );
      firstRow('sign-on', made);
    };
    await extra(`孙${uniq('')}`.slice(0, 10));
    await extra(`李${uniq('')}`.slice(0, 10));
    await page.reload();
    await manningRow(page, leaving.id).waitFor();
    await settled(page);
    const over = page.getByTestId('manning-over');
    await over.waitFor();
    expect(await over.innerText()).toBe('超编：计划 3 人 / 定员 2 人');
    await s.shot('plan view: a rank planned beyond its places');

    // --- the same in English
    await page.getByTestId('lang-en').click();
    await waitUntil(async () => (await over.innerText()) === 'Over-manned: 3 planned for 2 places', 'the manning speaks English');
    expect(await orderRow(page, veteran.id).getByTestId('order-relief').innerText()).toContain(`relieves ${leaving.name}`);
    await settled(page);
    await s.shot('plan view in English');
  },
  { timeout: 300_000 },
);
