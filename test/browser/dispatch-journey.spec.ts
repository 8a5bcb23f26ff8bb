import { leads, newDept, newUser, type NewUser } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { successToast } from './antd';
import { firstRow, manningRow, orderRow, settled, typeDate } from './dispatch-page';
import { browserIt, type Harness, signIn, signOut, startHarness, waitForPath, waitUntil } from './browser-harness';

// Issue 12: a crew manager (刘洋) opens a scattered plan's view, signs off an AB and picks his reliever,
// whose medical certificate runs out before the planned sign-off: "continue?" is asked, the order is
// not compliant and is overridden with a reason; the plan goes to the department leader (张伟), who reads
// the compliance result in the approval drawer and approves; the manager carries out both orders and
// the reliever's file shows the new stint made by the order.

const AB = '12'; // duty: 一级水手 Able Seaman

let h: Harness;
let manager: NewUser;
let leader: NewUser;
let plan: { id: number; code: string };
let leaving: { id: number; name: string };
let reliever: { id: number; name: string };

const PERMS = [
  'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatScatteredSendPlanView',
  'boatScatteredSendPlanView:finish', 'boatScatteredSendPlanView:cancel', 'boatScatteredSendPlanView:close',
  'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:delete',
  'boatDispatchManage:finish', 'boatDispatchManage:cancel', 'boatDispatchManage:close',
  'boatUserInfoEditList', 'boatUserInfoEditForm', 'boatUserInfoWork', 'boatUserInfoCertificate', 'reliefForecast',
];

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  const dept = await newDept(h.t);
  manager = await newUser(h.t, { deptId: dept, crewScope: '1', perms: PERMS, name: '刘洋' });
  leader = await newUser(h.t, { deptId: dept, crewScope: '1', perms: ['myAgency', 'boatScatteredSendPlan', 'boatDispatchManage'], name: '张伟' });
  await leads(h.t, dept, leader);

  // an AB needs a medical certificate (the compliance matrix)
  const medical = firstRow('certificate type', await h.t.call('SysCredential', 'insert', { name: uniq('健康证明'), certificateType: '3', warnValue: 30, warnUnit: '1' }, admin)).id;
  firstRow('compliance rule', await h.t.call('dispatchComplianceRule', 'insert', { duty: AB, credentialId: medical }, admin));

  const owner = firstRow('shipowner', await h.t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('青岛远洋') }, admin)).id;
  const ship = firstRow('ship', await h.t.call('BoatShip', 'insert', { name: uniq('海丰'), shipownerId: owner }, admin)).id;
  const seafarer = async (name: string) => firstRow('seafarer', await h.t.call('BoatUserInfo', 'insert', { name, sex: '1', birthday: '1988-03-09', duty: AB }, admin)) as { id: number; name: string };
  const cert = async (userId: number, validDate: string) =>
    firstRow('certificate', await h.t.call('boatUserCredential', 'submitInsert', { userId, credentialId: medical, code: uniq('HC'), organization: '青岛国际旅行卫生保健中心', signDate: day(-300), validDate }, admin));

  leaving = await seafarer(`王${uniq('')}`.slice(0, 10));
  reliever = await seafarer(`赵${uniq('')}`.slice(0, 10));
  await cert(leaving.id, day(400));
  // in its warning period (30 days), and nowhere near a six-month stint
  const short = await cert(reliever.id, day(20));
  if (short.warnstatus !== '1') throw new Error(`the reliever's certificate should warn, not ${String(short.warnstatus)}`);
  firstRow('sign-on', await h.t.call('BoatWork', 'onBoatWorkInfo', { userId: leaving.id, shipownerId: owner, shipId: ship, duty: AB, reportDutyOne: AB, onboatDate: day(-200), planLeaveboatDate: day(5) }, admin));

  plan = firstRow('plan', await h.t.call('BoatScatPlan', 'insert', { shipownerId: owner, planDate: day(0), remark: '换班' }, manager.token)) as { id: number; code: string };
});
afterAll(() => h?.close());



browserIt(
  () => h,
  'scattered plan: sign-off and a reliever with a short medical certificate, continue?, override, approval with the compliance result, both orders carried out',
  async (s) => {
    const { page } = s;
    // --- the manager opens the plan from its list
    await signIn(s, manager.username, manager.password);
    // the home page's relief forecast: the AB is due to sign off within 30 days, nobody relieves him yet
    const forecast = page.getByTestId('panel-relief-forecast');
    await forecast.waitFor();
    expect(Number(await forecast.locator('[data-testid="forecast-item"]').count())).toBeGreaterThan(0);
    await s.shot('dashboard with the relief forecast');
    await page.goto('/home/boatScatteredSendPlan');
    const list = page.locator('[data-testid="list-page"][data-resource="BoatScatPlan"]');
    await list.locator(`tr.ant-table-row[data-row-id="${plan.id}"]`).getByTestId('plan-view-link').click();
    await waitForPath(page, new RegExp(`^/home/boatScatteredSendPlanView/${plan.id}/`));
    const view = page.getByTestId('plan-view');
    await view.waitFor();
    await manningRow(page, leaving.id).waitFor();
    await settled(page);
    await s.shot('plan view, the ship manned');

    // --- sign off the AB today
    await manningRow(page, leaving.id).getByTestId('manning-signoff').click();
    // the order's declared dialog (addOrder): a sign-off asks the date and the port
    const form = page.locator('[data-testid="action-dialog"][data-action="addOrder"]');
    await form.waitFor();
    expect(await form.getByTestId('action-field-planPort').count()).toBe(1);
    expect(await form.getByTestId('action-field-newDuty').count()).toBe(0);
    await typeDate(form.getByTestId('action-field-planDate'), day(0));
    await s.shot('new order dialog, a sign-off');
    await page.getByTestId('action-submit').click();
    await successToast(page).first().waitFor();
    await orderRow(page, leaving.id).waitFor();
    expect(await orderRow(page, leaving.id).getAttribute('data-operation')).toBe('2');

    // --- pick the reliever: his certificate does not last the stint, so the server asks first
    await manningRow(page, leaving.id).getByTestId('manning-relieve').click();
    const drawer = page.getByTestId('relief-drawer');
    const candidate = drawer.locator(`[data-testid="relief-row"][data-user-id="${reliever.id}"]`);
    await candidate.waitFor();
    await s.shot('reliever search');
    await candidate.getByTestId('relief-pick').click();
    const question = page.getByTestId('continue-dialog');
    await question.waitFor();
    expect(await question.innerText()).toContain(reliever.name);
    await s.shot('continue? about the certificate');
    await page.getByTestId('continue-ok').click();
    await orderRow(page, reliever.id).waitFor();
    expect(await orderRow(page, reliever.id).getAttribute('data-compliant')).toBe('0');
    expect(await orderRow(page, reliever.id).getAttribute('class')).toContain('order-noncompliant');

    // --- override with a reason
    await orderRow(page, reliever.id).getByTestId('order-override').click();
    await page.getByTestId('action-field-reason').locator('textarea').fill('船东同意，下个港口换发健康证明');
    await s.shot('override dialog');
    await page.getByTestId('action-submit').click();
    await waitUntil(async () => (await orderRow(page, reliever.id).innerText()).includes('船东同意'), 'the override reason shows');
    await settled(page);
    await s.shot('orders, one overridden');

    // --- submit the plan
    await page.getByTestId('plan-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await waitUntil(async () => (await page.getByTestId('plan-header').getAttribute('data-status')) === '2', 'the plan is in approval');
    expect(await orderRow(page, reliever.id).getByTestId('order-override').count()).toBe(0);
    await s.shot('plan submitted');
    await signOut(s);

    // --- the department leader reads the compliance result and approves
    await signIn(s, leader.username, leader.password);
    await page.goto('/home/myAgency');
    const task = page.getByTestId('task-table').locator('tr.ant-table-row').first();
    await task.waitFor();
    await task.click();
    const approval = page.getByTestId('approval-drawer');
    const section = approval.getByTestId('plan-orders-section');
    await section.locator('[data-testid="section-order-row"][data-compliant="0"]').waitFor();
    expect(await section.getAttribute('data-noncompliant')).toBe('1');
    expect(await section.innerText()).toContain('船东同意，下个港口换发健康证明');
    await section.scrollIntoViewIfNeeded();
    await s.shot('approval drawer with the compliance result');
    await approval.getByTestId('approval-approve').click();
    await page.getByTestId('confirm-ok').click();
    await successToast(page).first().waitFor();
    await signOut(s);

    // --- the manager carries out the sign-off, then the sign-on
    await signIn(s, manager.username, manager.password);
    await page.goto('/home/boatScatteredSendPlan');
    await list.locator(`tr.ant-table-row[data-row-id="${plan.id}"]`).getByTestId('plan-view-link').click();
    await view.waitFor();
    await waitUntil(async () => (await page.getByTestId('plan-header').getAttribute('data-plan-status')) === '2', 'the plan is approved');
    // the cancel dialog asks the reason (looked at, not sent)
    await orderRow(page, reliever.id).getByTestId('order-cancel').click();
    await page.locator('[data-testid="action-dialog"][data-action="cancel"]').waitFor();
    await waitUntil(async () => (await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').count()) === 0, 'the dialog is open');
    await s.shot('cancel dialog');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="action-dialog"]').waitFor({ state: 'detached' });
    for (const who of [leaving, reliever]) {
      await orderRow(page, who.id).getByTestId('order-finish').click();
      const finish = page.locator('[data-testid="action-dialog"][data-action="finish"]');
      await finish.waitFor();
      // a sign-off's reason and appraisal are asked for a sign-off only (visibleWhen)
      expect(await finish.getByTestId('action-field-leaveboatReason').count()).toBe(who === leaving ? 1 : 0);
      // the dialog has zoomed in
      await waitUntil(async () => (await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').count()) === 0, 'the dialog is open');
      if (who === leaving) await s.shot('carry out the sign-off');
      await page.getByTestId('action-submit').click();
      await page.getByTestId('confirm-ok').click();
      await waitUntil(async () => (await orderRow(page, who.id).getAttribute('data-status')) === '3', `the order of ${who.name} is finished`);
    }
    await settled(page);
    await s.shot('both orders carried out');
    const orderId = String(await orderRow(page, reliever.id).getAttribute('data-order-id'));
    const orderCode = (await orderRow(page, reliever.id).getByTestId('order-code').innerText()).trim();

    // --- the reliever's file: the new stint, made by the order
    await page.goto(`/home/boatUserInfoEditForm/${reliever.id}`);
    await page.getByTestId('crew-header').waitFor();
    await page.getByRole('tab', { name: '履历' }).click();
    const stint = page.locator('[data-testid="list-page"][data-resource="BoatWork"] tr.ant-table-row').first();
    await stint.waitFor();
    expect(await stint.innerText()).toContain(day(0));
    await stint.click();
    const detail = page.getByTestId('detail-drawer');
    await detail.waitFor();
    // the stint's dispatch order, by its id or its number
    await waitUntil(async () => {
      const text = await detail.innerText();
      return text.includes('派遣单') && ((!!orderCode && text.includes(orderCode)) || new RegExp(`\\b${orderId}\\b`).test(text));
    }, 'the stint names its dispatch order');
    await s.shot('reliever file, the new stint');
    // the "continue?" answer is a 428 the page handles
    s.expectNoProblems([/428 POST .*\/BoatPlanDispatch\/api\/addOrder/, /status of 428.*BoatPlanDispatch\/api\/addOrder/]);
  },
  { timeout: 420_000 },
);
