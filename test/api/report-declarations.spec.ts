import { day } from '../setup/dates';
import { code, CREW_SCOPE, DATA_SCOPE, newDept, newPlanRecord, newSeafarer, newShip, newShipowner, newStint, newUser, NewUser, OPERATION, ORDER_STATUS, OrderRecord } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 20 §1: every report is a declaration, and what the declaration promises holds for each of them,
// found through Meta (so a report added later is checked too): the totals row is the sum of the rows
// over every page, by month and by quarter alike; a chart's series add up to the same; an empty array
// for any filter is a 400 naming the field, never a 500.
type Row = Record<string, any>;

const REPORTS = [
  'vacationReport', 'overtimeReport', 'businessTravelReport', 'crewInfoReport', 'boatDispatchReportForms', 'dispatchPersonTime',
  'dispatchPersonTimeListByDept', 'sameTermDispatchPersonTime', 'onBoatReport', 'boatAbnormalDisembarkationReport', 'reliefForecast',
  'boatReportZaiJiao', 'socialCecurity', 'boatInShipListReport', 'insuranceGaps', 'boatOffTraceInfo',
  'TicketSettleReport', 'HotelSettleReport',
];
// reports shown on a screen of another name (SPEC §7's names for the settlements; the claims screen's
// report lists), by the menu they need
const ON_SCREENS: Record<string, string> = {
  TicketSettleReport: 'planeSettlement', HotelSettleReport: 'hotelSettlement',
  boatExpenseReportSeafarer: 'boatExpenseAccount', boatExpenseReportShipowner: 'boatExpenseAccount', boatExpenseReportMonth: 'boatExpenseAccount', boatExpenseReportFeeType: 'boatExpenseAccount',
};
REPORTS.push(...Object.keys(ON_SCREENS).filter((n) => !REPORTS.includes(n)));
const Y = Number(day(0).slice(0, 4));
const P = Y - 1;

describe('declared reports', () => {
  let t: TestApp;
  let viewer: NewUser;
  let meta: Row[];
  const reports = () => meta.filter((r) => r.report);

  beforeAll(async () => {
    t = await startTestApp({ TIME_ZONE: 'Asia/Shanghai' });
    const dept = await newDept(t);
    const menus = [...new Set(['vacationReportTable', 'overtimeReportTable', 'businessTravelReportTable', 'boatUserInfoMessageReport', ...REPORTS.slice(4).map((n) => ON_SCREENS[n] ?? n)])];
    // the crew of a department of this file's own, so other files' rows stay out of every figure
    viewer = await newUser(t, { perms: menus, dataScope: DATA_SCOPE.departments, deptIds: [dept], deptId: dept, crewScope: CREW_SCOPE.Jurisdiction });
    const rank = (label: string) => code('duty', label);
    const RANKS = ['Master', 'Chief Officer', 'Second Officer', 'Third Officer', 'Chief Engineer'].map(rank);
    const { SignOn: signOn, SignOff: signOff, Promotion: promotion, ShipChange: shipChange } = OPERATION;
    const owners = [(await newShipowner(t, { name: uniq('合计船东甲') })).id, (await newShipowner(t, { name: uniq('合计船东乙') })).id];
    const ship = (await newShip(t, owners[0], { name: uniq('合计船'), shipType: code('shipType', 'Bulk carrier') })).id;
    // a year and more of orders of every kind and status, spread over months, shipowners and seafarers
    const orders: OrderRecord[] = [];
    for (let i = 0; i < 30; i++) {
      const user = (await newSeafarer(t, { deptId: dept, duty: rank('Second Officer'), fields: { name: uniq('合计船员'), shipownerId: owners[i % 2] } })).id;
      const date = `${i % 3 ? P : Y}-${String((i % 12) + 1).padStart(2, '0')}-1${i % 9}`;
      orders.push({ userId: user, operation: [signOn, signOff, promotion, shipChange][i % 4], shipownerId: owners[i % 2], shipId: ship, duty: rank('Second Officer'), planDate: date, status: i % 5 === 4 ? ORDER_STATUS.Cancelled : ORDER_STATUS.Finished });
      await newStint(t, user, {
        shipId: ship, shipownerId: owners[i % 2], duty: RANKS[i % 5], onboatDate: `${P}-01-0${(i % 9) + 1}`, planLeaveboatDate: `${P}-12-01`,
        leaveboatDate: `${P}-${String((i % 11) + 1).padStart(2, '0')}-20`, leaveboatReason: code('leaveboatReason', 'Personal reasons'),
      });
    }
    await newPlanRecord(t, owners[0], orders);
    meta = (await t.call('Meta', 'getResources', {}, viewer.token)).body.list;
  });
  afterAll(() => t?.close());

  const get = async (name: string, body: Row) => {
    const r = await t.call(name, 'getList', body, viewer.token);
    expect([name, r.status, r.body.msg]).toEqual([name, 200, expect.any(String)]);
    return r.body as { list: Row[]; total: number; totals?: Row; series?: Row[] };
  };
  const range = (r: Row) => ('dateRange' in r.fields ? { dateRange: [`${P}-01-01`, `${Y}-12-31`] } : {});

  it('Meta marks every report as one, with the measures its totals row sums', () => {
    expect(reports().map((r) => r.name).sort()).toEqual([...REPORTS].sort());
    const totals = Object.fromEntries(reports().map((r) => [r.name, r.report.totals]));
    expect(totals).toMatchObject({ boatDispatchReportForms: ['signOns', 'signOffs', 'promotions', 'shipChanges', 'finished', 'cancelled'], dispatchPersonTime: ['dispatches'], sameTermDispatchPersonTime: ['thisYear', 'lastYear'], onBoatReport: [], reliefForecast: [] });
    expect(reports().filter((r) => r.report.chart).map((r) => r.name).sort()).toEqual(['boatDispatchReportForms', 'boatExpenseReportMonth', 'boatReportZaiJiao', 'businessTravelReport', 'dispatchPersonTime', 'dispatchPersonTimeListByDept', 'overtimeReport', 'sameTermDispatchPersonTime', 'vacationReport']);
  });

  it('the totals are the sums of the rows over every page, by month and by quarter', async () => {
    let checked = 0;
    for (const r of reports().filter((x) => x.report.totals.length)) {
      for (const period of 'period' in r.fields ? ['1', '2'] : [undefined]) {
        const body = { ...range(r), ...(period && { period }) };
        const first = await get(r.name, { ...body, pageSize: 2 });
        const rows: Row[] = [];
        for (let page = 1; rows.length < first.total; page++) rows.push(...(await get(r.name, { ...body, pageSize: 2, pageNum: page })).list);
        const sums = Object.fromEntries(r.report.totals.map((m: string) => [m, rows.reduce((n, row) => n + Number(row[m]), 0)]));
        expect([r.name, period, first.totals]).toEqual([r.name, period, sums]);
        if (period === '2') expect([r.name, rows.every((row) => /^\d{4}-Q[1-4]$/.test(row.periodLabel))]).toEqual([r.name, true]);
        // a page past the end still answers the count and the totals
        const past = await get(r.name, { ...body, pageSize: 2, pageNum: 1000 });
        expect([r.name, past.list, past.total, past.totals]).toEqual([r.name, [], first.total, sums]);
        if (rows.length) checked++;
      }
    }
    // the dispatch and crew reports have rows here, by month and by quarter
    expect(checked).toBeGreaterThanOrEqual(7);
  });

  it('a quarter sums the same as its months, and the chart’s series add up to the totals', async () => {
    for (const r of reports().filter((x) => 'period' in x.fields && x.report.totals.length)) {
      const [month, quarter] = [await get(r.name, { ...range(r), period: '1' }), await get(r.name, { ...range(r), period: '2' })];
      expect([r.name, quarter.totals]).toEqual([r.name, month.totals]);
      if (!r.report.chart) continue;
      for (const y of r.report.chart.y.filter((m: string) => r.report.totals.includes(m))) {
        expect([r.name, y, month.series!.reduce((n, p) => n + p[y], 0)]).toEqual([r.name, y, month.totals![y]]);
      }
    }
    const dispatch = await get('boatDispatchReportForms', { dateRange: [`${P}-01-01`, `${P}-12-31`], period: '2' });
    expect(dispatch.series!.map((p) => p.periodLabel)).toEqual([`${P}-Q1`, `${P}-Q2`, `${P}-Q3`, `${P}-Q4`]);
  });

  it('an empty array for any filter is a 400 naming it, on every report', async () => {
    // by name, not by Meta's report mark: the rule held for the reports before they were declared too
    const named = meta.filter((r) => REPORTS.includes(r.name));
    expect(named).toHaveLength(REPORTS.length);
    for (const r of named) {
      for (const [name, f] of Object.entries(r.fields as Record<string, Row>).filter(([, x]) => x.filter)) {
        const res = await t.call(r.name, 'getList', { [name]: [] }, viewer.token);
        expect([r.name, name, res.status, (res.body.fields ?? []).map((x: Row) => x.field)]).toEqual([r.name, name, 400, [name]]);
        const nested = await t.call(r.name, 'getList', { filters: { [name]: [] } }, viewer.token);
        expect([r.name, name, f.filter, nested.status]).toEqual([r.name, name, f.filter, 400]);
      }
    }
  });
});
