import type { EntityManager } from 'typeorm';
import { returning } from '../../../core/database/sql';
import { sqlText } from '../../../core/database/sql-literal';
import { ASSUME_TYPE, COVER_STATE, PAY_STATUS } from '../insurance.states';

// The insurance module's SQL about a month's payment rows (issue 20 §2). A month is worked on under a
// transaction-scoped advisory lock of its own, so the monthly task and a clerk's run, in any process,
// never generate one month at the same time.

const MONTH_LOCK = 'boat_insurance_detail';

export async function lockMonth(m: EntityManager, year: number, month: number): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [MONTH_LOCK, year * 100 + month]);
}

export async function monthSealed(m: EntityManager, year: number, month: number): Promise<boolean> {
  return (await m.query(`SELECT 1 FROM boat_insurance_detail WHERE year = $1 AND month = $2 AND sealed = '1' LIMIT 1`, [year, month])).length > 0;
}

// the month's unsealed rows still moving: not paid, and submitted but not confirmed
export async function openPayments(m: EntityManager, year: number, month: number): Promise<{ notPaid: number; submitted: number }> {
  const [r] = await m.query(
    `SELECT count(*) FILTER (WHERE paystatus = $3)::int AS "notPaid", count(*) FILTER (WHERE paystatus = $4)::int AS submitted
       FROM boat_insurance_detail WHERE year = $1 AND month = $2 AND sealed <> '1'`,
    [year, month, PAY_STATUS.NotPaid, PAY_STATUS.Submitted],
  );
  return r;
}

// a rerun of an unsealed month: its rows not yet submitted or paid are made again
export async function dropUnpaid(m: EntityManager, year: number, month: number): Promise<number> {
  const [r] = await m.query(
    `WITH d AS (DELETE FROM boat_insurance_detail WHERE year = $1 AND month = $2 AND paystatus = ${sqlText(PAY_STATUS.NotPaid)} AND sealed = '0' RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [year, month],
  );
  return r.n;
}

// The month's rows from the covers in force on its 15th (the office's rule, README): each kind of the
// five insurances on the contribution base, the housing fund on its own base where the cover has one.
// Each part is rounded to the cent as the office's statement shows it (contribution.rule.ts counts the
// same way for the declaration's monthly figures), and borne as the cover says. The social-security
// card's fee comes with the pension row of the cover's first month. A row already submitted or paid
// stays as it is (ON CONFLICT: one row per seafarer, month and kind). Answers the count, not the rows
// (300,000 ids brought back cost the server 30–60 MB for nothing).
export async function generateMonth(m: EntityManager, year: number, month: number, by: number | null): Promise<number> {
  const [r] = await m.query(
    `WITH mo AS (SELECT make_date($1, $2, 15) AS mid),
     ins AS (
     INSERT INTO boat_insurance_detail (user_id, year, month, insurance_type, base_id, cover_id, insurance_base, company_amount, person_amount, pay_amount, card_fee, created_by, updated_by)
     SELECT c.user_id, $1, $2, k.type, c.base_id, c.id, k.base, s.company, s.person, s.company + s.person + f.card, f.card, $3, $3
       FROM boat_insurance_cover c
       CROSS JOIN mo
       JOIN boat_insurance_base p ON p.id = c.base_id
      CROSS JOIN LATERAL (VALUES ('1', c.insurance_base, p.pension_company, p.pension_person),
                                 ('2', c.insurance_base, p.medical_company, p.medical_person),
                                 ('3', c.insurance_base, p.unemployment_company, p.unemployment_person),
                                 ('4', c.insurance_base, p.injury_company, p.injury_person),
                                 ('5', c.insurance_base, p.maternity_company, p.maternity_person),
                                 ('6', c.fund_base, p.fund_company, p.fund_person)) AS k(type, base, co_rate, pe_rate)
      CROSS JOIN LATERAL (SELECT round(round(k.base, 2) * k.co_rate / 100, 2) AS co, round(round(k.base, 2) * k.pe_rate / 100, 2) AS pe) r
      CROSS JOIN LATERAL (SELECT CASE c.assume_type WHEN ${sqlText(ASSUME_TYPE.Personal)} THEN 0 WHEN ${sqlText(ASSUME_TYPE.Company)} THEN r.co + r.pe ELSE r.co END AS company,
                                 CASE c.assume_type WHEN ${sqlText(ASSUME_TYPE.Personal)} THEN r.co + r.pe WHEN ${sqlText(ASSUME_TYPE.Company)} THEN 0 ELSE r.pe END AS person) s
      CROSS JOIN LATERAL (SELECT CASE WHEN k.type = '1' AND c.is_social_card = '1'
                                       AND NOT EXISTS (SELECT 1 FROM boat_insurance_detail d WHERE d.cover_id = c.id AND (d.year, d.month) < ($1, $2))
                                      THEN p.card_fee ELSE 0 END AS card) f
      WHERE c.state <> ${sqlText(COVER_STATE.Cancelled)} AND k.base IS NOT NULL
        AND c.start_date <= mo.mid AND (c.end_date IS NULL OR c.end_date >= mo.mid)
      -- ids in this order, so the list (latest id first) shows a seafarer's month pension first, the
      -- housing fund last, as the office's statement does
      ORDER BY c.user_id, k.type DESC
     ON CONFLICT (user_id, year, month, insurance_type) DO NOTHING
     RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [year, month, by],
  );
  return r.n;
}

export interface PaymentRow {
  id: number;
  paystatus: string;
  sealed: string;
  year: number;
  month: number;
}

// the rows named, locked in id order (two clerks' batches never wait on each other in a cycle)
export function lockPayments(m: EntityManager, ids: number[]): Promise<PaymentRow[]> {
  return m.query('SELECT id, paystatus, sealed, year, month FROM boat_insurance_detail WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
}

// Moving forward stamps who did it and when; moving back clears the later stamps and keeps the earlier
// (a confirmation cancelled leaves the row submitted by whoever submitted it, not by the canceller).
export async function setPayStatus(m: EntityManager, ids: number[], to: string, by: number | null): Promise<void> {
  const who = to === PAY_STATUS.Paid ? 'paid' : 'submitted';
  const clear = to === PAY_STATUS.NotPaid ? ', submitted_by = NULL, submitted_at = NULL, paid_by = NULL, paid_at = NULL' : to === PAY_STATUS.Submitted ? ', paid_by = NULL, paid_at = NULL' : '';
  const stamp = to === PAY_STATUS.NotPaid ? '' : `, ${who}_by = COALESCE(${who}_by, $3), ${who}_at = COALESCE(${who}_at, now())`;
  await m.query(`UPDATE boat_insurance_detail SET paystatus = $2${stamp}${clear}, updated_by = $3, updated_at = now(), version = version + 1 WHERE id = ANY($1::int[])`, [ids, to, by]);
}

export async function setSealed(m: EntityManager, year: number, month: number, sealed: boolean, by: number | null): Promise<number> {
  const rows = await returning(
    m,
    `UPDATE boat_insurance_detail SET sealed = $3, updated_by = $4, updated_at = now(), version = version + 1 WHERE year = $1 AND month = $2 AND sealed <> $3 RETURNING id`,
    [year, month, sealed ? '1' : '0', by],
  );
  return rows.length;
}

export async function monthRowCount(m: EntityManager, year: number, month: number): Promise<number> {
  const [r] = await m.query('SELECT count(*)::int AS n FROM boat_insurance_detail WHERE year = $1 AND month = $2', [year, month]);
  return r.n;
}

// a parameters' year is locked once a month paid on them is sealed
export async function paramsSealed(m: EntityManager, baseId: number): Promise<boolean> {
  return (await m.query(`SELECT 1 FROM boat_insurance_detail WHERE base_id = $1 AND sealed = '1' LIMIT 1`, [baseId])).length > 0;
}
