import { DataSource } from 'typeorm';
import { day } from '../setup/dates';
import { downloadFile, downloadSheet, sheetDate } from '../setup/download';
import { code, newDept, newPlanRecord, newSeafarer, newShip, newShipowner, newStint, newUser, NewUser, OPERATION, ORDER_STATUS, OrderRecord, STINT } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { DEFAULT_COMPLIANCE, ensureComplianceDefaults } from '../../server/src/modules/dispatch/demo/compliance-defaults';
import { DEFAULT_TEMPLATES, DispatchDemoSeed } from '../../server/src/modules/dispatch/demo/dispatch-demo-seed.service';
import { DEMO_ROLES } from '../../server/src/modules/system/seed/org-seed';
import { parseSlots } from '../../server/src/modules/dispatch/plans/template-slots';
import { SeedService } from '../../server/src/modules/system/seed/seed.service';

// The dispatch reports and the relief forecast (issue 12): counted in the database from orders and sea
// service inserted here, paged, filtered, exported, and seen with their seafarer (the crew rights).
type Row = Record<string, any>;

const Y = Number(day(0).slice(0, 4));
const P = Y - 1; // last year: a whole year of fixtures in the past
const REPORTS = ['boatDispatchReportForms', 'boatAbnormalDisembarkationReport', 'dispatchPersonTime', 'sameTermDispatchPersonTime', 'dispatchPersonTimeListByDept', 'onBoatReport', 'reliefForecast'];
const LAST_YEAR = [`${P}-01-01`, `${P}-12-31`];
const endOfMonth = (y: number, month: number) => new Date(Date.UTC(y, month, 0)).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

describe('dispatch reports and the relief forecast', () => {
  let t: TestApp;
  let ds: DataSource;
  let A: number; // shipowners
  let B: number;
  let A1: number; // ships
  let A2: number;
  let B1: number;
  let deptX: number;
  let deptY: number;
  let viewer: NewUser; // the crew of deptX and deptY, every report and its export
  let managerX: NewUser; // own jurisdiction (deptX), reads the reports, may not export
  let stranger: NewUser; // no report screen
  const s: Record<string, number> = {}; // seafarers by name
  const names: Record<string, string> = {};

  const q = (sql: string, params: unknown[] = []) => ds.query(sql, params);
  const rank = (label: string) => code('duty', label);
  const list = async (report: string, body: Row, user: NewUser = viewer, op = 'getList') => {
    const r = await t.call(report, op, body, user.token);
    expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
    return r.body as { list: Row[]; total: number };
  };
  const pick = (rows: Row[], keys: string[]) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

  beforeAll(async () => {
    t = await startTestApp({ TIME_ZONE: 'Asia/Shanghai' });
    ds = t.app.get(DataSource);
    deptX = await newDept(t);
    deptY = await newDept(t);
    const perms = [...REPORTS, ...REPORTS.map((r) => `${r}:export`)];
    // every report counts what the viewer's crew rights cover: the seafarers of this file's two departments,
    // so rows other files leave in the worker's database stay out of the totals
    viewer = await newUser(t, { perms, dataScope: '2', deptIds: [deptX, deptY], crewScope: '2' });
    managerX = await newUser(t, { perms: REPORTS, deptId: deptX, dataScope: '3', crewScope: '2' });
    stranger = await newUser(t, { perms: ['boatDispatchManage'], crewScope: '1' });
    A = (await newShipowner(t, { name: uniq('报表船东甲') })).id;
    B = (await newShipowner(t, { name: uniq('报表船东乙') })).id;
    const bulk = code('shipType', 'Bulk carrier');
    A1 = (await newShip(t, A, { name: uniq('甲一'), shipType: bulk })).id;
    A2 = (await newShip(t, A, { name: uniq('甲二'), shipType: code('shipType', 'Container ship') })).id;
    B1 = (await newShip(t, B, { name: uniq('乙一'), shipType: bulk })).id;
    // seafarers 1–16: odd ones managed by deptX, even ones by deptY; s4 is deptX too, so the manager's
    // share of the report differs from a plain odd/even split
    for (let i = 1; i <= 16; i++) {
      names[`s${i}`] = uniq(`船员${i}-`);
      s[`s${i}`] = (await newSeafarer(t, { deptId: i % 2 || i === 4 ? deptX : deptY, duty: rank('Second Officer'), fields: { name: names[`s${i}`] } })).id;
    }

    const { SignOn: signOn, SignOff: signOff, Promotion: promotion, ShipChange: shipChange } = OPERATION;
    const { Pending: pending, Dispatching: dispatching, Finished: finished, Cancelled: cancelled, Closed: closed } = ORDER_STATUS;
    const orders: OrderRecord[] = [];
    const order = (user: string, operation: string, status: string, shipownerId: number, shipId: number, planDate: string, extra: Row = {}) =>
      orders.push({ userId: s[user], operation, status, shipownerId, shipId, planDate, duty: rank('Second Officer'), ...extra });
    order('s1', signOn, finished, A, A1, `${P}-03-05`);
    order('s2', signOn, finished, A, A1, `${P}-03-20`);
    order('s3', signOff, finished, A, A1, `${P}-03-21`);
    order('s4', promotion, finished, A, A1, `${P}-03-25`);
    order('s5', shipChange, cancelled, A, A1, `${P}-03-28`, { cancelReason: '船东推迟' });
    order('s6', signOn, finished, B, B1, `${P}-04-02`);
    order('s15', signOn, pending, A, A1, `${P}-04-03`); // pending, dispatching, closed: not counted
    order('s15', signOn, dispatching, A, A1, `${P}-04-10`);
    order('s16', signOff, closed, A, A1, `${P}-04-11`);
    order('s1', shipChange, finished, A, A1, `${P}-05-01`);
    order('s1', signOn, finished, A, A1, `${P}-02-15`);
    order('s2', signOn, finished, A, A2, `${Y}-03-10`);
    order('s6', signOn, finished, B, B1, `${Y}-01-15`);

    const stint = (user: string, shipId: number, shipownerId: number, duty: string, cols: Row) => newStint(t, s[user], { shipId, shipownerId, duty, onboatDate: cols.onboatDate, ...cols });
    const reason = (label: string) => code('leaveboatReason', label);
    // sea service last year: two abnormal sign-offs of A (early; unplanned), one of B (early, though
    // for a promotion), and three that are not abnormal
    await stint('s1', A1, A, rank('Second Officer'), { onboatDate: `${P}-01-10`, planLeaveboatDate: `${P}-10-10`, leaveboatDate: `${P}-06-01`, leaveboatReason: reason('Contract completed'), leaveReason: '家中急事' });
    await stint('s2', A2, A, rank('Able Seaman (AB)'), { onboatDate: `${P}-01-01`, planLeaveboatDate: `${P}-06-01`, leaveboatDate: `${P}-07-01`, leaveboatReason: reason('Personal reasons') });
    await stint('s3', A1, A, rank('Chief Engineer'), { onboatDate: `${P}-02-01`, planLeaveboatDate: `${P}-08-01`, leaveboatDate: `${P}-08-01`, leaveboatReason: reason('Contract completed') });
    await stint('s4', B1, B, rank('Bosun'), { onboatDate: `${P}-02-01`, planLeaveboatDate: `${P}-09-01`, leaveboatDate: `${P}-08-15`, leaveboatReason: reason('Promotion or transfer') });
    await stint('s5', A1, A, rank('Ordinary Seaman (OS)'), { onboatDate: `${P}-01-20`, planLeaveboatDate: `${P}-09-01`, promoteDate: `${P}-05-01`, newDuty: rank('Able Seaman (AB)') });
    await stint('s6', A1, A, rank('Motorman'), { onboatDate: `${P}-03-01`, planLeaveboatDate: `${P}-09-01`, leaveboatDate: `${P}-09-01` });

    // on board now, for the forecast
    const open = (user: string, ship: number, owner: number, duty: string, onboard: number, due: number | null) =>
      stint(user, ship, owner, rank(duty), { state: STINT.open, onboatDate: day(onboard), planLeaveboatDate: due === null ? null : day(due) });
    await open('s7', A1, A, 'Master', -200, -5);
    await open('s8', A2, A, 'Chief Officer', -150, 10);
    await open('s9', B1, B, 'Second Officer', -100, 25);
    await open('s10', A1, A, 'Third Officer', -100, 40);
    await open('s11', A1, A, 'Chief Engineer', -100, 3); // a reliever is planned
    await open('s12', A2, A, 'Second Engineer', -100, 4); // signs off already
    await open('s13', A2, A, 'Third Engineer', -100, 6); // the reliever's order was cancelled
    await open('s14', B1, B, 'Fourth Engineer', -100, null); // no planned sign-off
    order('s15', signOn, pending, A, A1, day(3), { relievesUserId: s.s11 });
    order('s12', signOff, dispatching, A, A2, day(4));
    order('s16', signOn, cancelled, A, A2, `${P}-11-01`, { relievesUserId: s.s13, cancelReason: '另有安排' });
    await newPlanRecord(t, A, orders);
  });
  afterAll(() => t?.close());

  describe('dispatch report', () => {
    const COLS = ['periodLabel', 'shipownerId', 'signOns', 'signOffs', 'promotions', 'shipChanges', 'finished', 'cancelled'];
    it('counts finished changes by kind and cancelled orders per month and shipowner', async () => {
      const r = await list('boatDispatchReportForms', { dateRange: LAST_YEAR });
      expect(r.total).toBe(5);
      expect(pick(r.list, COLS)).toEqual([
        { periodLabel: `${P}-02`, shipownerId: A, signOns: 1, signOffs: 0, promotions: 0, shipChanges: 0, finished: 1, cancelled: 0 },
        { periodLabel: `${P}-03`, shipownerId: A, signOns: 2, signOffs: 1, promotions: 1, shipChanges: 0, finished: 4, cancelled: 1 },
        { periodLabel: `${P}-04`, shipownerId: B, signOns: 1, signOffs: 0, promotions: 0, shipChanges: 0, finished: 1, cancelled: 0 },
        { periodLabel: `${P}-05`, shipownerId: A, signOns: 0, signOffs: 0, promotions: 0, shipChanges: 1, finished: 1, cancelled: 0 },
        { periodLabel: `${P}-11`, shipownerId: A, signOns: 0, signOffs: 0, promotions: 0, shipChanges: 0, finished: 0, cancelled: 1 },
      ]);
      expect(r.list.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    });

    it('per quarter too (period 2 once answered monthly rows)', async () => {
      const r = await list('boatDispatchReportForms', { dateRange: LAST_YEAR, period: '2' });
      expect(pick(r.list, COLS)).toEqual([
        { periodLabel: `${P}-Q1`, shipownerId: A, signOns: 3, signOffs: 1, promotions: 1, shipChanges: 0, finished: 5, cancelled: 1 },
        { periodLabel: `${P}-Q2`, shipownerId: A, signOns: 0, signOffs: 0, promotions: 0, shipChanges: 1, finished: 1, cancelled: 0 },
        { periodLabel: `${P}-Q2`, shipownerId: B, signOns: 1, signOffs: 0, promotions: 0, shipChanges: 0, finished: 1, cancelled: 0 },
        { periodLabel: `${P}-Q4`, shipownerId: A, signOns: 0, signOffs: 0, promotions: 0, shipChanges: 0, finished: 0, cancelled: 1 },
      ]);
      expect((await list('boatDispatchReportForms', { dateRange: LAST_YEAR, period: 'quarter' })).list.map((x) => x.periodLabel)).toEqual([`${P}-Q1`, `${P}-Q2`, `${P}-Q2`, `${P}-Q4`]);
    });

    it('opens on the current year, filters by shipowner, and pages on the server', async () => {
      expect(pick((await list('boatDispatchReportForms', {})).list, ['periodLabel', 'shipownerId', 'signOns'])).toEqual([
        { periodLabel: `${Y}-01`, shipownerId: B, signOns: 1 },
        { periodLabel: `${Y}-03`, shipownerId: A, signOns: 1 },
      ]);
      expect((await list('boatDispatchReportForms', { dateRange: LAST_YEAR, shipownerId: B })).list.map((x) => x.periodLabel)).toEqual([`${P}-04`]);
      const page = await list('boatDispatchReportForms', { dateRange: LAST_YEAR, pageNum: 2, pageSize: 2 });
      expect([page.total, page.list.map((x) => [x.id, x.periodLabel])]).toEqual([5, [[3, `${P}-04`], [4, `${P}-05`]]]);
    });

    it('counts only the orders of seafarers within the caller’s crew rights', async () => {
      const r = await list('boatDispatchReportForms', { dateRange: LAST_YEAR }, managerX);
      expect(pick(r.list, COLS)).toEqual([
        { periodLabel: `${P}-02`, shipownerId: A, signOns: 1, signOffs: 0, promotions: 0, shipChanges: 0, finished: 1, cancelled: 0 },
        // s5's cancelled ship change is deptX's too
        { periodLabel: `${P}-03`, shipownerId: A, signOns: 1, signOffs: 1, promotions: 1, shipChanges: 0, finished: 3, cancelled: 1 },
        { periodLabel: `${P}-05`, shipownerId: A, signOns: 0, signOffs: 0, promotions: 0, shipChanges: 1, finished: 1, cancelled: 0 },
      ]);
    });

    it('exports the rows with shipowners by name', async () => {
      const { sheet } = await downloadSheet(t, 'boatDispatchReportForms', { dateRange: LAST_YEAR }, viewer.token, 'zh');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['月份', '船东', '上船', '下船', '晋升', '换船', '完成合计', '取消']);
      const ownerA = (await q('SELECT name FROM boat_ship_owner WHERE id = $1', [A]))[0].name;
      expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([`${P}-03`, ownerA, 2, 1, 1, 0, 4, 1]);
      expect(sheet.rowCount).toBe(6);
    });
  });

  describe('abnormal sign-off report', () => {
    const COLS = ['userId', 'userIdLabel', 'shipId', 'shipownerId', 'duty', 'onboatDate', 'planLeaveboatDate', 'leaveboatDate', 'daysEarly', 'leaveboatReason'];
    it('lists early or unplanned sign-offs, newest first, with the days early', async () => {
      const r = await list('boatAbnormalDisembarkationReport', { dateRange: LAST_YEAR });
      expect(r.total).toBe(3);
      expect(pick(r.list, COLS)).toEqual([
        { userId: s.s4, userIdLabel: names.s4, shipId: B1, shipownerId: B, duty: '10', onboatDate: `${P}-02-01`, planLeaveboatDate: `${P}-09-01`, leaveboatDate: `${P}-08-15`, daysEarly: 17, leaveboatReason: '8' },
        { userId: s.s2, userIdLabel: names.s2, shipId: A2, shipownerId: A, duty: '12', onboatDate: `${P}-01-01`, planLeaveboatDate: `${P}-06-01`, leaveboatDate: `${P}-07-01`, daysEarly: null, leaveboatReason: '2' },
        { userId: s.s1, userIdLabel: names.s1, shipId: A1, shipownerId: A, duty: '3', onboatDate: `${P}-01-10`, planLeaveboatDate: `${P}-10-10`, leaveboatDate: `${P}-06-01`, daysEarly: daysBetween(`${P}-06-01`, `${P}-10-10`), leaveboatReason: '1' },
      ]);
    });

    it('filters by shipowner, ship, rank and dates; crew rights apply', async () => {
      const ids = async (body: Row, user = viewer) => (await list('boatAbnormalDisembarkationReport', { dateRange: LAST_YEAR, ...body }, user)).list.map((x) => x.userId);
      expect(await ids({ shipownerId: A })).toEqual([s.s2, s.s1]);
      expect(await ids({ shipId: A1 })).toEqual([s.s1]);
      expect(await ids({ duty: '10' })).toEqual([s.s4]);
      expect(await ids({ dateRange: [`${P}-06-15`, `${P}-07-31`] })).toEqual([s.s2]);
      expect(await ids({}, managerX)).toEqual([s.s4, s.s1]);
      expect((await list('boatAbnormalDisembarkationReport', {})).total).toBe(0); // nothing this year
    });

    it('exports by key in the same order, references and reasons named', async () => {
      const { sheet } = await downloadSheet(t, 'boatAbnormalDisembarkationReport', { dateRange: LAST_YEAR }, viewer.token, 'en');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Seafarer', 'Ship', 'Shipowner', 'Rank', 'Signed on', 'Planned sign-off', 'Signed off', 'Days early', 'Reason for sign-off', 'Sign-off notes']);
      expect(sheet.rowCount).toBe(4);
      const last = (sheet.getRow(4).values as unknown[]).slice(1);
      expect([last[0], last[3], last[6], last[8], last[9]]).toEqual([names.s1, 'Second Officer', sheetDate(`${P}-06-01`), 'Contract completed', '家中急事']);
    });
  });

  describe('dispatch head counts', () => {
    it('counts finished sign-ons per month or quarter and shipowner', async () => {
      const month = await list('dispatchPersonTime', { dateRange: LAST_YEAR });
      expect(pick(month.list, ['periodLabel', 'shipownerId', 'dispatches', 'people'])).toEqual([
        { periodLabel: `${P}-02`, shipownerId: A, dispatches: 1, people: 1 },
        { periodLabel: `${P}-03`, shipownerId: A, dispatches: 2, people: 2 },
        { periodLabel: `${P}-04`, shipownerId: B, dispatches: 1, people: 1 },
      ]);
      const quarter = await list('dispatchPersonTime', { dateRange: LAST_YEAR, period: '2' });
      expect(pick(quarter.list, ['periodLabel', 'shipownerId', 'dispatches', 'people'])).toEqual([
        { periodLabel: `${P}-Q1`, shipownerId: A, dispatches: 3, people: 2 },
        { periodLabel: `${P}-Q2`, shipownerId: B, dispatches: 1, people: 1 },
      ]);
    });

    it('by the seafarer’s managing department', async () => {
      const r = await list('dispatchPersonTimeListByDept', { dateRange: LAST_YEAR, period: '2' });
      expect(pick(r.list, ['periodLabel', 'deptId', 'dispatches', 'people'])).toEqual([
        { periodLabel: `${P}-Q1`, deptId: deptX, dispatches: 2, people: 1 },
        { periodLabel: `${P}-Q1`, deptId: deptY, dispatches: 1, people: 1 },
        { periodLabel: `${P}-Q2`, deptId: deptY, dispatches: 1, people: 1 },
      ]);
      expect((await list('dispatchPersonTimeListByDept', { dateRange: LAST_YEAR, deptId: deptY })).list.map((x) => x.periodLabel)).toEqual([`${P}-03`, `${P}-04`]);
    });

    it('this year against the same period last year', async () => {
      const month = await list('sameTermDispatchPersonTime', { year: Y });
      expect(pick(month.list, ['periodLabel', 'shipownerId', 'thisYear', 'lastYear', 'change', 'changeRate'])).toEqual([
        { periodLabel: `${Y}-01`, shipownerId: B, thisYear: 1, lastYear: 0, change: 1, changeRate: null },
        { periodLabel: `${Y}-02`, shipownerId: A, thisYear: 0, lastYear: 1, change: -1, changeRate: -100 },
        { periodLabel: `${Y}-03`, shipownerId: A, thisYear: 1, lastYear: 2, change: -1, changeRate: -50 },
        { periodLabel: `${Y}-04`, shipownerId: B, thisYear: 0, lastYear: 1, change: -1, changeRate: -100 },
      ]);
      // the current year is the default
      expect((await list('sameTermDispatchPersonTime', {})).list).toEqual(month.list);
      const quarter = await list('sameTermDispatchPersonTime', { year: Y, period: '2' });
      expect(pick(quarter.list, ['periodLabel', 'shipownerId', 'thisYear', 'lastYear', 'changeRate'])).toEqual([
        { periodLabel: `${Y}-Q1`, shipownerId: A, thisYear: 1, lastYear: 3, changeRate: -66.7 },
        { periodLabel: `${Y}-Q1`, shipownerId: B, thisYear: 1, lastYear: 0, changeRate: null },
        { periodLabel: `${Y}-Q2`, shipownerId: B, thisYear: 0, lastYear: 1, changeRate: -100 },
      ]);
    });
  });

  describe('on-board report', () => {
    it('counts the crew on board at the end of each month per shipowner and rank', async () => {
      const r = await list('onBoatReport', { dateRange: [`${P}-01-01`, `${P}-06-30`], shipownerId: A, pageSize: 100 });
      const byMonth = (m: number) => r.list.filter((x) => x.periodLabel === `${P}-${String(m).padStart(2, '0')}`).map((x) => [x.duty, x.onBoard]);
      expect(r.total).toBe(24);
      expect(byMonth(1)).toEqual([['3', 1], ['12', 1], ['13', 1]]);
      expect(byMonth(3)).toEqual([['3', 1], ['5', 1], ['12', 1], ['13', 1], ['15', 1]]);
      // the promoted OS left that rank on 1 May, the second officer signed off on 1 June
      expect(byMonth(5)).toEqual([['3', 1], ['5', 1], ['12', 1], ['15', 1]]);
      expect(byMonth(6)).toEqual([['5', 1], ['12', 1], ['15', 1]]);
      expect(r.list[0]).toMatchObject({ asOf: endOfMonth(P, 1), shipownerId: A });
    });

    it('per quarter, under its SPEC name too, and within crew rights', async () => {
      const body = { dateRange: [`${P}-01-01`, `${P}-06-30`], period: '2', shipownerId: A };
      const r = await list('onBoatReport', body);
      expect(r.list.map((x) => [x.periodLabel, x.asOf, x.duty, x.onBoard])).toEqual([
        [`${P}-Q1`, `${P}-03-31`, '3', 1], [`${P}-Q1`, `${P}-03-31`, '5', 1], [`${P}-Q1`, `${P}-03-31`, '12', 1], [`${P}-Q1`, `${P}-03-31`, '13', 1], [`${P}-Q1`, `${P}-03-31`, '15', 1],
        [`${P}-Q2`, `${P}-06-30`, '5', 1], [`${P}-Q2`, `${P}-06-30`, '12', 1], [`${P}-Q2`, `${P}-06-30`, '15', 1],
      ]);
      expect((await list('onBoatReport', body, viewer, 'getOnBoatReportList')).list).toEqual(r.list);
      // deptX manages s1 (second officer), s3 (chief engineer) and s5 (OS)
      expect((await list('onBoatReport', body, managerX)).list.map((x) => [x.periodLabel, x.duty])).toEqual([[`${P}-Q1`, '3'], [`${P}-Q1`, '5'], [`${P}-Q1`, '13'], [`${P}-Q2`, '5']]);
    });
  });

  describe('relief forecast', () => {
    const COLS = ['userId', 'userIdLabel', 'duty', 'shipId', 'shipownerId', 'planLeaveboatDate', 'daysLeft'];
    it('lists the crew due for relief within 30 days with nothing arranged, the most urgent first', async () => {
      const r = await list('reliefForecast', {});
      expect(r.total).toBe(4);
      expect(pick(r.list, COLS)).toEqual([
        { userId: s.s7, userIdLabel: names.s7, duty: '1', shipId: A1, shipownerId: A, planLeaveboatDate: day(-5), daysLeft: -5 },
        { userId: s.s13, userIdLabel: names.s13, duty: '7', shipId: A2, shipownerId: A, planLeaveboatDate: day(6), daysLeft: 6 },
        { userId: s.s8, userIdLabel: names.s8, duty: '2', shipId: A2, shipownerId: A, planLeaveboatDate: day(10), daysLeft: 10 },
        { userId: s.s9, userIdLabel: names.s9, duty: '3', shipId: B1, shipownerId: B, planLeaveboatDate: day(25), daysLeft: 25 },
      ]);
      expect(r.list[0]).toMatchObject({ onboatDate: day(-200) });
    });

    it('takes the days, filters, pages and applies crew rights', async () => {
      const ids = async (body: Row, user = viewer) => (await list('reliefForecast', body, user)).list.map((x) => x.userId);
      expect(await ids({ days: 20 })).toEqual([s.s7, s.s13, s.s8]);
      expect(await ids({ days: 60 })).toEqual([s.s7, s.s13, s.s8, s.s9, s.s10]);
      expect(await ids({ shipownerId: B })).toEqual([s.s9]);
      expect(await ids({ shipId: A2 })).toEqual([s.s13, s.s8]);
      expect(await ids({ duty: '2' })).toEqual([s.s8]);
      // deptX manages the odd ones: not s8
      expect(await ids({}, managerX)).toEqual([s.s7, s.s13, s.s9]);
      const page = await list('reliefForecast', { pageNum: 2, pageSize: 3 });
      expect([page.total, page.list.map((x) => x.userId)]).toEqual([4, [s.s9]]);
    });

    it('counts for the dashboard', async () => {
      expect((await list('reliefForecast', {}, viewer, 'getSummary')).list).toEqual([{ days: 30, overdue: 1, thisWeek: 1, later: 2, total: 4 }]);
      expect((await list('reliefForecast', { days: 7 }, managerX, 'getSummary')).list).toEqual([{ days: 7, overdue: 1, thisWeek: 1, later: 0, total: 2 }]);
    });

    it('exports the same rows', async () => {
      const { sheet } = await downloadSheet(t, 'reliefForecast', { shipownerId: A }, viewer.token, 'en');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Seafarer', 'Rank', 'Ship', 'Shipowner', 'Signed on', 'Planned sign-off', 'Days left']);
      const ship = (await q('SELECT name FROM boat_ship WHERE id = $1', [A1]))[0].name;
      const owner = (await q('SELECT name FROM boat_ship_owner WHERE id = $1', [A]))[0].name;
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([names.s7, 'Master', ship, owner, sheetDate(day(-200)), sheetDate(day(-5)), -5]);
      expect(sheet.rowCount).toBe(4);
    });
  });

  it('refuses bad bodies and callers without the screen or its export', async () => {
    const fields = async (report: string, body: Row) => {
      const r = await t.call(report, 'getList', body, viewer.token);
      return [r.status, (r.body.fields ?? []).map((f: Row) => f.field)];
    };
    expect(await fields('reliefForecast', { days: 0 })).toEqual([400, ['days']]);
    expect(await fields('reliefForecast', { days: 366 })).toEqual([400, ['days']]);
    expect(await fields('dispatchPersonTime', { period: '3' })).toEqual([400, ['period']]);
    expect(await fields('boatDispatchReportForms', { dateRange: `${P}-01-01` })).toEqual([400, ['dateRange']]);
    expect(await fields('boatAbnormalDisembarkationReport', { shipId: 'x' })).toEqual([400, ['shipId']]);
    expect(await fields('sameTermDispatchPersonTime', { year: 1900 })).toEqual([400, ['year']]);
    expect((await t.call('boatDispatchReportForms', 'getList', { pageSize: 100000 }, viewer.token)).status).toBe(400);
    for (const report of REPORTS) expect([report, (await t.call(report, 'getList', {}, stranger.token)).status]).toEqual([report, 403]);
    expect((await downloadFile(t, 'reliefForecast', 'export', {}, managerX.token)).status).toBe(403);
    expect((await downloadFile(t, 'onBoatReport', 'export', {}, managerX.token)).status).toBe(403);
  });

  it('fills an empty compliance matrix with the STCW defaults, matching certificate kinds by name', async () => {
    // in a transaction rolled back at the end: other files of this worker keep their matrix
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      const m = runner.manager;
      const kinds = m.getRepository('sys_credential');
      const group = await kinds.save({ name: uniq('证书组'), certificateType: code('certificateType', 'Other') });
      for (const kind of ['海员证', '护照', '健康证明', '基本安全培训合格证', '高级消防']) {
        await kinds.save({ parentId: group.id, name: kind, certificateType: code('certificateType', 'Certificate of Proficiency (CoP)') });
      }
      await m.query('DELETE FROM boat_compliance_rule');
      // kinds this database lacks (here perhaps the CoCs and survival craft) are skipped
      const present = new Set((await m.query('SELECT DISTINCT name FROM sys_credential WHERE parent_id IS NOT NULL')).map((r: Row) => r.name));
      const expected = DEFAULT_COMPLIANCE.filter(([kind]) => present.has(kind)).reduce((n, [, duties]) => n + duties.length, 0);
      expect(await ensureComplianceDefaults(m)).toBe(expected);
      const kindsOf = async (duty: string) =>
        (await m.query('SELECT c.name FROM boat_compliance_rule r JOIN sys_credential c ON c.id = r.credential_id WHERE r.duty = $1 AND r.ship_type IS NULL ORDER BY c.name', [duty])).map((r: Row) => r.name);
      expect(await kindsOf('1')).toEqual(expect.arrayContaining(['海员证', '护照', '健康证明', '基本安全培训合格证', '高级消防']));
      expect(await kindsOf('12')).not.toContain('高级消防');
      expect((await kindsOf('12')).filter((k: string) => ['海员证', '护照', '健康证明', '基本安全培训合格证'].includes(k))).toHaveLength(4);
      // a matrix with rows is the company's: left alone
      await m.query(`DELETE FROM boat_compliance_rule WHERE duty <> '1'`);
      expect(await ensureComplianceDefaults(m)).toBe(0);
      expect((await m.query('SELECT count(*)::int AS n FROM boat_compliance_rule'))[0].n).toBe((await kindsOf('1')).length);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  // The demo data, made in a transaction that is rolled back (the run's database is shared by every file
  // of this worker): on an empty crew, after the demo staff and crew, as SEED_DEMO=1 makes them.
  it('the demo makes plans of every kind and state, orders in every status, carried out consistently', async () => {
    class Rollback extends Error {
      constructor(readonly facts: Row) {
        super('rollback');
      }
    }
    const one = async (m: any, sql: string, params: unknown[] = []) => (await m.query(sql, params))[0];
    const facts: Row = await ds
      .transaction(async (m) => {
        for (const table of ['boat_user_info', 'boat_work', 'boat_plan_dispatch', 'boat_dispatch_plan', 'boat_plan_dispatch_temp', 'boat_user_ready', 'boat_compliance_rule']) await m.query(`DELETE FROM ${table}`);
        await m.query(`UPDATE sys_role SET name = left(name, 40) || ' #' || id WHERE name = ANY($1)`, [DEMO_ROLES.map((r) => r.name)]);
        const seed = t.app.get(SeedService);
        await seed['demo'](m, await seed['organisation'](m));
        await t.app.get(DispatchDemoSeed)['seed'](m);
        const out: Row = {
          plans: await m.query(`SELECT plan_type || '/' || plan_status || '/' || status AS k, count(*)::int AS n, count(instance_id)::int AS flows FROM boat_dispatch_plan GROUP BY 1 ORDER BY 1`),
          orders: (await m.query(`SELECT DISTINCT operation || '/' || status AS k FROM boat_plan_dispatch ORDER BY 1`)).map((r: Row) => r.k),
          // a finished order and the stint it ended or began point at each other
          finishedWithoutStint: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch o LEFT JOIN boat_work w ON w.id = o.work_id AND w.dispatch_id = o.id WHERE o.status = '3' AND w.id IS NULL`)).n,
          // open sign-offs, promotions and ship changes are of seafarers on that ship now; open sign-ons of seafarers ashore
          offNotAboard: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch o WHERE o.status IN ('1', '2') AND o.operation <> '1' AND NOT EXISTS (SELECT 1 FROM boat_work w WHERE w.user_id = o.user_id AND w.state = '1' AND w.ship_id = o.ship_id)`)).n,
          onNotAshore: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch o JOIN boat_user_info u ON u.id = o.user_id WHERE o.status IN ('1', '2') AND o.operation = '1' AND u.board_state <> '2'`)).n,
          stateAstray: (await one(m, `SELECT count(*)::int AS n FROM boat_user_info u WHERE (u.board_state = '1') <> EXISTS (SELECT 1 FROM boat_work w WHERE w.user_id = u.id AND w.state = '1')`)).n,
          countsAstray: (await one(m, `SELECT count(*)::int AS n FROM boat_dispatch_plan p, LATERAL (SELECT count(*) AS n, count(*) FILTER (WHERE operation = '1') AS b, count(*) FILTER (WHERE operation = '2') AS s,
                                        count(*) FILTER (WHERE compliant = '0') AS nc, count(*) FILTER (WHERE compliant = '0' AND override_reason IS NOT NULL) AS ov
                                        FROM boat_plan_dispatch d WHERE d.plan_id = p.id AND d.status NOT IN ('4', '5')) c
                                      WHERE (p.order_count, p.boarding_count, p.sign_off_count, p.non_compliant_count, p.override_count) <> (c.n, c.b, c.s, c.nc, c.ov)`)).n,
          cancelledWithoutReason: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE status = '4' AND cancel_reason IS NULL`)).n,
          // issue 21: each relief's sign-on and the relieved seafarer's sign-off point at each other, sharing a fate
          reliefs: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE relieves_user_id IS NOT NULL`)).n,
          reliefsUnpaired: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch o LEFT JOIN boat_plan_dispatch f ON f.id = o.relief_order_id AND f.relief_order_id = o.id
                                            AND f.user_id = o.relieves_user_id AND f.operation = '2' AND f.status = o.status
                                          WHERE o.relieves_user_id IS NOT NULL AND f.id IS NULL`)).n,
          overridden: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE compliant = '0' AND override_reason IS NOT NULL`)).n,
          confirmed: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE confirmations @> '[{"key": "crew.certWarning"}]'`)).n,
          badCodes: (await one(m, `SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE dispatch_code !~ '^DO[0-9]{13}$'`)).n + (await one(m, `SELECT count(*)::int AS n FROM boat_dispatch_plan WHERE code !~ '^DIS[0-9]{13}$'`)).n,
          makers: (await m.query(`SELECT DISTINCT u.username FROM boat_dispatch_plan p JOIN sys_user u ON u.id = p.created_by`)).map((r: Row) => r.username),
          templates: (await m.query(`SELECT slots FROM boat_plan_dispatch_temp ORDER BY id`)).map((r: Row) => (parseSlots(r.slots) ?? []).reduce((n, x) => n + x.count, 0)),
          ready: (await one(m, `SELECT count(*)::int AS n FROM boat_user_ready r JOIN boat_user_info u ON u.id = r.user_id WHERE u.board_state = '2' OR r.user_id IN (SELECT user_id FROM boat_plan_dispatch)`)).n,
          rules: (await one(m, 'SELECT count(*)::int AS n FROM boat_compliance_rule')).n,
          // the crew demo makes the certificate kinds only on a database that has none
          kinds: (await one(m, 'SELECT count(*)::int AS n FROM sys_credential WHERE parent_id IS NOT NULL AND name = ANY($1)', [DEFAULT_COMPLIANCE.map(([k]) => k)])).n,
        };
        throw new Rollback(out);
      })
      .catch((e) => {
        if (e instanceof Rollback) return e.facts;
        throw e;
      });
    const kinds = new Set(facts.plans.map((p: Row) => p.k.slice(0, 3)));
    // every kind in every plan status (1 draft … 4 closed), and in approval with its flow running
    for (const type of ['1', '2', '3']) for (const status of ['1', '2', '3', '4']) expect([type, status, kinds.has(`${type}/${status}`)]).toEqual([type, status, true]);
    for (const type of ['1', '2', '3']) expect(facts.plans.find((p: Row) => p.k === `${type}/1/2`)).toMatchObject({ n: 1, flows: 1 });
    expect(new Set(facts.orders.map((k: string) => k.slice(2)))).toEqual(new Set(['1', '2', '3', '4', '5']));
    expect(new Set(facts.orders.filter((k: string) => k.endsWith('/3')).map((k: string) => k[0]))).toEqual(new Set(['1', '2', '3', '4']));
    expect(facts).toMatchObject({ finishedWithoutStint: 0, offNotAboard: 0, onNotAshore: 0, stateAstray: 0, countsAstray: 0, cancelledWithoutReason: 0, badCodes: 0, makers: ['liuyang'], reliefsUnpaired: 0 });
    expect(facts.reliefs).toBeGreaterThan(0);
    // the matrix (and so any order failing it, and its override) needs the certificate kinds, which the crew
    // demo makes only where none exist yet
    expect([facts.overridden > 0, facts.confirmed > 0, facts.ready >= 100, facts.rules > 0]).toEqual([facts.kinds > 0, true, true, facts.kinds > 0]);
    expect(facts.templates).toEqual(DEFAULT_TEMPLATES.map((x) => x.slots.reduce((n, sl) => n + sl.count, 0)));
    expect(facts.templates).toEqual([21, 22, 24]);
  });

  it('is declared so the generic list page draws each report with its filters', async () => {
    const meta = (await t.call('Meta', 'getResources', {}, viewer.token)).body.list as Row[];
    const filters = (name: string) => Object.entries(meta.find((r) => r.name === name)!.fields as Record<string, Row>).filter(([, f]) => f.filter).map(([n]) => n);
    expect(filters('reliefForecast')).toEqual(['days', 'duty', 'shipId', 'shipownerId']);
    expect(filters('boatAbnormalDisembarkationReport')).toEqual(['dateRange', 'shipId', 'shipownerId', 'duty']);
    expect(filters('onBoatReport')).toEqual(['period', 'dateRange', 'shipownerId', 'duty']);
    expect(meta.find((r) => r.name === 'boatDispatchReportForms')!.menu).toBe('boatDispatchReportForms');
  });
});
