import { DataSource, EntityManager } from 'typeorm';
import { CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newSeafarer } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { claimsOfBookings, registerClaimableBooking } from '../../server/src/modules/expenses/expenses.api';
import { CLAIM_STATE as S, FEE_GROUP } from '../../server/src/modules/expenses/expenses.states';

type Row = Record<string, any>;

// A claim line naming the booking it pays for (issue 23 §6): the kind registered by the module that keeps
// the bookings (here the test, over a small table of its own read with real SQL); a booking unknown, of
// another seafarer, paid by the company, or claimed on another claim still standing is refused (409,
// naming it), at the line's write and again at submit and approval; a rejected claim frees it.
describe('claimable bookings', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  const table = uniq('test_stay_').toLowerCase();
  const KIND = 'testStay';
  const PERMS = ['boatExpenseAccount', 'boatExpenseAccount:add', 'boatExpenseAccount:edit', 'boatExpenseAccount:delete', 'boatExpenseAccount:submit'];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    await db.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, seafarer_id integer NOT NULL, company_paid boolean NOT NULL DEFAULT false, claim_id integer)`);
    registerClaimableBooking({
      kind: KIND,
      label: { zh: '测试住宿', en: 'Test stay' },
      describe: (m: EntityManager, ids: number[]) =>
        m.query(`SELECT id, seafarer_id AS "seafarerId", company_paid AS "companyPaid", claim_id AS "claimedBy" FROM ${table} WHERE id = ANY($1)`, [ids]),
    });
  });
  afterAll(async () => {
    await db?.query(`DROP TABLE IF EXISTS ${table}`);
    await t?.close();
  });

  const booking = async (seafarerId: number, companyPaid = false) =>
    (await db.query(`INSERT INTO ${table} (seafarer_id, company_paid) VALUES ($1, $2) RETURNING id`, [seafarerId, companyPaid]))[0].id as number;
  const claim = async (userId: number) => {
    const r = await t.call('boatExpenseAccount', 'insert', { userId, reason: '住宿报销' }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const lineFor = (accountId: number, bookingId: number | null, extra: Row = {}) =>
    t.call('boatExpenseAccountDetail', 'insert', { accountId, feeGroup: FEE_GROUP.Expense, feeType: '3', feeDate: day(-2), amount: 380, bookingKind: bookingId ? KIND : null, bookingId, ...extra }, as());
  const refusal = async (r: Promise<{ status: number; body: Row }>, error: string) => {
    const { status, body } = await r;
    expect([status, body.error]).toEqual([409, error]);
    return body.msg as string;
  };

  it('a booking is claimed by its own seafarer, once, and never when the company paid it', async () => {
    const s = await newSeafarer(t);
    const other = await newSeafarer(t);
    const [mine, theirs, paid] = [await booking(s.id), await booking(other.id), await booking(s.id, true)];
    const a = await claim(s.id);
    expect(await refusal(lineFor(a.id, 2147483000), 'expenses.bookingUnknown')).toBe('Test stay #2147483000 does not exist');
    expect(await refusal(lineFor(a.id, theirs), 'expenses.bookingOtherSeafarer')).toBe(`Test stay #${theirs} is not this seafarer's booking`);
    expect(await refusal(lineFor(a.id, paid), 'expenses.bookingCompanyPaid')).toBe(`Test stay #${paid} was paid by the company: it cannot be claimed`);
    const zh = await t.call('boatExpenseAccountDetail', 'insert', { accountId: a.id, feeGroup: FEE_GROUP.Expense, feeType: '3', feeDate: day(-2), amount: 1, bookingKind: KIND, bookingId: paid }, as(), 'zh');
    expect(zh.body.msg).toBe(`测试住宿 #${paid} 已由公司支付，不能再报销`);

    const first = await lineFor(a.id, mine);
    ok(first);
    // the line itself keeps its booking as it changes
    ok(await t.call('boatExpenseAccountDetail', 'update', { id: first.body.list[0].id, amount: 400 }, as()));
    await refusal(lineFor(a.id, mine), 'expenses.bookingTwice');
    const b = await claim(s.id);
    expect(await refusal(lineFor(b.id, mine), 'expenses.bookingClaimed')).toBe(`Test stay #${mine} is claimed already, on claim ${a.code}`);
    // a line naming nothing is never refused for it
    ok(await lineFor(b.id, null));
    expect(await claimsOfBookings(db.manager, KIND, [mine, theirs])).toEqual([{ bookingId: mine, claimId: a.id, claimCode: a.code, claimState: S.Draft }]);

    // another seafarer's claim keeps none of his bookings
    const moved = await t.call('boatExpenseAccount', 'update', { id: a.id, userId: other.id }, as());
    expect([moved.status, moved.body.error]).toEqual([409, 'expenses.bookingOtherSeafarer']);

    // rejected, the claim frees the booking for another
    const sub = await t.call('boatExpenseAccount', 'submit', { id: a.id }, as());
    ok(sub);
    await refusal(lineFor(b.id, mine), 'expenses.bookingClaimed');
    await driveToEnd(t, org, sub.body.list[0].instanceId, 'reject');
    ok(await lineFor(b.id, mine));
    expect((await claimsOfBookings(db.manager, KIND, [mine])).map((c) => c.claimId)).toEqual([b.id]);
  });

  it('checked again at submit and approval: a booking the company paid meanwhile, or one its module records as claimed elsewhere', async () => {
    const s = await newSeafarer(t);
    const [x, y] = [await booking(s.id), await booking(s.id)];
    const c = await claim(s.id);
    ok(await lineFor(c.id, x));
    await db.query(`UPDATE ${table} SET company_paid = true WHERE id = $1`, [x]);
    await refusal(t.call('boatExpenseAccount', 'submit', { id: c.id }, as()), 'expenses.bookingCompanyPaid');
    expect((await t.call('boatExpenseAccount', 'getById', { id: c.id }, as())).body.list[0]).toMatchObject({ claimState: S.Draft, status: '1' });
    await db.query(`UPDATE ${table} SET company_paid = false WHERE id = $1`, [x]);
    const sub = await t.call('boatExpenseAccount', 'submit', { id: c.id }, as());
    ok(sub);
    // paid by the company while the claim was in review: the approval is refused, the claim still waits
    await db.query(`UPDATE ${table} SET company_paid = true WHERE id = $1`, [x]);
    await expect(driveToEnd(t, org, sub.body.list[0].instanceId, 'approve')).rejects.toThrow(/paid by the company/);
    expect((await t.call('boatExpenseAccount', 'getById', { id: c.id }, as())).body.list[0]).toMatchObject({ claimState: S.InReview, status: '2' });

    // the bookings module's own record of a claim counts (a claim still standing), a rejected one does not
    const d = await claim(s.id);
    await db.query(`UPDATE ${table} SET claim_id = $2 WHERE id = $1`, [y, c.id]);
    expect(await refusal(lineFor(d.id, y), 'expenses.bookingClaimed')).toBe(`Test stay #${y} is claimed already, on claim ${c.code}`);
    await driveToEnd(t, org, sub.body.list[0].instanceId, 'reject');
    ok(await lineFor(d.id, y));
  });

  it('two claims naming one booking at once: one gets it', async () => {
    const s = await newSeafarer(t);
    const z = await booking(s.id);
    const [a, b] = [await claim(s.id), await claim(s.id)];
    const both = await Promise.all([lineFor(a.id, z), lineFor(b.id, z)]);
    expect(both.map((r) => r.body.error ?? 'ok').sort()).toEqual(['expenses.bookingClaimed', 'ok']);
    expect(await claimsOfBookings(db.manager, KIND, [z])).toHaveLength(1);
  });
});
