import { CREW_SCOPE, newSeafarer, newShip, newShipowner, newUser, type NewUser } from '../setup/factories';
import { firstRow } from './dispatch-page';
import { browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// The insurance home panel (issue 22 §4): a seafarer on board without cover is counted on the clerk's
// home page, within the clerk's crew rights, and the panel's link opens the list that names him; a reader
// without the list's screen gets no panel. In Chinese, then the panel's words in English.

let h: Harness;
let clerk: NewUser;
let other: NewUser;
let name: string;

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  // the seafarers the clerk made are his crew rights: the count is his one seafarer's, whatever other files left
  clerk = await newUser(h.t, { crewScope: CREW_SCOPE.OwnCreated, perms: ['insuranceGaps', 'boatUserInfoAdd', 'boatUserInfoAdd:add'] });
  other = await newUser(h.t, { crewScope: CREW_SCOPE.All, perms: ['boatUserInfoEditList'] });
  const s = await newSeafarer(h.t, { by: clerk.token });
  name = s.name as string;
  const ship = await newShip(h.t, (await newShipowner(h.t)).id);
  firstRow('on board', await h.t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId: ship.id, duty: '12', reportDutyOne: '12', onboatDate: '2026-01-05', planLeaveboatDate: '2027-06-01' }, admin));
});
afterAll(() => h?.close());

browserIt(() => h, 'the home panel counts the clerk\'s seafarer on board without cover and opens the list naming him', async (s) => {
  const { page } = s;
  await signIn(s, clerk.username, clerk.password);
  const panel = page.getByTestId('panel-insurance-gaps');
  await panel.waitFor();
  const count = panel.getByTestId('insurance-gaps-count');
  expect(await count.getAttribute('data-count')).toBe('1');
  expect(await count.innerText()).toBe('1 名船员在船未参保或重复参保，请尽快处理');
  await s.shot('the insurance panel on the home page');

  await panel.getByTestId('insurance-gaps-all').click();
  await page.waitForURL(/\/home\/insuranceGaps/);
  const list = page.locator('[data-testid="list-page"][data-resource="insuranceGaps"]');
  await waitUntil(async () => (await list.locator('tr.ant-table-row').count()) === 1, 'the list shows one seafarer');
  expect(await list.locator('tr.ant-table-row').first().innerText()).toContain(name);
  await s.shot('the gaps list naming him');

  // the panel speaks the reader's language
  await page.getByTestId('lang-switch').getByTestId('lang-en').click();
  await page.goto('/home');
  await waitUntil(async () => (await page.getByTestId('insurance-gaps-count').innerText().catch(() => '')).startsWith('1 '), 'the panel in English');
  expect(await page.getByTestId('panel-insurance-gaps').locator('.ant-card-head').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  s.expectNoProblems();
});

browserIt(() => h, 'a reader without the gaps list gets no panel', async (s) => {
  const { page } = s;
  await signIn(s, other.username, other.password);
  await page.getByTestId('dashboard').waitFor();
  expect(await page.getByTestId('panel-insurance-gaps').count()).toBe(0);
  s.expectNoProblems();
});
