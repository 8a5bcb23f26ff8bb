import type { Locator, Page } from 'playwright-core';
import { leads, newDept, newUser, type NewUser } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { pickOption, successToast } from './antd';
import { browserIt, type Harness, signIn, signOut, startHarness, waitForPath, waitUntil } from './browser-harness';
import { day } from '../setup/dates';

// Issue 4 item 9: a crew manager adds a seafarer in two steps with a certificate about to expire, sees
// the warning on the certificate and in the crew list, and runs a renewal through its approvals to the
// end, after which the seafarer no longer warns.

let h: Harness;
let manager: NewUser;
let leader: NewUser;
let clerk: NewUser;
let typeName: string;

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  const dept = await newDept(h.t);
  manager = await newUser(h.t, {
    deptId: dept,
    crewScope: '4',
    perms: [
      'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoAddSecond', 'boatUserInfoEditList', 'boatUserInfoEditList:edit', 'boatUserInfoEditForm',
      'boatCredentialManage', 'boatCredentialManage:add', 'boatCredentialManage:edit', 'boatUserInfoFamily', 'boatUserInfoFamily:add',
      'boatApplyForCredential', 'boatApplyForCredential:add', 'boatApplyForCredential:edit',
    ],
  });
  leader = await newUser(h.t, { deptId: dept, perms: ['myAgency'] });
  clerk = await newUser(h.t, { deptId: dept, perms: ['myAgency'] });
  await leads(h.t, dept, leader);
  await h.t.call('approvalUser', 'insert', { flowType: 'credentialDeal', userId: clerk.id }, admin);
  typeName = uniq('健康证明');
  await h.t.call('SysCredential', 'insert', { name: typeName, certificateType: '3', warnValue: 30, warnUnit: '1' }, admin);
});
afterAll(() => h?.close());

async function typeDate(form: Locator, field: string, value: string) {
  const input = form.getByTestId(`form-field-${field}`).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

const listOf = (page: Page, resource: string) => page.locator(`[data-testid="list-page"][data-resource="${resource}"]`);

async function approveFirstTask(page: Page, step: string) {
  await page.goto('/home/myAgency');
  const task = page.getByTestId('task-table').locator('tr.ant-table-row').first();
  await task.waitFor();
  expect(await task.innerText()).toContain(step);
  await task.click();
  const drawer = page.getByTestId('approval-drawer');
  await drawer.getByTestId('flow-record').waitFor();
  await drawer.getByTestId('approval-approve').click();
  await page.getByTestId('confirm-ok').click();
  await successToast(page).first().waitFor();
}

browserIt(
  () => h,
  'seafarer added in two steps with an expiring certificate; the warning shows; a renewal clears it',
  async (s) => {
    const { page } = s;
    const name = `孙${uniq('')}`.slice(0, 12);
    // --- step one: the main record
    await signIn(s, manager.username, manager.password);
    await page.goto('/home/boatUserInfoAdd');
    const main = page.locator('[data-testid="record-form"][data-resource="BoatUserInfo"]');
    await main.waitFor();
    await main.getByTestId('form-field-name').locator('input').fill(name);
    await main.getByTestId('form-field-enname').locator('input').fill('SUN HAIYANG');
    await pickOption(page, main.getByTestId('form-field-sex'), '男');
    await pickOption(page, main.getByTestId('form-field-duty'), '二副');
    await s.shot('step one, the main record');
    await page.getByTestId('crew-add-next').click();
    await waitForPath(page, /^\/home\/boatUserInfoAddSecond\/\d+$/);
    const crewId = Number(new URL(page.url()).pathname.split('/').pop());

    // --- step two: a certificate that expires in 20 days, inside its 30-day warning period
    const certs = listOf(page, 'boatUserCredential');
    await certs.waitFor();
    await certs.getByTestId('list-add').click();
    const certForm = page.locator('[data-testid="record-form"][data-resource="boatUserCredential"]');
    await certForm.waitFor();
    expect(await certForm.getByTestId('form-field-userId').count()).toBe(0); // the seafarer is the file's
    await pickOption(page, certForm.getByTestId('form-field-credentialId'), typeName);
    await certForm.getByTestId('form-field-code').locator('input').fill('HC-2026-118');
    await certForm.getByTestId('form-field-organization').locator('input').fill('青岛国际旅行卫生保健中心');
    await typeDate(certForm, 'signDate', day(-345));
    await typeDate(certForm, 'validDate', day(20));
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    const certRow = certs.locator('tr.ant-table-row').first();
    await waitUntil(async () => (await certRow.locator('[data-testid="warn-tag"]').getAttribute('data-warn').catch(() => null)) === '1', 'the certificate shows 预警');
    expect(await certRow.getAttribute('class')).toContain('row-warn');
    // the file's header follows the tabs: the seafarer now warns too
    await waitUntil(async () => (await page.getByTestId('crew-header').locator('[data-testid="warn-tag"]').getAttribute('data-warn')) === '1', 'the header shows 预警');
    await s.shot('step two, certificate warning');
    await page.getByTestId('crew-add-finish').click();
    await waitForPath(page, '/home/boatUserInfoEditList');
    const crewRow = listOf(page, 'BoatUserInfo').locator(`tr.ant-table-row[data-row-id="${crewId}"]`);
    await crewRow.waitFor();
    expect(await crewRow.locator('[data-testid="warn-tag"]').getAttribute('data-warn')).toBe('1');
    // the list is wider than its box and scrolls sideways, its operations held in view at the right edge
    const ops = await crewRow.locator('[data-testid="row-ops"]').evaluate((el) => {
      const box = el.closest('.ant-table-content')!;
      const [b, o] = [box.getBoundingClientRect(), el.closest('td')!.getBoundingClientRect()];
      return { wide: box.scrollWidth > box.clientWidth, inView: o.left >= b.left && o.right <= b.right + 1 };
    });
    expect(ops).toEqual({ wide: true, inView: true });
    await s.shot('crew list, seafarer warning');

    // --- the renewal: pick the seafarer by typing, then one of their certificates
    await page.goto('/home/boatApplyForCredential');
    await listOf(page, 'BoatCredentialDeal').waitFor();
    await page.getByTestId('list-add').click();
    const deal = page.locator('[data-testid="record-form"][data-resource="BoatCredentialDeal"]');
    await deal.waitFor();
    await pickOption(page, deal.getByTestId('form-field-userId'), name, { search: true });
    await pickOption(page, deal.getByTestId('form-field-oldCredId'), typeName);
    await pickOption(page, deal.getByTestId('form-field-dealType'), '换证');
    await deal.getByTestId('form-field-newCreCode').locator('input').fill('HC-2027-044');
    await typeDate(deal, 'newSignDate', day(0));
    await typeDate(deal, 'newValidDate', day(365));
    await s.shot('renewal request');
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    const dealRow = listOf(page, 'BoatCredentialDeal').locator('tr.ant-table-row').first();
    await dealRow.getByTestId('row-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await waitUntil(async () => (await dealRow.innerText()).includes('审批中'), 'the request shows 审批中');
    await signOut(s);

    // --- the department leader, then the certificate clerk approve
    await signIn(s, leader.username, leader.password);
    await approveFirstTask(page, '部门领导审批');
    await signOut(s);
    await signIn(s, clerk.username, clerk.password);
    await approveFirstTask(page, '证书专员确认');
    await signOut(s);

    // --- the new certificate replaced the old one; the seafarer no longer warns
    await signIn(s, manager.username, manager.password);
    await page.goto(`/home/boatUserInfoEditForm/${crewId}`);
    const header = page.getByTestId('crew-header');
    await header.waitFor();
    await waitUntil(async () => (await header.locator('[data-testid="warn-tag"]').getAttribute('data-warn')) === '0', 'the seafarer shows 正常');
    await page.getByRole('tab', { name: '船员证书' }).click();
    const rows = listOf(page, 'boatUserCredential').locator('tr.ant-table-row');
    await waitUntil(async () => (await rows.count()) === 2, 'both certificates are listed');
    const texts = await rows.allInnerTexts();
    expect(texts.some((t) => t.includes('HC-2027-044') && t.includes('有效'))).toBe(true);
    expect(texts.some((t) => t.includes('HC-2026-118') && t.includes('已换证'))).toBe(true);
    await s.shot('renewed, no warning');
    s.expectNoProblems();
  },
  { timeout: 300_000 },
);
