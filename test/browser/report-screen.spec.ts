import { DataSource } from 'typeorm';
import { newDept, newUser, type NewUser } from '../setup/fixtures';
import { uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';

// Issue 20 §1: a report's screen is drawn from its declaration: the search form, the table, the totals
// row (summed by the server over every page) and the chart where a trend is the point, in either language.

const Y = day(0).slice(0, 4);
let h: Harness;
let viewer: NewUser;

beforeAll(async () => {
  h = await startHarness();
  const db = h.t.app.get(DataSource);
  const dept = await newDept(h.t);
  // the crew of a department of its own: the report counts only this file's orders
  viewer = await newUser(h.t, { perms: ['dispatchPersonTime'], dataScope: '2', deptIds: [dept], deptId: dept, crewScope: '2' });
  const one = async (sql: string, params: unknown[]) => (await db.query(sql, params))[0].id as number;
  const owner = await one(`INSERT INTO boat_ship_owner (code, name) VALUES ($1, $2) RETURNING id`, [uniq('SO'), uniq('报表船东')]);
  const ship = await one(`INSERT INTO boat_ship (name, shipowner_id, ship_type) VALUES ($1, $2, '1') RETURNING id`, [uniq('报表船'), owner]);
  const plan = await one(`INSERT INTO boat_dispatch_plan (plan_type, shipowner_id, code) VALUES ('1', $1, $2) RETURNING id`, [owner, uniq('DIS')]);
  // three finished sign-ons this year: two in January, one in February
  for (const date of [`${Y}-01-10`, `${Y}-01-20`, `${Y}-02-05`]) {
    const user = await one(`INSERT INTO boat_user_info (name, internal_code, dept_id, duty, board_state) VALUES ($1, $2, $3, '3', '2') RETURNING id`, [uniq('船员'), uniq('C'), dept]);
    await db.query(`INSERT INTO boat_plan_dispatch (dispatch_code, plan_id, user_id, operation, shipowner_id, ship_id, duty, plan_date, status) VALUES ($1, $2, $3, '1', $4, $5, '3', $6, '3')`, [uniq('DO'), plan, user, owner, ship, date]);
  }
});
afterAll(() => h?.close());

browserIt(
  () => h,
  'a report screen: table, totals row and chart from the declaration, in Chinese and English',
  async (s) => {
    const { page } = s;
    await signIn(s, viewer.username, viewer.password);
    await page.goto('/home/dispatchPersonTime');
    const table = page.getByTestId('list-table');
    await table.waitFor();
    const totals = page.getByTestId('report-totals');
    await totals.waitFor();
    expect(await totals.locator('[data-total="dispatches"]').innerText()).toBe('3');
    expect(await totals.innerText()).toContain('合计');
    // people is not additive (one seafarer may sail twice): no sum under it
    expect(await totals.locator('[data-total="people"]').count()).toBe(0);
    const chart = page.getByTestId('report-chart');
    await chart.locator('polyline[data-series="dispatches"]').waitFor();
    expect(await chart.locator('text').allTextContents()).toEqual(expect.arrayContaining([`${Y}-01`, `${Y}-02`]));
    expect(await chart.locator('figcaption').innerText()).toContain('派遣人次');
    await s.shot('report with totals and chart (zh)');

    await page.getByTestId('lang-en').click();
    await waitUntil(async () => (await totals.innerText()).includes('Total'), 'the totals row reads "Total"');
    expect(await chart.locator('figcaption').innerText()).toContain('Dispatches');
    expect(await table.locator('thead').innerText()).toContain('Dispatches');
    await s.shot('report with totals and chart (en)');
    s.expectNoProblems();
  },
);
