import { DataSource } from 'typeorm';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer, newShip, newShipowner, newUser } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { COVER_PROBLEM, COVER_STATE, DECLARE_TYPE, PAY_STATUS } from '../../server/src/modules/insurance/insurance.states';

type Row = Record<string, any>;

// Monthly payments (issue 22 §3): a month generated from the covers in force on its 15th (a sign-on on
// the 20th pays from the next month, a stop on the 10th no longer pays that month, a change mid-month
// pays the month on the terms of the 15th), a rerun of an unsealed month leaving submitted and paid
// rows alone, two runs at once making each row once, the payment moves with their refusals, and a
// sealed month that nothing changes (the parameters of its year included) until the administrator
// unseals it. Each test works on a year of its own, far from today, so no other file's covers meet it
// (an earlier test's covers run on into the later years: each asserts its own seafarers' rows).
describe('insurance payments', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'socialSecurityParams', 'socialSecurityParams:add', 'socialSecurityParams:edit',
    'boatApplyInstruance', 'boatApplyInstruance:add', 'boatApplyInstruance:edit', 'boatApplyInstruance:submit', 'boatApplyInstruance:stop',
    'boatUserInfoInsurance', 'boatUserInfoInsurance:add', 'boatUserInfoInsurance:edit', 'boatUserInfoInsurance:delete',
    'boatReportZaiJiao', 'socialCecurity', 'insuranceGaps', 'boatInShipListReport', 'boatUserInfoWork', 'boatUserInfoWork:onBoard',
    'boatInsurancePay', 'boatInsurancePay:add', 'boatInsurancePay:export', 'boatInsurancePay:pay', 'boatInsurancePay:cancelPay', 'boatInsurancePay:confirmPay', 'boatInsurancePay:seal',
  ];
  const RATES = { pensionCompany: 16, pensionPerson: 8, medicalCompany: 9.5, medicalPerson: 2, unemploymentCompany: 0.5, unemploymentPerson: 0.5, injuryCompany: 0.4, maternityCompany: 0.8, fundCompany: 12, fundPerson: 12 };
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  let years = 2001;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
  });
  afterAll(() => t?.close());

  // a year no other test of this file uses, with its parameters
  const freshYear = async () => {
    const year = years++;
    const city = uniq('青岛');
    const r = await t.call('BoatInsuranceBase', 'insert', { city, year, baseFloor: 3000, baseCeiling: 30000, cardFee: 20, ...RATES }, as());
    ok(r);
    return { year, city, baseId: r.body.list[0].id as number };
  };
  const approved = async (body: Row) => {
    const d = await t.call('boatInsuranceApply', 'insert', body, as());
    ok(d);
    const sub = await t.call('boatInsuranceApply', 'submit', { id: d.body.list[0].id }, as());
    ok(sub);
    await driveToEnd(t, org, sub.body.list[0].instanceId, 'approve');
    return (await t.call('boatInsuranceApply', 'getById', { id: d.body.list[0].id }, as())).body.list[0] as Row;
  };
  const insured = async (baseId: number, startDate: string, extra: Row = {}) => {
    const s = await newSeafarer(t, { by: as() });
    const d = await approved({ userId: s.id, declareType: DECLARE_TYPE.Pay, startDate, baseId, insuranceBase: 5000, ...extra });
    return { s, d };
  };
  const generate = (year: number, month: number) => t.call('boatInsuranceDetail', 'generate', { year, month }, as());
  const rowsOf = (userId: number, year: number, month: number) =>
    db.query(
      `SELECT insurance_type, insurance_base::text, company_amount::text, person_amount::text, pay_amount::text, card_fee::text, paystatus
         FROM boat_insurance_detail WHERE user_id = $1 AND year = $2 AND month = $3 ORDER BY insurance_type`,
      [userId, year, month],
    );
  const idsOf = async (userId: number, year: number, month: number): Promise<number[]> =>
    (await db.query('SELECT id FROM boat_insurance_detail WHERE user_id = $1 AND year = $2 AND month = $3 ORDER BY insurance_type', [userId, year, month])).map((r: Row) => r.id);

  it('the month is paid by the cover in force on its 15th: days of cover, a stop, a change mid-month', async () => {
    const { year, baseId } = await freshYear();
    const early = await insured(baseId, `${year}-03-10`);
    const late = await insured(baseId, `${year}-03-20`);
    const stopped = await insured(baseId, `${year}-01-01`);
    await approved({ userId: stopped.s.id, declareType: DECLARE_TYPE.Stop, startDate: `${year}-03-10` });
    const changed = await insured(baseId, `${year}-01-01`);
    await approved({ userId: changed.s.id, declareType: DECLARE_TYPE.Change, startDate: `${year}-03-16`, baseId, insuranceBase: 8000, fundBase: 8000 });

    const run = await generate(year, 3);
    ok(run);
    expect(run.body.list[0]).toMatchObject({ year, month: 3, made: 10, replaced: 0, rows: 10 });
    const rows = await rowsOf(early.s.id, year, 3);
    expect(rows.map((r: Row) => r.insurance_type)).toEqual(['1', '2', '3', '4', '5']);
    // the pension row: 5000 × 16 % and × 8 %
    expect(rows[0]).toMatchObject({ insurance_base: '5000.0000', company_amount: '800.0000', person_amount: '400.0000', pay_amount: '1200.0000', card_fee: '0.0000', paystatus: PAY_STATUS.NotPaid });
    // the rows of a month add up to the declaration's monthly figures
    const sum = (k: string) => rows.reduce((n: number, r: Row) => n + Number(r[k]), 0).toFixed(4);
    expect([sum('person_amount'), sum('company_amount')]).toEqual([early.d.personAssume, early.d.companyAssume]);
    expect(await rowsOf(late.s.id, year, 3)).toEqual([]);
    expect(await rowsOf(stopped.s.id, year, 3)).toEqual([]);
    expect((await rowsOf(changed.s.id, year, 3)).map((r: Row) => r.insurance_base)).toEqual(Array(5).fill('5000.0000'));

    ok(await generate(year, 4));
    expect(await rowsOf(late.s.id, year, 4)).toHaveLength(5);
    // the change's terms from April, the housing fund with them
    const april = await rowsOf(changed.s.id, year, 4);
    expect(april.map((r: Row) => [r.insurance_type, r.insurance_base])).toEqual([['1', '8000.0000'], ['2', '8000.0000'], ['3', '8000.0000'], ['4', '8000.0000'], ['5', '8000.0000'], ['6', '8000.0000']]);
    expect(april[5]).toMatchObject({ company_amount: '960.0000', person_amount: '960.0000' });
  });

  it('a rerun recomputes the unpaid rows only; two runs at once make each row once; the card fee comes once', async () => {
    const { year, baseId } = await freshYear();
    const a = await insured(baseId, `${year}-05-01`, { isSocialCard: '1' });
    const b = await insured(baseId, `${year}-05-01`);
    const [one, two] = await Promise.all([generate(year, 5), generate(year, 5)]);
    ok(one);
    ok(two);
    expect((await db.query('SELECT count(*)::int AS n FROM boat_insurance_detail WHERE year = $1 AND month = 5 AND user_id = ANY($2)', [year, [a.s.id, b.s.id]]))[0].n).toBe(10);
    expect((await rowsOf(a.s.id, year, 5))[0]).toMatchObject({ card_fee: '20.0000', pay_amount: '1220.0000' });
    ok(await t.call('boatInsurance', 'submitPay', { ids: await idsOf(a.s.id, year, 5) }, as()));
    const before = await idsOf(b.s.id, year, 5);
    ok(await generate(year, 5));
    // b's unpaid rows were made again, a's submitted ones kept
    expect((await idsOf(b.s.id, year, 5)).some((id) => before.includes(id))).toBe(false);
    expect((await rowsOf(a.s.id, year, 5)).map((r: Row) => r.paystatus)).toEqual(Array(5).fill(PAY_STATUS.Submitted));
    expect((await rowsOf(b.s.id, year, 5)).map((r: Row) => r.paystatus)).toEqual(Array(5).fill(PAY_STATUS.NotPaid));
    ok(await generate(year, 6));
    expect((await rowsOf(a.s.id, year, 6))[0]).toMatchObject({ card_fee: '0.0000', pay_amount: '1200.0000' });
  });

  it('the moves: submitted, confirmed, cancelled, each from its own state; a row outside one\'s crew rights is not found', async () => {
    const { year, baseId } = await freshYear();
    const a = await insured(baseId, `${year}-02-01`);
    ok(await generate(year, 2));
    const ids = await idsOf(a.s.id, year, 2);
    const early = await t.call('boatInsurance', 'comfirmPay', { ids }, as(), 'en');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('insurance.payState');
    expect(early.body.msg).toBe('5 of the selected rows are not paid: they cannot be confirmed');
    ok(await t.call('boatInsurance', 'submitPay', { ids }, as()));
    ok(await t.call('boatInsurance', 'cancelSubmitPay', { ids: ids.slice(0, 1) }, as()));
    expect((await t.call('boatInsuranceDetail', 'comfirmPay', { ids }, as())).body.error).toBe('insurance.payState');
    ok(await t.call('boatInsurance', 'submitPay', { ids: ids.slice(0, 1) }, as()));
    ok(await t.call('boatInsurance', 'comfirmPay', { ids }, as()));
    const paid = (await t.call('boatInsuranceDetail', 'getById', { id: ids[0] }, as())).body.list[0];
    expect(paid).toMatchObject({ paystatus: PAY_STATUS.Paid, paidBy: org.staff.id, submittedBy: org.staff.id });
    // cancelled by a colleague: back to submitted, still by whoever submitted it
    const colleague = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ok(await t.call('boatInsurance', 'cancelPay', { ids: ids.slice(0, 2) }, colleague.token));
    expect((await rowsOf(a.s.id, year, 2)).map((r: Row) => r.paystatus)).toEqual([PAY_STATUS.Submitted, PAY_STATUS.Submitted, PAY_STATUS.Paid, PAY_STATUS.Paid, PAY_STATUS.Paid]);
    const back = (await t.call('boatInsuranceDetail', 'getById', { id: ids[0] }, as())).body.list[0];
    expect(back).toMatchObject({ paystatus: PAY_STATUS.Submitted, submittedBy: org.staff.id, paidBy: null, submittedAt: paid.submittedAt });

    const stranger = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.OwnCreated });
    expect((await t.call('boatInsurance', 'cancelPay', { ids }, stranger.token)).status).toBe(404);
    expect((await t.call('boatInsuranceDetail', 'getList', { year, month: 2 }, stranger.token)).body.total).toBe(0);
  });

  it('a sealed month: no row, no rerun and no parameters of its year change; only the administrator unseals', async () => {
    const { year, baseId } = await freshYear();
    const a = await insured(baseId, `${year}-07-01`);
    ok(await generate(year, 7));
    const ids = await idsOf(a.s.id, year, 7);
    expect((await t.call('boatInsuranceDetail', 'seal', { year, month: 8 }, as())).body.error).toBe('insurance.nothingToSeal');
    // its rows not paid yet: the sealer is asked first, in the reader's language, and nothing is sealed
    const asked = await t.call('boatInsuranceDetail', 'seal', { year, month: 7 }, as(), 'en');
    const open = (await db.query(`SELECT count(*)::int AS n FROM boat_insurance_detail WHERE year = $1 AND month = 7 AND paystatus = $2`, [year, PAY_STATUS.NotPaid]))[0].n;
    expect(open).toBeGreaterThanOrEqual(5);
    expect([asked.status, asked.body.error, asked.body.fields?.[0]?.message]).toEqual([
      428,
      'ConfirmRequired',
      `The payments of 7/${year} still hold ${open} not paid and 0 submitted but not confirmed: sealed, they can no longer be paid or confirmed. Continue?`,
    ]);
    expect((await db.query('SELECT DISTINCT sealed FROM boat_insurance_detail WHERE id = ANY($1)', [ids]))).toEqual([{ sealed: '0' }]);
    const sealed = await confirmThrough(() => t.call('boatInsuranceDetail', 'seal', { year, month: 7 }, as()));
    ok(sealed);
    expect(sealed.body.list[0].sealed).toBeGreaterThanOrEqual(5);
    expect((await db.query('SELECT DISTINCT sealed FROM boat_insurance_detail WHERE id = ANY($1)', [ids]))).toEqual([{ sealed: '1' }]);
    const moved = await t.call('boatInsurance', 'submitPay', { ids }, as(), 'en');
    expect(moved.status).toBe(409);
    expect(moved.body.msg).toBe(`The payments of 7/${year} are sealed: they cannot change`);
    expect((await t.call('boatInsurance', 'submitPay', { ids }, as(), 'zh')).body.msg).toBe(`${year} 年 7 月的缴费数据已封存，不能修改`);
    expect((await generate(year, 7)).body.error).toBe('insurance.monthSealed');
    expect((await t.call('BoatInsuranceBase', 'update', { id: baseId, baseFloor: 3100 }, as())).body.error).toBe('insurance.paramsSealed');
    const notAdmin = await t.call('boatInsuranceDetail', 'unseal', { year, month: 7 }, as());
    expect([notAdmin.status, notAdmin.body.error]).toEqual([403, 'insurance.unsealAdminOnly']);
    const admin = await t.call('boatInsuranceDetail', 'unseal', { year, month: 7 }, await t.adminToken());
    ok(admin);
    expect(admin.body.list[0].unsealed).toBe(sealed.body.list[0].sealed);
    ok(await t.call('boatInsurance', 'submitPay', { ids }, as()));
    // SPEC §7's export of the payments, a month of them, streamed as a sheet
    const sheet = await t.call('boatInsuranceDetail', 'boatInsuranceInfo', { year, month: 7 }, as());
    expect([sheet.status, String(sheet.headers['content-type'])]).toEqual([200, expect.stringContaining('spreadsheetml')]);
  });

  it('the personal share leaves the balance when paid and comes back when undone; the balance is the sum of its history', async () => {
    const { year, baseId } = await freshYear();
    // 300 paid ahead with the declaration: credited once it is approved
    const a = await insured(baseId, `${year}-03-01`, { prePay: 300 });
    const wages = await insured(baseId, `${year}-03-01`);
    await db.query(`UPDATE boat_user_info SET is_salary_deduct = '1' WHERE id = $1`, [wages.s.id]);
    const balance = async (id: number) => (await db.query('SELECT balance::text FROM boat_user_info WHERE id = $1', [id]))[0].balance;
    const history = async (id: number) => (await t.call('BoatBlanceAdjust', 'getList', { userId: id, pageSize: 100, sort: 'id' }, as())).body.list as Row[];
    const sumsUp = async (id: number) => {
      const rows = await history(id);
      expect(rows.reduce((n, r) => n + Number(r.amount), 0).toFixed(4)).toBe(await balance(id));
      // each row starts where the one before it ended
      rows.forEach((r, i) => i && expect(r.previousBalance).toBe(rows[i - 1].newBalance));
    };
    expect(await balance(a.s.id)).toBe('300.0000');
    ok(await generate(year, 3));
    const ids = [...(await idsOf(a.s.id, year, 3)), ...(await idsOf(wages.s.id, year, 3))];
    ok(await t.call('boatInsurance', 'submitPay', { ids }, as()));
    ok(await t.call('boatInsurance', 'comfirmPay', { ids }, as()));
    // 5000 × 10.5 % taken in three shares (pension 400, medical 100, unemployment 25): 300 − 525 goes below zero
    expect(await balance(a.s.id)).toBe('-225.0000');
    expect(await balance(wages.s.id)).toBe('0.0000');
    const pension = (await t.call('boatInsuranceDetail', 'getList', { userId: a.s.id, year, month: 3, insuranceType: '1' }, as())).body.list[0];
    expect(pension.balance).toBe('-100.0000');
    await sumsUp(a.s.id);
    ok(await t.call('boatInsurance', 'cancelPay', { ids: await idsOf(a.s.id, year, 3) }, as()));
    expect(await balance(a.s.id)).toBe('300.0000');
    await sumsUp(a.s.id);
    // a clerk's adjustment and a balance set to what was counted, each a row of the history
    ok(await t.call('BoatBlanceAdjust', 'insert', { userId: a.s.id, amount: -50.5, reason: '补缴差额' }, as()));
    ok(await t.call('BoatBlanceAdjust', 'updateByPre', { userId: a.s.id, newBalance: 1000, reason: '核对后调整' }, as()));
    expect(await balance(a.s.id)).toBe('1000.0000');
    const rows = await history(a.s.id);
    expect(rows.at(-1)).toMatchObject({ amount: '750.5000', previousBalance: '249.5000', newBalance: '1000.0000', adjustType: '4' });
    // only the remarks change afterwards; the amount stays what it was
    const edit = await t.call('BoatBlanceAdjust', 'update', { id: rows.at(-1)!.id, amount: 1, remarks: '财务已核' }, as());
    expect(edit.body.code).toBe('200');
    expect(edit.body.list[0]).toMatchObject({ amount: '750.5000', remarks: '财务已核' });
    await sumsUp(a.s.id);
  });

  it('the reports: the insured per month and kind, finance\'s totals paid and unpaid, and who on board has no cover', async () => {
    const { year, city, baseId } = await freshYear();
    const a = await insured(baseId, `${year}-01-01`);
    const b = await insured(baseId, `${year}-02-01`, { fundBase: 5000 });
    ok(await generate(year, 1));
    ok(await generate(year, 2));
    ok(await t.call('boatInsurance', 'submitPay', { ids: await idsOf(a.s.id, year, 2) }, as()));
    ok(await t.call('boatInsurance', 'comfirmPay', { ids: await idsOf(a.s.id, year, 2) }, as()));
    const range = { dateRange: [`${year}-01-01`, `${year}-12-31`], city };
    const insuredRows = (await t.call('boatReportZaiJiao', 'getList', { ...range, pageSize: 50 }, as())).body.list as Row[];
    const pension = insuredRows.filter((r) => r.insuranceType === '1').map((r) => [r.periodLabel, r.insured, r.companyAmount]);
    expect(pension).toEqual([[`${year}-01`, 1, '800.00'], [`${year}-02`, 2, '1600.00']]);
    expect(insuredRows.find((r) => r.insuranceType === '6')).toMatchObject({ periodLabel: `${year}-02`, insured: 1, personAmount: '600.00' });
    const settled = (await t.call('socialCecurity', 'getList', { ...range }, as())).body.list as Row[];
    // a month of a's: 1,360 the company's and 525 his; February: a's paid, b's (with the fund's 1,200) not yet
    expect(settled.map((r) => [r.periodLabel, r.paid, r.unpaid])).toEqual([[`${year}-01`, '0.00', '1885.00'], [`${year}-02`, '1885.00', '3085.00']]);

    // on board: b with his cover, a stopped-cover seafarer without
    const ship = await newShip(t, (await newShipowner(t)).id);
    for (const s of [b.s, a.s]) ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId: ship.id, duty: '12', reportDutyOne: '12', onboatDate: '2025-01-05', planLeaveboatDate: '2027-06-01' }, as()));
    await approved({ userId: a.s.id, declareType: DECLARE_TYPE.Stop, startDate: `${year}-03-01` });
    const onBoard = (await t.call('boatInShipListReport', 'getList', { shipId: ship.id, pageSize: 500 }, as())).body.list as Row[];
    expect(onBoard.find((r) => r.userId === b.s.id)).toMatchObject({ insured: '1', coverFrom: `${year}-02-01`, insuranceBase: '5000.0000' });
    expect(onBoard.find((r) => r.userId === a.s.id)).toMatchObject({ insured: '0', coverFrom: null });

    // the warnings: a on board without cover; b insured twice once a second cover of his overlaps
    const problems = async () => ((await t.call('insuranceGaps', 'getList', { shipId: ship.id, pageSize: 50 }, as())).body.list as Row[]).map((r) => [r.userId, r.problem]);
    expect(await problems()).toEqual([[a.s.id, COVER_PROBLEM.Gap]]);
    await db.query(
      `INSERT INTO boat_insurance_cover (user_id, apply_id, base_id, start_date, end_date, state, insurance_base, assume_type, person_assume, company_assume)
       SELECT user_id, apply_id, base_id, start_date + 10, start_date + 40, $2, insurance_base, assume_type, 0, 0 FROM boat_insurance_cover WHERE user_id = $1`,
      [b.s.id, COVER_STATE.Stopped],
    );
    expect((await problems()).sort()).toEqual([[a.s.id, COVER_PROBLEM.Gap], [b.s.id, COVER_PROBLEM.Double]].sort());

    // the daily reminder tells the clerk, in-app (its message is a key, read in the reader's language)
    const [job] = await db.query(`SELECT id FROM schedule_job WHERE bean_name = 'insuranceTask' AND method_name = 'remind'`);
    const run = await t.call('ScheduleJob', 'run', { id: job.id }, await t.adminToken());
    expect(run.body.list[0]).toMatchObject({ result: 'success' });
    const [told] = await db.query(`SELECT msg_key FROM sys_message WHERE user_id = $1 AND msg_key = 'insurance.due'`, [org.staff.id]);
    expect(told).toBeDefined();
  });
});
