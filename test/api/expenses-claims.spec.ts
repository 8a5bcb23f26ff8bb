import { DataSource } from 'typeorm';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, newStint, newUser, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';
import { day } from '../setup/dates';
import { CLAIM_STATE as S, FEE_GROUP } from '../../server/src/modules/expenses/expenses.states';

type Row = Record<string, any>;

// Crew expense claims (issue 23 §6): the lines in yuan and the totals the server works out from them
// (whatever a body says), every move of a claim through the transition table and each refusal (409
// naming the state and the action), the flow of processes/crew-expense.bpmn with its threshold (the
// finance step above it), an agent and a racing approval, finance's check of lines, and the print flag.
describe('expense claims', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let ownerId: number;
  let shipId: number;
  let checker: { token: string; id: number };
  const PERMS = [
    'boatExpenseAccount', 'boatExpenseAccount:add', 'boatExpenseAccount:edit', 'boatExpenseAccount:delete',
    'boatExpenseAccount:export', 'boatExpenseAccount:submit', 'boatExpenseAccount:print',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const refused = (r: { status: number; body: { error?: string } }, status: number, error: string) => expect([r.status, r.body.error]).toEqual([status, error]);
  const as = () => org.staff.token;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
    checker = await newUser(t, { perms: ['boatApproveExpenseManage', 'boatApproveExpenseManage:approve'], crewScope: CREW_SCOPE.All });
  });
  afterAll(() => t?.close());

  const claim = async (extra: Row = {}) => {
    const s = extra.userId ? { id: extra.userId } : await newSeafarer(t);
    const r = await t.call('boatExpenseAccount', 'insert', { userId: s.id, reason: '上船交通及住宿', ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const line = async (accountId: number, extra: Row = {}) => {
    const r = await t.call('boatExpenseAccountDetail', 'insert', { accountId, feeGroup: FEE_GROUP.Expense, feeType: '1', feeDate: day(-3), amount: 100, ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const read = async (id: number) => (await t.call('boatExpenseAccount', 'getById', { id }, as())).body.list[0] as Row;
  const submit = async (id: number) => {
    const r = await t.call('boatExpenseAccount', 'submit', { id }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const totals = (c: Row) => [c.expTotalFee, c.companyPaidFee, c.caTotalFee, c.totalFee, c.billNum];

  it('a claim: numbered, a draft of today, charged to the seafarer\'s last ship; totals the server\'s, whatever the body says', async () => {
    const s = await newSeafarer(t);
    await newStint(t, s.id, { shipId, shipownerId: ownerId, duty: s.duty, onboatDate: day(-200), leaveboatDate: day(-20) });
    const c = await claim({ userId: s.id, expTotalFee: 99999, caTotalFee: 5, totalFee: 12345, billNum: 40, claimState: S.Approved, printFlg: '1' });
    expect(c).toMatchObject({ claimState: S.Draft, status: '1', claimDate: day(0), shipownerId: ownerId, shipId, printFlg: '0', printCount: 0 });
    expect(c.code).toMatch(/^BX\d{13}$/);
    expect(totals(c)).toEqual(['0.0000', '0.0000', '0.0000', '0.0000', 0]);

    // transport 300 and a hotel of 100 dollars at 7.1 he paid; a ticket the company bought; an advance of 500
    await line(c.id, { amount: 300, billNum: 2, cnyAmount: 1 });
    const usd = await line(c.id, { feeType: '3', currency: 'USD', exchangeRate: 7.1, amount: 100 });
    expect(usd.cnyAmount).toBe('710.0000');
    await line(c.id, { feeType: '8', amount: 1500, companyPaid: '1' });
    const advance = await line(c.id, { feeGroup: FEE_GROUP.CashAdvance, feeType: null, amount: 500, billNum: 0 });
    expect(totals(await read(c.id))).toEqual(['1010.0000', '1500.0000', '500.0000', '510.0000', 4]);

    // the lines move the totals; a body's totals never do
    ok(await t.call('boatExpenseAccountDetail', 'update', { id: usd.id, amount: 50, cnyAmount: 9999 }, as()));
    expect(totals(await read(c.id))).toEqual(['655.0000', '1500.0000', '500.0000', '155.0000', 4]);
    ok(await t.call('boatExpenseAccountDetail', 'update', { id: advance.id, amount: 1000 }, as()));
    // an advance larger than the expenses: he gives the rest back
    expect((await read(c.id)).totalFee).toBe('-345.0000');
    ok(await t.call('boatExpenseAccountDetail', 'delete', { ids: [advance.id] }, as()));
    expect(totals(await read(c.id))).toEqual(['655.0000', '1500.0000', '0.0000', '655.0000', 4]);
    const edited = await t.call('boatExpenseAccount', 'update', { id: c.id, reason: '下船回家', totalFee: 1, expTotalFee: 2 }, as());
    ok(edited);
    expect(edited.body.list[0]).toMatchObject({ reason: '下船回家', totalFee: '655.0000', expTotalFee: '655.0000' });
    refused(await t.call('boatExpenseAccount', 'update', { id: c.id, totalFee: 1 }, as()), 400, 'ReadOnlyFields');

    // what the form shows while a line is typed: the yuan as the write counts them
    const shown = await t.call('boatExpenseAccountDetail', 'cnyAmount', { amount: 12.5, currency: 'EUR', exchangeRate: 7.77 }, as());
    expect(shown.body.list).toEqual([{ cnyAmount: '97.1300' }]);
    expect((await t.call('boatExpenseAccountDetail', 'cnyAmount', { amount: 12.5, currency: 'CNY', exchangeRate: 3 }, as())).body.list).toEqual([{ cnyAmount: '12.5000' }]);
  });

  it('a line: an expense names its fee type, an advance is never paid by the company, another currency its rate', async () => {
    const c = await claim();
    const base = { accountId: c.id, feeGroup: FEE_GROUP.Expense, feeType: '1', feeDate: day(-1), amount: 10 };
    refused(await t.call('boatExpenseAccountDetail', 'insert', { ...base, feeType: null }, as()), 400, 'expenses.feeTypeNeeded');
    refused(await t.call('boatExpenseAccountDetail', 'insert', { ...base, feeGroup: FEE_GROUP.CashAdvance, companyPaid: '1' }, as()), 400, 'expenses.advanceNotCompanyPaid');
    const usd = await t.call('boatExpenseAccountDetail', 'insert', { ...base, currency: 'USD' }, as());
    refused(usd, 400, 'expenses.rateNeeded');
    expect(usd.body.msg).toBe('A line in USD needs its exchange rate (yuan for 1 USD)');
    refused(await t.call('boatExpenseAccountDetail', 'insert', { ...base, bookingKind: 'hotel' }, as()), 400, 'expenses.bookingHalf');
    refused(await t.call('boatExpenseAccountDetail', 'insert', { ...base, bookingKind: 'nothing', bookingId: 1 }, as()), 400, 'expenses.bookingKindUnknown');
    refused(await t.call('boatExpenseAccountDetail', 'insert', { ...base, feeDate: day(2) }, as()), 400, 'Validation');
    // a yuan line is at rate 1 whatever is sent; a line changed to dollars needs the rate, kept afterwards
    const l = await line(c.id, { exchangeRate: 6 });
    expect([l.exchangeRate, l.cnyAmount]).toEqual([1, '100.0000']);
    refused(await t.call('boatExpenseAccountDetail', 'update', { id: l.id, currency: 'USD' }, as()), 400, 'expenses.rateNeeded');
    ok(await t.call('boatExpenseAccountDetail', 'update', { id: l.id, currency: 'USD', exchangeRate: 7 }, as()));
    const kept = await t.call('boatExpenseAccountDetail', 'update', { id: l.id, amount: 20 }, as());
    expect(kept.body.list[0]).toMatchObject({ exchangeRate: 7, cnyAmount: '140.0000' });
    // a line stays on its claim
    const other = await claim();
    ok(await t.call('boatExpenseAccountDetail', 'update', { id: l.id, accountId: other.id, note: '机场大巴' }, as()));
    expect((await t.call('boatExpenseAccountDetail', 'getList', { accountId: other.id }, as())).body.total).toBe(0);
    expect((await read(c.id)).expTotalFee).toBe('140.0000');
  });

  it('every move through the transition table: an empty claim is not submitted, a submitted one is changed by no one, withdrawn it is a draft again', async () => {
    const c = await claim();
    refused(await t.call('boatExpenseAccount', 'submit', { id: c.id }, as()), 409, 'expenses.noLines');
    refused(await t.call('boatExpenseAccount', 'updatePrintFlg', { id: c.id }, as()), 409, 'expenses.illegalTransition');
    const l = await line(c.id);
    const sub = await submit(c.id);
    expect(sub).toMatchObject({ claimState: S.InReview, status: '2', code: c.code });
    const edit = await t.call('boatExpenseAccount', 'update', { id: c.id, reason: '改' }, as(), 'en');
    refused(edit, 409, 'expenses.illegalTransition');
    expect(edit.body.msg).toBe('The claim is in review: it cannot be edited');
    expect((await t.call('boatExpenseAccount', 'update', { id: c.id, reason: '改' }, as(), 'zh')).body.msg).toBe('报销单状态为“审批中”，不能修改');
    refused(await t.call('boatExpenseAccount', 'delete', { ids: [c.id] }, as()), 409, 'expenses.illegalTransition');
    refused(await t.call('boatExpenseAccountDetail', 'insert', { accountId: c.id, feeGroup: FEE_GROUP.Expense, feeType: '1', feeDate: day(0), amount: 5 }, as()), 409, 'expenses.illegalTransition');
    refused(await t.call('boatExpenseAccountDetail', 'update', { id: l.id, amount: 5 }, as()), 409, 'expenses.illegalTransition');
    refused(await t.call('boatExpenseAccountDetail', 'delete', { ids: [l.id] }, as()), 409, 'expenses.illegalTransition');
    expect((await read(c.id)).totalFee).toBe('100.0000');

    ok(await t.call('boatExpenseAccount', 'withdraw', { id: c.id }, as()));
    expect(await read(c.id)).toMatchObject({ claimState: S.Draft, status: '1' });
    await line(c.id, { amount: 50 });
    const again = await submit(c.id);
    expect(again.code).toBe(c.code);
    await driveToEnd(t, org, again.instanceId, 'approve');
    const done = await read(c.id);
    expect(done).toMatchObject({ claimState: S.Approved, status: '3', result: '1', approvedOn: day(0), totalFee: '150.0000' });
    refused(await t.call('boatExpenseAccount', 'update', { id: c.id, reason: '改' }, as()), 409, 'expenses.illegalTransition');
    refused(await t.call('boatExpenseAccount', 'delete', { ids: [c.id] }, as()), 409, 'expenses.illegalTransition');
    refused(await t.call('boatExpenseAccount', 'withdraw', { id: c.id }, as()), 400, 'workflow.onlyInApprovalWithdraws');
    refused(await t.call('boatExpenseAccount', 'submit', { id: c.id }, as()), 400, 'workflow.onlyDraftSubmits');
    // approved: printed, as in review
    expect((await t.call('boatExpenseAccount', 'updatePrintFlg', { id: c.id }, as())).body.list[0]).toMatchObject({ printFlg: '1', claimState: S.Approved });

    // rejected: final, printed by no one
    const r = await claim();
    await line(r.id);
    const rs = await submit(r.id);
    expect(await driveToEnd(t, org, rs.instanceId, 'reject')).toEqual(['deptLeaderApprove']);
    expect(await read(r.id)).toMatchObject({ claimState: S.Rejected, status: '3', result: '2', approvedOn: null });
    const print = await t.call('boatExpenseAccount', 'updatePrintFlg', { id: r.id }, as(), 'en');
    refused(print, 409, 'expenses.illegalTransition');
    expect(print.body.msg).toBe('The claim is rejected: it cannot be printed');

    // a draft deleted takes its lines with it
    const gone = await claim();
    const gl = await line(gone.id);
    ok(await t.call('boatExpenseAccount', 'delete', { ids: [gone.id] }, as()));
    expect(await db.query('SELECT id FROM boat_expense_account_detail WHERE id = $1', [gl.id])).toEqual([]);
  });

  it('the flow: the manager alone up to the threshold in the file, finance above it; finance may reject', async () => {
    const small = await claim();
    await line(small.id, { amount: 5000 });
    expect(await driveToEnd(t, org, (await submit(small.id)).instanceId, 'approve')).toEqual(['deptLeaderApprove']);
    // 5,800 of expenses less 600 of advances: 5,200 to pay, above 5,000
    const big = await claim();
    await line(big.id, { amount: 5800 });
    await line(big.id, { feeGroup: FEE_GROUP.CashAdvance, amount: 600 });
    const bs = await submit(big.id);
    expect(await driveToEnd(t, org, bs.instanceId, 'approve')).toEqual(['deptLeaderApprove', 'financeApprove']);
    expect((await read(big.id)).claimState).toBe(S.Approved);
    // a company-paid ticket is not paid to him: it does not lift the amount over the threshold
    const paid = await claim();
    await line(paid.id, { feeType: '8', amount: 9000, companyPaid: '1' });
    await line(paid.id, { amount: 100 });
    expect(await driveToEnd(t, org, (await submit(paid.id)).instanceId, 'approve')).toEqual(['deptLeaderApprove']);

    const refusedByFinance = await claim();
    await line(refusedByFinance.id, { amount: 8000 });
    const fs = await submit(refusedByFinance.id);
    const [first] = await openTasks(t, fs.instanceId);
    ok(await t.call('boatExpenseAccount', 'approve', { id: refusedByFinance.id, taskId: first.id, comment: '同意' }, org.leader.token));
    const [second] = await openTasks(t, fs.instanceId);
    expect(second.elementId).toBe('financeApprove');
    ok(await t.call('boatExpenseAccount', 'reject', { id: refusedByFinance.id, taskId: second.id, comment: '票据不全' }, org.finance.token));
    expect((await read(refusedByFinance.id)).claimState).toBe(S.Rejected);
  });

  it('an agent approves for the manager; two approvals of one task at once: one wins, the other is told', async () => {
    const agent = await newUser(t, { deptId: org.deptId });
    org.byId.set(agent.id, agent);
    const admin = await t.adminToken();
    const now = Date.now();
    const rep = await t.call('ActivitiApproveReplace', 'insert', { userId: org.leader.id, agentId: agent.id, flowType: 'crewExpense', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() }, admin);
    ok(rep);
    try {
      const c = await claim();
      await line(c.id);
      const sub = await submit(c.id);
      const [task] = await openTasks(t, sub.instanceId);
      expect(task).toMatchObject({ assigneeId: agent.id, onBehalfOf: org.leader.id });
      const both = await Promise.all([agent.token, agent.token].map((tok) => t.call('MyProcess', 'approve', { taskId: task.id, comment: '代批' }, tok)));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await read(c.id)).toMatchObject({ claimState: S.Approved, status: '3' });
      const detail = await t.call('boatExpenseAccount', 'getInfoById', { id: c.id }, as());
      expect(detail.body.list[0].history.filter((h: Row) => h.action === 'approve')).toEqual([expect.objectContaining({ actorId: agent.id, onBehalfOf: org.leader.id })]);
    } finally {
      await t.call('ActivitiApproveReplace', 'delete', { ids: [rep.body.list[0].id] }, admin);
    }
  });

  it('finance checks lines while it reviews or pays a claim, never a draft\'s; approvers read the lines without the claims screen', async () => {
    const c = await claim();
    const a = await line(c.id);
    const b = await line(c.id, { feeType: '8', companyPaid: '1', amount: 800 });
    refused(await t.call('boatExpenseApproveDetail', 'check', { ids: [a.id] }, checker.token), 409, 'expenses.illegalTransition');
    refused(await t.call('boatExpenseApproveDetail', 'check', { ids: [a.id] }, as()), 403, 'Forbidden');
    // the approver (the department's leader) holds no claims screen, but reads what he approves
    refused(await t.call('boatExpenseAccountDetail', 'getClaimLines', { accountId: c.id }, org.leader.token), 403, 'Forbidden');
    const sub = await submit(c.id);
    const lines = await t.call('boatExpenseAccountDetail', 'getClaimLines', { accountId: c.id }, org.leader.token);
    expect(lines.body.list.map((l: Row) => [l.id, l.cnyAmount])).toEqual([[a.id, '100.0000'], [b.id, '800.0000']]);
    ok(await t.call('boatExpenseApproveDetail', 'check', { ids: [a.id, b.id] }, checker.token));
    ok(await t.call('boatExpenseApproveDetail', 'uncheck', { ids: [a.id] }, checker.token));
    const seen = (await t.call('boatExpenseApproveDetail', 'getList', { accountId: c.id, sort: 'id' }, checker.token)).body.list as Row[];
    expect(seen.map((l) => [l.checked, l.checkedBy])).toEqual([['0', null], ['1', checker.id]]);
    // the approvals screen lists the claims (the web lists a menu's first listable resource), the lines
    // opening from each
    const screens = (await t.call('Meta', 'getResources', {}, checker.token)).body.list as Row[];
    expect(screens.filter((r) => r.menu === 'boatApproveExpenseManage' && r.operations.includes('getList')).map((r) => r.name)).toEqual(['boatExpenseAccountManage', 'boatExpenseApproveDetail']);
    // the approvals screen lists the claim with its amounts
    const managed = await t.call('boatExpenseAccountManage', 'getList', { code: c.code }, checker.token);
    expect(managed.body.list[0]).toMatchObject({ id: c.id, totalFee: '100.0000', claimState: S.InReview });
    await driveToEnd(t, org, sub.instanceId, 'approve');
    ok(await t.call('boatExpenseApproveDetail', 'check', { ids: [a.id] }, checker.token));
    expect((await t.call('boatExpenseApproveDetail', 'check', { ids: [a.id, 2147483000] }, checker.token)).status).toBe(404);
  });

  it("the maker of a claim does not check its lines, even holding the right: someone else's eyes do", async () => {
    // a crew manager of the department who also holds the check (as the demo's crew managers may)
    const both = await newUser(t, { deptId: org.deptId, perms: [...PERMS, 'boatApproveExpenseManage', 'boatApproveExpenseManage:approve'], crewScope: CREW_SCOPE.All });
    const s = await newSeafarer(t);
    const c = (await t.call('boatExpenseAccount', 'insert', { userId: s.id, reason: '候船住宿' }, both.token)).body.list[0] as Row;
    const a = (await t.call('boatExpenseAccountDetail', 'insert', { accountId: c.id, feeGroup: FEE_GROUP.Expense, feeType: '1', feeDate: day(-3), amount: 100 }, both.token)).body.list[0] as Row;
    ok(await t.call('boatExpenseAccount', 'submit', { id: c.id }, both.token));
    for (const op of ['check', 'uncheck']) {
      const own = await t.call('boatExpenseApproveDetail', op, { ids: [a.id] }, both.token, 'en');
      expect([own.status, own.body.error, own.body.msg]).toEqual([403, 'expenses.ownClaim', `You made claim ${c.code}: someone else checks its lines`]);
    }
    expect((await db.query('SELECT checked, checked_by FROM boat_expense_account_detail WHERE id = $1', [a.id]))[0]).toMatchObject({ checked_by: null });
    ok(await t.call('boatExpenseApproveDetail', 'check', { ids: [a.id] }, checker.token));
  });

  it('updatePrintFlg: who printed and when, counted; only with the print right, and never a draft', async () => {
    const c = await claim();
    await line(c.id);
    refused(await t.call('boatExpenseAccount', 'updatePrintFlg', { id: c.id }, as()), 409, 'expenses.illegalTransition');
    await submit(c.id);
    const first = await t.call('boatExpenseAccount', 'updatePrintFlg', { id: c.id }, as());
    ok(first);
    expect(first.body.list[0]).toMatchObject({ printFlg: '1', printCount: 1, printedBy: org.staff.id });
    const at = new Date(first.body.list[0].printedAt).getTime();
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    ok(await t.call('boatExpenseAccount', 'updatePrintFlg', { id: c.id }, as()));
    expect((await read(c.id)).printCount).toBe(2);
    const reader = await newUser(t, { perms: ['boatExpenseAccount'], crewScope: CREW_SCOPE.All });
    refused(await t.call('boatExpenseAccount', 'updatePrintFlg', { id: c.id }, reader.token), 403, 'Forbidden');
    // the printed list: filtered by the flag
    const printed = await t.call('boatExpenseAccount', 'getList', { printFlg: '1', code: c.code }, as());
    expect(printed.body.total).toBe(1);
  });
});
