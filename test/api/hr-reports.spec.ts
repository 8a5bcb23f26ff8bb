import { DataSource } from 'typeorm';
import { downloadFile, downloadSheet } from '../setup/download';
import { ApprovalResult, BusinessStatus, code, flowOrg, FlowOrg, LEAVE_TYPE, newDept, newRequest, newRequestRecord, newUser, NewUser } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// The staff reports: approved leave, overtime and travel per month or quarter and department, within
// the caller's department rights, paged, and exported as xlsx in the same shape.
type Row = Record<string, any>;

const Y = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
const REPORT_PERMS = ['vacationReportTable', 'overtimeReportTable', 'businessTravelReportTable'];
const STAFF_PERMS = ['vacationApplication', 'vacationApplication:add', 'overtimeApplication', 'overtimeApplication:add'];

describe('staff reports', () => {
  let t: TestApp;
  let ds: DataSource;
  let org: FlowOrg;
  let A: number; // the flow organisation's department
  let B: number;
  let C: number; // outside the viewer's rights
  let a2: NewUser;
  let b1: NewUser;
  let viewer: NewUser; // departments A and B, may export
  let ownDept: NewUser; // own department (B) only, may not export
  let admin: string;

  const deptName = async (id: number) => (await ds.query('SELECT name FROM sys_dept WHERE id = $1', [id]))[0].name;

  // a request in any state, saved through its entity: the bulk of the data
  const put = (table: string, who: NewUser, deptId: number, cols: Row, status: string = BusinessStatus.Finished, result: string | null = ApprovalResult.Agree) =>
    newRequestRecord(t, table, who, { deptId, companyId: org.companyId }, cols, { status, result });

  // a request through the API and the real engine, approved at every step
  const throughFlow = async (resource: string, body: Row) => {
    const { row } = await newRequest(t, org, resource, { body, end: 'approve' });
    expect(row).toMatchObject({ status: BusinessStatus.Finished, result: ApprovalResult.Agree, deptId: A });
    return row;
  };

  const list = async (report: string, body: Row, token = viewer.token, lang = 'en') => {
    const r = await t.call(report, 'getList', body, token, lang);
    expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
    return r.body as { list: Row[]; total: number };
  };
  // rows without the table key, for comparing
  const shape = (rows: Row[]) => rows.map(({ id: _id, ...rest }) => rest);

  beforeAll(async () => {
    t = await startTestApp({ TIME_ZONE: 'Asia/Shanghai' });
    ds = t.app.get(DataSource);
    admin = await t.adminToken();
    org = await flowOrg(t, STAFF_PERMS);
    A = org.deptId;
    B = await newDept(t, org.upperDeptId);
    C = await newDept(t, org.upperDeptId);
    a2 = await newUser(t, { deptId: A });
    b1 = await newUser(t, { deptId: B });
    viewer = await newUser(t, { perms: [...REPORT_PERMS, ...REPORT_PERMS.map((p) => `${p}:export`)], dataScope: '2', deptIds: [A, B], deptId: A });
    ownDept = await newUser(t, { perms: REPORT_PERMS, dataScope: '3', deptId: B });
    const a1 = org.staff;

    // ---- leave: one through the flow, the rest inserted
    // two working days (the server counts them from the dates): the first Monday from 12 January and the Tuesday after
    const monday = 12 + ((8 - new Date(Date.UTC(Y, 0, 12)).getUTCDay()) % 7);
    await throughFlow('EmployVacation', { vacationType: LEAVE_TYPE.personal, startDate: `${Y}-01-${monday}`, endDate: `${Y}-01-${monday + 1}`, reason: '探亲' });
    const leave = (who: NewUser, dept: number, type: keyof typeof LEAVE_TYPE, start: string, days: number, status?: string, result?: string | null) =>
      put('employ_vacation', who, dept, { vacationType: LEAVE_TYPE[type], startDate: start, endDate: start, days }, status, result);
    await leave(a2, A, 'annual', `${Y}-01-20`, 3);
    await leave(a1, A, 'sick', `${Y}-02-05`, 1.5);
    await leave(b1, B, 'personal', `${Y}-01-15`, 1);
    await leave(b1, B, 'annual', `${Y}-05-06`, 4);
    await leave(a1, A, 'personal', `${Y - 1}-12-30`, 2); // last year: outside the default range
    await leave(a1, C, 'personal', `${Y}-01-08`, 7); // outside the viewer's rights
    // not approved: never counted
    await leave(a1, A, 'personal', `${Y}-01-21`, 10, BusinessStatus.Draft, null);
    await leave(a1, A, 'personal', `${Y}-01-22`, 10, BusinessStatus.InApproval, ApprovalResult.InApproval);
    await leave(a1, A, 'personal', `${Y}-01-23`, 10, BusinessStatus.Finished, ApprovalResult.Disagree);

    // ---- overtime: through the flow at 01:00 on 1 February in Shanghai (still 31 January in UTC)
    await throughFlow('EmployOverTime', { beginAt: `${Y}-01-31T17:00:00.000Z`, endAt: `${Y}-01-31T19:00:00.000Z`, reason: '船员换班' });
    const overtime = (who: NewUser, dept: number, begin: string, hours: number) =>
      put('employ_over_time', who, dept, { beginAt: begin, endAt: new Date(Date.parse(begin) + hours * 3_600_000).toISOString(), hours, reason: '加班' });
    await overtime(a1, A, `${Y}-01-10T01:00:00.000Z`, 3);
    await overtime(a2, A, `${Y}-02-10T01:00:00.000Z`, 4);
    await overtime(b1, B, `${Y}-01-12T10:00:00.000Z`, 2.5);

    // ---- business travel
    const travel = (who: NewUser, dept: number, start: string, days: number, mode: string) =>
      put('employ_travel', who, dept, { destination: '上海', startDate: start, endDate: start, days, transportMode: code('transportMode', mode), budget: 0, reason: '拜访船东' });
    await travel(a1, A, `${Y}-04-01`, 3, 'Air');
    await travel(a2, A, `${Y}-06-10`, 2, 'Train');
    await travel(b1, B, `${Y}-07-01`, 5, 'Air');
  });
  afterAll(() => t?.close());

  it('leave per month and department, the current year by default, approved requests only', async () => {
    const r = await list('vacationReport', {});
    expect(r.total).toBe(4);
    expect(shape(r.list)).toEqual([
      { periodLabel: `${Y}-01`, deptId: A, requests: 2, people: 2, days: 5, daysByType: 'Annual leave 3, Personal leave 2' },
      { periodLabel: `${Y}-01`, deptId: B, requests: 1, people: 1, days: 1, daysByType: 'Personal leave 1' },
      { periodLabel: `${Y}-02`, deptId: A, requests: 1, people: 1, days: 1.5, daysByType: 'Sick leave 1.5' },
      { periodLabel: `${Y}-05`, deptId: B, requests: 1, people: 1, days: 4, daysByType: 'Annual leave 4' },
    ]);
    expect(r.list.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    // labels in the caller's language
    const zh = await list('vacationReport', { deptId: B }, viewer.token, 'zh');
    expect(zh.list[0].daysByType).toBe('事假 1');
  });

  it('per quarter, and the reportPeriod values of the search form mean the same', async () => {
    const q = await list('vacationReport', { period: 'quarter' });
    expect(shape(q.list)).toEqual([
      { periodLabel: `${Y}-Q1`, deptId: A, requests: 3, people: 2, days: 6.5, daysByType: 'Annual leave 3, Sick leave 1.5, Personal leave 2' },
      { periodLabel: `${Y}-Q1`, deptId: B, requests: 1, people: 1, days: 1, daysByType: 'Personal leave 1' },
      { periodLabel: `${Y}-Q2`, deptId: B, requests: 1, people: 1, days: 4, daysByType: 'Annual leave 4' },
    ]);
    expect((await list('vacationReport', { period: '2' })).list).toEqual(q.list);
    expect((await list('vacationReport', { period: '1' })).list).toEqual((await list('vacationReport', { period: 'month' })).list);
  });

  it('filters by dates, department and leave type', async () => {
    const range = await list('vacationReport', { dateRange: [`${Y - 1}-12-01`, `${Y}-01-31`] });
    expect(range.list.map((x) => [x.periodLabel, x.deptId, x.days])).toEqual([
      [`${Y - 1}-12`, A, 2],
      [`${Y}-01`, A, 5],
      [`${Y}-01`, B, 1],
    ]);
    // open at one end
    expect((await list('vacationReport', { dateRange: [`${Y}-02-01`, null] })).list.map((x) => x.periodLabel)).toEqual([`${Y}-02`, `${Y}-05`]);
    expect((await list('vacationReport', { deptId: B })).list.map((x) => [x.periodLabel, x.deptId])).toEqual([
      [`${Y}-01`, B],
      [`${Y}-05`, B],
    ]);
    const annual = await list('vacationReport', { vacationType: '1' });
    expect(shape(annual.list)).toEqual([
      { periodLabel: `${Y}-01`, deptId: A, requests: 1, people: 1, days: 3, daysByType: 'Annual leave 3' },
      { periodLabel: `${Y}-05`, deptId: B, requests: 1, people: 1, days: 4, daysByType: 'Annual leave 4' },
    ]);
    // filters may also come under `filters`
    expect((await list('vacationReport', { filters: { deptId: B, period: 'quarter' } })).list.map((x) => x.periodLabel)).toEqual([`${Y}-Q1`, `${Y}-Q2`]);
  });

  it('pages on the server', async () => {
    const p1 = await list('vacationReport', { pageNum: 1, pageSize: 3 });
    const p2 = await list('vacationReport', { pageNum: 2, pageSize: 3 });
    expect([p1.total, p2.total]).toEqual([4, 4]);
    expect(p1.list.map((x) => [x.periodLabel, x.deptId])).toEqual([
      [`${Y}-01`, A],
      [`${Y}-01`, B],
      [`${Y}-02`, A],
    ]);
    expect(p2.list).toEqual([{ id: 4, periodLabel: `${Y}-05`, deptId: B, requests: 1, people: 1, days: 4, daysByType: 'Annual leave 4' }]);
    expect((await list('vacationReport', { pageNum: 3, pageSize: 3 })).list).toEqual([]);
  });

  it('respects department rights: own department sees only its rows, the administrator all', async () => {
    const own = await list('vacationReport', {}, ownDept.token);
    expect(own.list.map((x) => [x.periodLabel, x.deptId, x.days])).toEqual([
      [`${Y}-01`, B, 1],
      [`${Y}-05`, B, 4],
    ]);
    expect((await list('vacationReport', { deptId: A }, ownDept.token)).total).toBe(0);
    expect((await list('overtimeReport', {}, ownDept.token)).list.map((x) => x.deptId)).toEqual([B]);
    // rows outside the viewer's departments are not in the viewer's answer, the administrator sees them
    expect((await list('vacationReport', { deptId: C })).total).toBe(0);
    expect(shape((await list('vacationReport', { deptId: C }, admin)).list)).toEqual([
      { periodLabel: `${Y}-01`, deptId: C, requests: 1, people: 1, days: 7, daysByType: 'Personal leave 7' },
    ]);
  });

  it('overtime hours per month in the company time zone', async () => {
    expect(shape((await list('overtimeReport', {})).list)).toEqual([
      { periodLabel: `${Y}-01`, deptId: A, requests: 1, people: 1, hours: 3 },
      { periodLabel: `${Y}-01`, deptId: B, requests: 1, people: 1, hours: 2.5 },
      { periodLabel: `${Y}-02`, deptId: A, requests: 2, people: 2, hours: 6 },
    ]);
    // date range ends are whole days in the company's zone
    expect((await list('overtimeReport', { dateRange: [`${Y}-02-01`, `${Y}-02-28`] })).list.map((x) => [x.periodLabel, x.hours])).toEqual([[`${Y}-02`, 6]]);
    expect((await list('overtimeReport', { dateRange: [`${Y}-01-01`, `${Y}-01-31`] })).list.map((x) => x.hours)).toEqual([3, 2.5]);
    expect((await list('overtimeReport', { period: 'quarter' })).list.map((x) => [x.periodLabel, x.deptId, x.requests, x.people, x.hours])).toEqual([
      [`${Y}-Q1`, A, 3, 2, 9],
      [`${Y}-Q1`, B, 1, 1, 2.5],
    ]);
  });

  it('business travel days per quarter and month, filtered by means of travel', async () => {
    expect(shape((await list('businessTravelReport', { period: 'quarter' })).list)).toEqual([
      { periodLabel: `${Y}-Q2`, deptId: A, requests: 2, people: 2, days: 5 },
      { periodLabel: `${Y}-Q3`, deptId: B, requests: 1, people: 1, days: 5 },
    ]);
    expect((await list('businessTravelReport', {})).list.map((x) => [x.periodLabel, x.deptId, x.days])).toEqual([
      [`${Y}-04`, A, 3],
      [`${Y}-06`, A, 2],
      [`${Y}-07`, B, 5],
    ]);
    expect((await list('businessTravelReport', { transportMode: '1' })).list.map((x) => x.periodLabel)).toEqual([`${Y}-04`, `${Y}-07`]);
  });

  it('refuses bad filters, paging and callers without the right', async () => {
    const bad = async (body: Row) => (await t.call('vacationReport', 'getList', body, viewer.token)).body;
    expect((await bad({ period: 'week' })).fields.map((f: Row) => f.field)).toEqual(['period']);
    expect((await bad({ dateRange: `${Y}-01-01` })).fields.map((f: Row) => f.field)).toEqual(['dateRange']);
    expect((await bad({ dateRange: [`${Y}-13-01`, null] })).fields.map((f: Row) => f.field)).toEqual(['dateRange']);
    expect((await bad({ deptId: 'A' })).fields.map((f: Row) => f.field)).toEqual(['deptId']);
    expect((await bad({ pageSize: 100000 })).code).toBe('400');
    expect((await t.call('vacationReport', 'getList', {}, org.staff.token)).status).toBe(403);
    expect((await downloadFile(t, 'vacationReport', 'export', {}, ownDept.token)).status).toBe(403);
  });

  it('exports the same rows as xlsx, departments by name', async () => {
    const rows = (await list('vacationReport', { period: 'quarter', pageSize: 100 })).list;
    const { sheet, headers } = await downloadSheet(t, 'vacationReport', { period: 'quarter' }, viewer.token, 'en');
    expect(headers['content-type']).toMatch(/spreadsheetml/);
    expect(headers['content-disposition']).toMatch(/vacationReport-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Period', 'Department', 'Requests', 'People', 'Days', 'Days by leave type']);
    const cells = [];
    for (let i = 2; i <= sheet.rowCount; i++) cells.push((sheet.getRow(i).values as unknown[]).slice(1));
    const expected = [];
    for (const r of rows) expected.push([r.periodLabel, await deptName(r.deptId), r.requests, r.people, r.days, r.daysByType]);
    expect(cells).toEqual(expected);

    const zh = await downloadSheet(t, 'overtimeReport', { deptId: A }, viewer.token, 'zh');
    expect((zh.sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['统计期间', '部门', '申请数', '人数', '加班时长（小时）']);
    expect((zh.sheet.getRow(3).values as unknown[]).slice(1)).toEqual([`${Y}-02`, await deptName(A), 2, 2, 6]);
    expect(zh.sheet.rowCount).toBe(3);
  });

  it('is declared so the generic list page draws it', async () => {
    const meta = (await t.call('Meta', 'getResources', {}, viewer.token)).body.list as Row[];
    const report = meta.find((r) => r.name === 'vacationReport')!;
    expect(report.menu).toBe('vacationReportTable');
    expect(report.operations).toEqual(expect.arrayContaining(['getList', 'export']));
    const filters = Object.entries(report.fields as Record<string, Row>).filter(([, f]) => f.filter).map(([n]) => n);
    expect(filters).toEqual(['period', 'dateRange', 'deptId', 'vacationType']);
  });
});
