import type { EntityManager } from 'typeorm';
import { CrewSql } from '../../crew/crew.api';

// The insurance module's SQL about balance history (issue 20 §2).

export interface NewAdjustment {
  userId: number;
  adjustType: string;
  amount: string;
  previousBalance: string;
  newBalance: string;
  reason: string;
  detailId?: number | null;
  applyId?: number | null;
  by: number | null;
}

export async function insertAdjustment(m: EntityManager, a: NewAdjustment): Promise<void> {
  await m.query(
    `INSERT INTO boat_balance_adjust (user_id, adjust_type, amount, previous_balance, new_balance, reason, detail_id, apply_id, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [a.userId, a.adjustType, a.amount, a.previousBalance, a.newBalance, a.reason, a.detailId ?? null, a.applyId ?? null, a.by],
  );
}

// the personal share of these payment rows, with their seafarer and month; each seafarer's taken in the
// order of the office's statement (by month, then the kinds in their order)
export function personalShares(m: EntityManager, ids: number[]): Promise<Array<{ id: number; user_id: number; year: number; month: number; person_amount: string }>> {
  return m.query(`SELECT id, user_id, year, month, person_amount::text FROM boat_insurance_detail WHERE id = ANY($1::int[]) AND person_amount <> 0 ORDER BY user_id, year, month, insurance_type`, [ids]);
}

export async function setRowBalance(m: EntityManager, id: number, balance: string | null): Promise<void> {
  await m.query('UPDATE boat_insurance_detail SET balance = $2 WHERE id = $1', [id, balance]);
}

// the seafarer's balance now (crew keeps the column; the crew module's relation is read, locked by the
// adjustment that follows)
export async function balanceOf(m: EntityManager, userId: number): Promise<string | undefined> {
  const [row] = await m.query(`SELECT balance::text FROM ${CrewSql.balances} b WHERE b.id = $1`, [userId]);
  return row?.balance;
}
