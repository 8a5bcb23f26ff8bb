import { DataSource } from 'typeorm';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, newStint, newUser } from '../setup/factories';
import { downloadSheet } from '../setup/download';
import { startTestApp, TestApp } from '../setup/test-app';
import { day } from '../setup/dates';
import { FEE_GROUP } from '../../server/src/modules/expenses/expenses.states';

type Row = Record<string, any>;

// The report lists of claims (SPEC §7): the approved claims' sums by seafarer, shipowner, month and fee
// type; and every list, export and report of claims kept to the reader's crew rights.
describe('expense reports and crew rights', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  const PERMS = ['boatExpenseAccount', 'boatExpenseAccount:add', 'boatExpenseAccount:edit', 'boatExpenseAccount:export', 'boatExpenseAccount:submit', 'boatExpenseAccount:print'];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const month = day(0).slice(0, 7);
  const today: [string, string] = [day(0), day(0)];

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
  });
  afterAll(() => t?.close());

  // a claim with its lines ([group, fee type, amount, company-paid]), taken to the end of its flow
  const claimed = async (userId: number, lines: Array<[string, string | null, number, boolean?]>, end: 'approve' | 'reject' | null = 'approve', extra: Row = {}) => {
    const c = await t.call('boatExpenseAccount', 'insert', { userId, reason: '换班差旅', ...extra }, as());
    ok(c);
    const id = c.body.list[0].id;
    for (const [feeGroup, feeType, amount, paid] of lines) {
      ok(await t.call('boatExpenseAccountDetail', 'insert', { accountId: id, feeGroup, feeType, feeDate: day(-5), amount, companyPaid: paid ? '1' : '0' }, as()));
    }
    if (end) {
      const sub = await t.call('boatExpenseAccount', 'submit', { id }, as());
      ok(sub);
      await driveToEnd(t, org, sub.body.list[0].instanceId, end);
    }
    return id as number;
  };
  const report = async (name: string, body: Row, token = as()) => {
    const r = await t.call(name, 'getList', { dateRange: today, pageSize: 100, ...body }, token);
    ok(r);
    return r.body as { list: Row[]; total: number; totals: Row };
  };

  it('the approved claims summed by seafarer, shipowner, month and fee type; drafts and rejections count nowhere', async () => {
    const owner = await newShipowner(t);
    const ship = await newShip(t, owner.id);
    const [s1, s2] = [await newSeafarer(t), await newSeafarer(t)];
    for (const s of [s1, s2]) await newStint(t, s.id, { shipId: ship.id, shipownerId: owner.id, duty: s.duty, onboatDate: day(-100), state: '1' });
    const EXP = FEE_GROUP.Expense;
    const CA = FEE_GROUP.CashAdvance;
    await claimed(s1.id, [[EXP, '1', 300], [EXP, '3', 700], [EXP, '8', 2000, true], [CA, null, 400]]);
    await claimed(s1.id, [[EXP, '1', 50]]);
    await claimed(s2.id, [[EXP, '4', 120]]);
    // not counted: a draft, one in review, one rejected
    await claimed(s2.id, [[EXP, '1', 999]], null);
    await claimed(s2.id, [[EXP, '1', 999]], 'reject');

    const bySeafarer = await report('boatExpenseReportSeafarer', {});
    const mine = bySeafarer.list.filter((r) => r.userId === s1.id || r.userId === s2.id).map((r) => [r.periodLabel, r.userId, r.seafarerName, r.claims, r.expTotalFee, r.companyPaidFee, r.caTotalFee, r.totalFee, r.billNum]);
    expect(mine).toEqual([
      [month, s1.id, s1.name, 2, '1050.00', '2000.00', '400.00', '650.00', 5],
      [month, s2.id, s2.name, 1, '120.00', '0.00', '0.00', '120.00', 1],
    ].sort((a, b) => (a[1] as number) - (b[1] as number)));

    const byOwner = await report('boatExpenseReportShipowner', { shipownerId: owner.id });
    expect(byOwner.list.map((r) => [r.periodLabel, r.shipownerId, r.claims, r.expTotalFee, r.totalFee])).toEqual([[month, owner.id, 3, '1170.00', '770.00']]);
    expect(byOwner.totals).toMatchObject({ claims: 3, totalFee: 770 });

    const byMonth = await report('boatExpenseReportMonth', { shipownerId: owner.id });
    expect(byMonth.list.map((r) => [r.periodLabel, r.claims, r.expTotalFee, r.caTotalFee, r.totalFee])).toEqual([[month, 3, '1170.00', '400.00', '770.00']]);
    expect((await report('boatExpenseReportMonth', { userId: s2.id })).list.map((r) => r.totalFee)).toEqual(['120.00']);

    const byType = await report('boatExpenseReportFeeType', { shipownerId: owner.id });
    expect(byType.list.map((r) => [r.feeGroup, r.feeType, r.lines, r.claims, r.cnyAmount, r.companyPaid])).toEqual([
      [CA, null, 1, 1, '400.00', '0.00'],
      [EXP, '1', 2, 2, '350.00', '0.00'],
      [EXP, '3', 1, 1, '700.00', '0.00'],
      [EXP, '4', 1, 1, '120.00', '0.00'],
      [EXP, '8', 1, 1, '2000.00', '2000.00'],
    ]);
    expect(byType.totals).toMatchObject({ lines: 6, cnyAmount: 3570, companyPaid: 2000 });
    // the sums of this file's own claims, by a seafarer's crew rights: a reader who sees only s2
    const narrow = await newUser(t, { perms: ['boatExpenseAccount'], crewScope: CREW_SCOPE.OwnCreated });
    await db.query('UPDATE boat_user_info SET created_by = $1 WHERE id = $2', [narrow.id, s2.id]);
    const seen = await report('boatExpenseReportFeeType', {}, narrow.token);
    expect(seen.list.map((r) => [r.feeGroup, r.feeType, r.lines, r.cnyAmount])).toEqual([[EXP, '4', 1, '120.00']]);
    expect((await report('boatExpenseReportSeafarer', {}, narrow.token)).list.map((r) => [r.userId, r.totalFee])).toEqual([[s2.id, '120.00']]);
    // exported as shown
    const { sheet } = await downloadSheet(t, 'boatExpenseReportShipowner', { dateRange: today, shipownerId: owner.id }, as());
    expect(sheet.rowCount).toBe(2);
  });

  it('the claims, their lines, the approvals screen, exports and reports keep to the reader\'s crew rights', async () => {
    const s = await newSeafarer(t);
    const id = await claimed(s.id, [[FEE_GROUP.Expense, '1', 80]], null);
    const stranger = await newUser(t, { perms: [...PERMS, 'boatApproveExpenseManage', 'boatApproveExpenseManage:export', 'boatApproveExpenseManage:approve'], crewScope: CREW_SCOPE.OwnCreated });
    const tok = stranger.token;
    expect((await t.call('boatExpenseAccount', 'getList', { userId: s.id }, tok)).body.total).toBe(0);
    expect((await t.call('boatExpenseAccount', 'getById', { id }, tok)).status).toBe(404);
    expect((await t.call('boatExpenseAccountDetail', 'getList', { accountId: id }, tok)).body.total).toBe(0);
    expect((await t.call('boatExpenseAccount', 'updatePrintFlg', { id }, tok)).status).toBe(404);
    expect((await t.call('boatExpenseAccountDetail', 'getClaimLines', { accountId: id }, tok)).status).toBe(403);
    const line = await t.call('boatExpenseAccountDetail', 'insert', { accountId: id, feeGroup: FEE_GROUP.Expense, feeType: '1', feeDate: day(0), amount: 1 }, tok);
    expect([line.status, line.body.error]).toEqual([403, 'OutOfScope']);
    const { sheet } = await downloadSheet(t, 'boatExpenseAccount', { userId: s.id }, tok);
    expect(sheet.rowCount).toBe(1);
    ok(await t.call('boatExpenseAccount', 'submit', { id }, as()));
    expect((await t.call('boatExpenseAccountManage', 'getList', { userId: s.id }, tok)).body.total).toBe(0);
    expect((await t.call('boatExpenseApproveDetail', 'getList', { accountId: id }, tok)).body.total).toBe(0);
    const lines = (await t.call('boatExpenseAccountDetail', 'getList', { accountId: id }, as())).body.list as Row[];
    expect((await t.call('boatExpenseApproveDetail', 'check', { ids: lines.map((l) => l.id) }, tok)).status).toBe(404);
    const managed = await downloadSheet(t, 'boatExpenseAccountManage', { userId: s.id }, tok);
    expect(managed.sheet.rowCount).toBe(1);
    // the holder of the rights sees and exports it
    const own = await downloadSheet(t, 'boatExpenseAccount', { userId: s.id }, as());
    expect(own.sheet.rowCount).toBe(2);
    // a screen's reader without export: no sheet
    const reader = await newUser(t, { perms: ['boatExpenseAccount'], crewScope: CREW_SCOPE.All });
    expect((await t.call('boatExpenseAccount', 'export', { userId: s.id }, reader.token)).status).toBe(403);
    expect((await t.call('boatExpenseReportMonth', 'export', { dateRange: today }, reader.token)).status).toBe(403);
  });
});
