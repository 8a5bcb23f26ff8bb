import { DataSource } from 'typeorm';
import { leads, newDept, newUser, type NewUser } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { pickOption, successToast } from './antd';
import { firstRow, manningRow, orderRow, settled, typeDate } from './dispatch-page';
import { browserIt, type Harness, signIn, startHarness, waitForPath, waitUntil } from './browser-harness';

// Issue 12, the rest of the plan view, in English: a nesting plan of one ship; an AB promoted to bosun
// from the manning table; a reliever's date moved by more than two weeks ("regenerate?": the old order
// closes, a new one replaces it); an order deleted while the plan is a draft; the orders failing the
// compliance matrix overridden; once approved, an order cancelled with a reason.

const AB = '12';

let h: Harness;
let manager: NewUser;
let leader: NewUser;
let plan: { id: number };
let shipName: string;
let ab: { id: number };
let reliever: { id: number };
let spare: { id: number };

const PERMS = [
  'boatNestingPlan', 'boatNestingPlan:add', 'boatNestingPlan:edit', 'boatNestingPlanView',
  'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:delete',
  'boatDispatchManage:finish', 'boatDispatchManage:cancel', 'boatDispatchManage:close',
];

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  const dept = await newDept(h.t);
  manager = await newUser(h.t, { deptId: dept, crewScope: '1', perms: PERMS, name: 'Liu Yang', enName: 'Liu Yang' });
  leader = await newUser(h.t, { deptId: dept, crewScope: '1', perms: ['myAgency'] });
  await leads(h.t, dept, leader);
  // an AB needs a medical certificate, which these seafarers lack: their sign-ons need an override
  const medical = firstRow('certificate type', await h.t.call('SysCredential', 'insert', { name: uniq('Medical'), certificateType: '3', warnValue: 30, warnUnit: '1' }, admin)).id;
  firstRow('compliance rule', await h.t.call('dispatchComplianceRule', 'insert', { duty: AB, credentialId: medical }, admin));
  const owner = firstRow('shipowner', await h.t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('Pacific') }, admin)).id;
  shipName = uniq('OCEAN ');
  const ship = firstRow('ship', await h.t.call('BoatShip', 'insert', { name: shipName, shipownerId: owner, shipType: '1' }, admin)).id;
  const seafarer = async (name: string) => firstRow('seafarer', await h.t.call('BoatUserInfo', 'insert', { name, sex: '1', duty: AB }, admin)) as { id: number };
  ab = await seafarer(uniq('Li'));
  reliever = await seafarer(uniq('Zhao'));
  spare = await seafarer(uniq('Sun'));
  firstRow('sign-on', await h.t.call('BoatWork', 'onBoatWorkInfo', { userId: ab.id, shipId: ship, duty: AB, reportDutyOne: AB, onboatDate: day(-120), planLeaveboatDate: day(60) }, admin));
  plan = firstRow('plan', await h.t.call('boatNestingPlan', 'insert', { shipownerId: owner, shipId: ship, planDate: day(0) }, manager.token));
  // two sign-ons the page reads back (picking a reliever is the journey's): one to delete, one to move
  const signOn = (userId: number) => ({ userId, operation: '1', shipId: ship, duty: AB, planDate: day(20), planLeaveDate: day(200) });
  firstRow('orders', await h.t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [signOn(reliever.id), signOn(spare.id)] }, manager.token));
});
afterAll(() => h?.close());



browserIt(
  () => h,
  'nesting plan in English: promotion from the manning table, a date moved past two weeks regenerates, delete, cancel after approval',
  async (s) => {
    const { page } = s;
    await signIn(s, manager.username, manager.password);
    await page.getByTestId('lang-en').click();
    await page.goto('/home/boatNestingPlan');
    const list = page.locator('[data-testid="list-page"][data-resource="boatNestingPlan"]');
    await list.locator(`tr.ant-table-row[data-row-id="${plan.id}"]`).getByTestId('plan-view-link').click();
    await waitForPath(page, new RegExp(`^/home/boatNestingPlanView/${plan.id}/`));
    await manningRow(page, ab.id).waitFor();
    await settled(page);
    // the nesting plan's one ship, its places by the ship's rank slots in English
    expect(await page.getByTestId('plan-view').innerText()).toContain(shipName);
    expect(await manningRow(page, ab.id).innerText()).toContain('Able Seaman');

    // --- promote the AB to bosun from the manning table
    await manningRow(page, ab.id).getByTestId('manning-promote').click();
    const form = page.getByTestId('action-dialog');
    await form.waitFor();
    expect(await form.getAttribute('data-action')).toBe('addOrder');
    await typeDate(form.getByTestId('action-field-planDate'), day(10));
    await pickOption(page, form.getByTestId('action-field-newDuty'), 'Bosun');
    await s.shot('new order dialog, a promotion (en)');
    await page.getByTestId('action-submit').click();
    await successToast(page).first().waitFor();
    await orderRow(page, ab.id).waitFor();
    expect(await orderRow(page, ab.id).getAttribute('data-operation')).toBe('3');

    await s.shot('nesting plan, promotion planned (en)');

    // --- delete one sign-on ("are you sure?")
    await orderRow(page, spare.id).getByTestId('order-delete').click();
    await page.getByTestId('confirm-ok').click();
    await waitUntil(async () => (await orderRow(page, spare.id).count()) === 0, 'the deleted order is gone');

    // --- move the other by more than two weeks: the server asks whether to regenerate it
    await orderRow(page, reliever.id).getByTestId('order-update').click();
    await form.waitFor();
    expect(await form.getAttribute('data-action')).toBe('update');
    // the dates start where the order stands (prefill); a sign-on's planned sign-off is asked too
    expect(await form.getByTestId('action-field-planDate').locator('input').inputValue()).toBe(day(20));
    expect(await form.getByTestId('action-field-planLeaveDate').locator('input').inputValue()).toBe(day(200));
    await typeDate(form.getByTestId('action-field-planDate'), day(50));
    await page.getByTestId('action-submit').click();
    const question = page.getByTestId('continue-dialog');
    await question.waitFor();
    expect(await question.innerText()).toMatch(/more than two weeks/);
    await s.shot('regenerate? (en)');
    await page.getByTestId('continue-ok').click();
    await orderRow(page, reliever.id, '5').waitFor();
    await orderRow(page, reliever.id, '1').waitFor();
    expect(await orderRow(page, reliever.id, '1').getByTestId('order-plan-date').innerText()).toBe(day(50));

    // --- orders failing the compliance matrix (the AB sign-ons: no medical) go with a reason
    const failing = page.locator('[data-testid="plan-orders"] [data-testid="order-row"][data-status="1"][data-compliant="0"]');
    const reason = 'Medical booked at the port of joining';
    for (let i = 0; i < (await failing.count()); i++) {
      await failing.nth(i).getByTestId('order-override').click();
      await page.getByTestId('action-field-reason').locator('textarea').fill(reason);
      if (i === 0) await s.shot('override dialog (en)');
      await page.getByTestId('action-submit').click();
      await waitUntil(async () => (await failing.nth(i).innerText()).includes(reason), 'the override reason shows');
    }
    expect(await failing.count()).toBeGreaterThan(0);

    // --- submitted and approved, the promotion is cancelled with a reason
    await page.getByTestId('plan-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await waitUntil(async () => (await page.getByTestId('plan-header').getAttribute('data-status')) === '2', 'the plan is in approval');
    const [task] = await h.t.app.get(DataSource).query(`SELECT t.id FROM wf_task t JOIN boat_dispatch_plan p ON p.instance_id = t.instance_id WHERE p.id = $1 AND t.status = 'open'`, [plan.id]);
    const approved = await h.t.call('MyProcess', 'approve', { taskId: task.id, comment: 'OK' }, leader.token);
    expect(approved.body.code).toBe('200');
    await page.reload();
    await waitUntil(async () => (await page.getByTestId('plan-header').getAttribute('data-plan-status')) === '2', 'the plan is approved');
    await orderRow(page, ab.id).getByTestId('order-cancel').click();
    await page.getByTestId('action-field-cancelReason').locator('textarea').fill('Owner keeps him as AB this voyage');
    await s.shot('cancel dialog (en)');
    await page.getByTestId('action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await orderRow(page, ab.id, '4').waitFor();
    expect(await orderRow(page, ab.id).innerText()).toContain('Owner keeps him as AB this voyage');
    await settled(page);
    await s.shot('promotion cancelled, relief moved (en)');
    // carrying out the moved sign-on asks the actual date and port (looked at, not sent)
    await orderRow(page, reliever.id, '2').getByTestId('order-finish').click();
    const finish = page.locator('[data-testid="action-dialog"][data-action="finish"]');
    await finish.waitFor();
    expect(await finish.getByTestId('action-field-leaveboatReason').count()).toBe(0);
    await waitUntil(async () => (await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').count()) === 0, 'the dialog is open');
    await s.shot('carry out dialog (en)');
    await page.keyboard.press('Escape');
    await finish.waitFor({ state: 'detached' });
    // "regenerate?" is a 428 the page handles
    s.expectNoProblems([/428 POST .*\/BoatPlanDispatch\/api\/update/, /status of 428.*BoatPlanDispatch\/api\/update/]);
  },
  { timeout: 300_000 },
);
