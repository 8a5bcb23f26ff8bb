import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import { localTimeZone } from '../../../core/config/local-date';
import { sqlText } from '../../../core/database/sql-literal';
import { addToBalance, CrewSql, salaryDeducted } from '../../crew/crew.api';
import { BALANCE_ADJUST_TYPE, PAY_STATUS } from '../insurance.states';
import { generateMonth } from '../payments/payment.repository';

export interface Month {
  year: number;
  month: number;
}

export interface Payers {
  clerk: number; // generates and submits the months, adjusts balances
  manager: number; // confirms them paid and seals them
}

export interface PaymentsMade {
  rows: number;
  paid: number; // months paid and sealed
  changes: number; // balance history rows
}

// A clerk's adjustments of a few balances, after the months paid: [reason, amount, days ago]
const ADJUSTMENTS: Array<[string, number, number]> = [
  ['船员现金补缴社保个人部分', 1500, 21],
  ['工资代扣社保个人部分转入', 2000, 14],
  ['9月个人部分多扣，退回', 186.4, 9],
  ['社保卡补办工本费', -20, 6],
  ['年度对账差额调整', -35.6, 2],
];

// the six months up to this one, oldest first
export function lastMonths(today: string, n = 6): Month[] {
  return Array.from({ length: n }, (_, i) => dayjs(today).subtract(n - 1 - i, 'month')).map((d) => ({ year: d.year(), month: d.month() + 1 }));
}

// Six months of payments as the monthly task makes them from the covers (generateMonth, oldest first):
// the four oldest submitted on their 10th, confirmed paid on their 20th and sealed, the month before last
// submitted, this month not yet paid. Then the balance history of the covers' seafarers in the order it
// happened: what each paid ahead when his declaration was approved (applyIds), the personal share of each
// month confirmed (as BalanceService.sharesTaken takes it: the row keeps the balance it left; shares taken
// from wages leave the balance alone), and a clerk's adjustments. The history, the rows' states and their
// balances are one statement for tens of thousands of rows; each seafarer's balance then moves by his
// history's sum through the crew module, so the balance is the sum of its history.
export async function seedPayments(m: EntityManager, months: Month[], applyIds: number[], seafarers: number[], adjusted: number[], today: string, who: Payers): Promise<PaymentsMade> {
  let rows = 0;
  for (const mo of months) rows += await generateMonth(m, mo.year, mo.month, who.clerk);
  const moves = months.slice(0, -1).map((mo, i, all) => ({ ...mo, paid: i < all.length - 1 }));
  const manual = ADJUSTMENTS.slice(0, adjusted.length).map(([reason, amount, ago], i) => ({ userId: adjusted[i], reason, amount, at: `${dayjs(today).subtract(ago, 'day').format('YYYY-MM-DD')} 14:00` }));
  const fromWages = [...(await salaryDeducted(m, seafarers))];
  const totals: Array<{ user_id: number; total: string; n: number }> = await m.query(
    `WITH mo AS (
       SELECT x.year, x.month, x.paid, make_timestamptz(x.year, x.month, 10, 10, 0, 0, $7) AS submitted_at,
              CASE WHEN x.paid THEN make_timestamptz(x.year, x.month, 20, 15, 0, 0, $7) END AS paid_at, make_timestamptz(x.year, x.month, 1, 2, 0, 0, $7) AS made_at
         FROM jsonb_to_recordset($1::jsonb) AS x(year int, month int, paid boolean)
     ), ev AS (
       SELECT a.user_id, a.start_time AS at, 1 AS ord, ${sqlText(BALANCE_ADJUST_TYPE.PrePay)} AS adjust_type, a.pre_pay AS amount, a.code AS reason,
              NULL::int AS detail_id, a.id AS apply_id, a.starter_id AS by
         FROM boat_insurance_apply a WHERE a.id = ANY($2::int[]) AND a.pre_pay > 0
       UNION ALL
       SELECT d.user_id, mo.paid_at, 2, ${sqlText(BALANCE_ADJUST_TYPE.InsuranceShare)}, -d.person_amount, d.year || '-' || lpad(d.month::text, 2, '0'), d.id, NULL, $6::int
         FROM boat_insurance_detail d JOIN mo ON mo.year = d.year AND mo.month = d.month AND mo.paid
        WHERE d.person_amount <> 0 AND NOT d.user_id = ANY($3::int[])
       UNION ALL
       SELECT x."userId", x.at AT TIME ZONE $7, 3, ${sqlText(BALANCE_ADJUST_TYPE.Manual)}, x.amount, x.reason, NULL, NULL, $5::int
         FROM jsonb_to_recordset($4::jsonb) AS x("userId" int, reason text, amount numeric, at timestamp)
     ), run AS (
       SELECT ev.*, b.balance + sum(ev.amount) OVER (PARTITION BY ev.user_id ORDER BY ev.at, ev.ord, ev.detail_id ROWS UNBOUNDED PRECEDING) AS next
         FROM ev JOIN ${CrewSql.balances} b ON b.id = ev.user_id
     ), ins AS (
       INSERT INTO boat_balance_adjust (user_id, adjust_type, amount, previous_balance, new_balance, reason, detail_id, apply_id, created_by, updated_by, created_at, updated_at)
       SELECT user_id, adjust_type, amount, next - amount, next, reason, detail_id, apply_id, by, by, at, at FROM run ORDER BY at, user_id, ord, detail_id
       RETURNING user_id, amount, detail_id, new_balance
     ), moved AS (
       UPDATE boat_insurance_detail d
          SET paystatus = CASE WHEN x.paid THEN ${sqlText(PAY_STATUS.Paid)} ELSE ${sqlText(PAY_STATUS.Submitted)} END,
              sealed = CASE WHEN x.paid THEN '1' ELSE '0' END,
              submitted_by = $5, submitted_at = x.submitted_at, paid_by = CASE WHEN x.paid THEN $6::int END, paid_at = x.paid_at, balance = x.new_balance,
              created_at = x.made_at, updated_by = CASE WHEN x.paid THEN $6::int ELSE $5::int END, updated_at = COALESCE(x.paid_at, x.submitted_at)
         FROM (SELECT r.id, mo.*, i.new_balance FROM boat_insurance_detail r JOIN mo ON mo.year = r.year AND mo.month = r.month LEFT JOIN ins i ON i.detail_id = r.id) x
        WHERE d.id = x.id
        RETURNING d.id
     )
     SELECT user_id, sum(amount)::text AS total, count(*)::int AS n FROM ins GROUP BY user_id ORDER BY user_id`,
    [JSON.stringify(moves), applyIds, fromWages, JSON.stringify(manual), who.clerk, who.manager, localTimeZone()],
  );
  for (const t of totals) await addToBalance(m, t.user_id, t.total);
  return { rows, paid: moves.filter((x) => x.paid).length, changes: totals.reduce((n, t) => n + t.n, 0) };
}
