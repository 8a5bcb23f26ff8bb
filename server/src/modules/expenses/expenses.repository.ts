import type { EntityManager } from 'typeorm';
import { returning } from '../../core/database/sql';
import { sqlIn, sqlText } from '../../core/database/sql-literal';
import { CrewSql } from '../crew/crew.api';
import { BOARD_STATE } from '../crew/crew.states';
import { YES_NO } from '../system/system.states';
import { CLAIM_STATE, FEE_GROUP } from './expenses.states';

// The expenses module's SQL (issue 20 §2). Lock order: a claim's lines (when some are written), then the
// claim; a workflow command takes the flow instance before the claim, and reads the lines unlocked. A
// booking a line names is locked (an advisory lock of its kind and id) after the claim, so two claims
// naming one booking at once are checked one after the other.

export interface ClaimRow {
  id: number;
  code: string | null;
  user_id: number;
  claim_state: string;
  status: string;
  instance_id: string | null;
  created_by: number | null;
}

const CLAIM_COLUMNS = 'id, code, user_id, claim_state, status, instance_id, created_by';

export async function lockClaim(m: EntityManager, id: number): Promise<ClaimRow | undefined> {
  const [row] = await m.query(`SELECT ${CLAIM_COLUMNS} FROM boat_expense_account WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function claimById(m: EntityManager, id: number): Promise<ClaimRow | undefined> {
  const [row] = await m.query(`SELECT ${CLAIM_COLUMNS} FROM boat_expense_account WHERE id = $1`, [id]);
  return row;
}

// the lines of these ids, locked in id order, with their claims
export async function lockLines(m: EntityManager, ids: number[]): Promise<Array<{ id: number; account_id: number }>> {
  return m.query('SELECT id, account_id FROM boat_expense_account_detail WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
}

// the claims lines of these ids belong to (read, not locked: the line is locked first by its write)
export async function claimsOfLines(m: EntityManager, ids: number[]): Promise<number[]> {
  const rows: Array<{ account_id: number }> = await m.query('SELECT DISTINCT account_id FROM boat_expense_account_detail WHERE id = ANY($1) ORDER BY account_id', [ids]);
  return rows.map((r) => r.account_id);
}

// an amount in yuan at a rate, to the fen, as the totals count it (numeric: no floating point)
export async function inYuan(m: EntityManager, amount: number | string, rate: number | string): Promise<string> {
  const [row] = await m.query('SELECT round($1::numeric * $2::numeric, 2)::numeric(19,4)::text AS v', [String(amount), String(rate)]);
  return row.v;
}

export interface ClaimTotals {
  expTotalFee: string;
  companyPaidFee: string;
  caTotalFee: string;
  totalFee: string;
  billNum: number;
  lines: number;
}

// The claim's totals worked out from its lines and written on it (the claim is locked by the caller):
// the seafarer's expenses, what the company paid, his advances, and what he is paid (expenses less
// advances), all in yuan, and the receipts.
export async function writeTotals(m: EntityManager, claimId: number): Promise<ClaimTotals> {
  const paid = `company_paid = ${sqlText(YES_NO.Yes)}`;
  const [row] = await returning<ClaimTotals>(
    m,
    `UPDATE boat_expense_account a
        SET exp_total_fee = s.exp, company_paid_fee = s.paid, ca_total_fee = s.ca, total_fee = s.exp - s.ca, bill_num = s.bills
       FROM (SELECT COALESCE(sum(cny_amount) FILTER (WHERE fee_group = ${sqlText(FEE_GROUP.Expense)} AND NOT ${paid}), 0) AS exp,
                    COALESCE(sum(cny_amount) FILTER (WHERE fee_group = ${sqlText(FEE_GROUP.Expense)} AND ${paid}), 0) AS paid,
                    COALESCE(sum(cny_amount) FILTER (WHERE fee_group = ${sqlText(FEE_GROUP.CashAdvance)}), 0) AS ca,
                    COALESCE(sum(bill_num), 0)::int AS bills, count(*)::int AS lines
               FROM boat_expense_account_detail WHERE account_id = $1) s
      WHERE a.id = $1
      RETURNING a.exp_total_fee::text AS "expTotalFee", a.company_paid_fee::text AS "companyPaidFee", a.ca_total_fee::text AS "caTotalFee",
                a.total_fee::text AS "totalFee", a.bill_num AS "billNum", s.lines`,
    [claimId],
  );
  return row;
}

export interface ClaimPatch {
  state?: string;
  approvedOn?: string | null;
}

export async function setClaim(m: EntityManager, id: number, patch: ClaimPatch): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (patch.state !== undefined) sets.push(`claim_state = $${params.push(patch.state)}`);
  if (patch.approvedOn !== undefined) sets.push(`approved_on = $${params.push(patch.approvedOn)}`);
  if (sets.length) await m.query(`UPDATE boat_expense_account SET ${sets.join(', ')} WHERE id = $1`, params);
}

// updatePrintFlg: printed, once more, by whom and when
export async function markPrinted(m: EntityManager, id: number, userId: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_expense_account SET print_flg = ${sqlText(YES_NO.Yes)}, print_count = print_count + 1, printed_by = $2, printed_at = now() WHERE id = $1`,
    [id, userId],
  );
}

// finance's check of lines (locked by the caller): checked by whom and when, or unchecked
export async function markChecked(m: EntityManager, ids: number[], checked: boolean, userId: number | null): Promise<void> {
  if (checked) {
    await m.query(`UPDATE boat_expense_account_detail SET checked = ${sqlText(YES_NO.Yes)}, checked_by = $2, checked_at = now() WHERE id = ANY($1)`, [ids, userId]);
  } else {
    await m.query(`UPDATE boat_expense_account_detail SET checked = ${sqlText(YES_NO.No)}, checked_by = NULL, checked_at = NULL WHERE id = ANY($1)`, [ids]);
  }
}

export interface LineBooking {
  id: number;
  booking_kind: string;
  booking_id: number;
}

// the lines of a claim that name a booking, in booking order (the order their locks are taken in)
export async function bookingLinesOf(m: EntityManager, claimId: number): Promise<LineBooking[]> {
  return m.query(
    `SELECT id, booking_kind, booking_id FROM boat_expense_account_detail
      WHERE account_id = $1 AND booking_kind IS NOT NULL AND booking_id IS NOT NULL ORDER BY booking_kind, booking_id, id`,
    [claimId],
  );
}

// one booking at a time, for the rest of the transaction, whichever claim names it
export async function lockBooking(m: EntityManager, kind: string, id: number): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [`expenses.booking.${kind}`, id]);
}

// the claims still standing (draft, in review, approved) whose lines name these bookings of a kind
export async function bookingClaims(m: EntityManager, kind: string, bookingIds: number[], exceptLineId: number | null = null) {
  const rows: Array<{ bookingId: number; claimId: number; claimCode: string | null; claimState: string; lineId: number }> = await m.query(
    `SELECT d.booking_id AS "bookingId", a.id AS "claimId", a.code AS "claimCode", a.claim_state AS "claimState", d.id AS "lineId"
       FROM boat_expense_account_detail d JOIN boat_expense_account a ON a.id = d.account_id
      WHERE d.booking_kind = $1 AND d.booking_id = ANY($2) AND d.id IS DISTINCT FROM $3
        AND a.claim_state IN ${sqlIn(CLAIM_STATE.Draft, CLAIM_STATE.InReview, CLAIM_STATE.Approved)}
      ORDER BY d.booking_id, a.id`,
    [kind, bookingIds, exceptLineId],
  );
  return rows;
}

// where the seafarer's costs belong: the ship of his open stint, else of his last one, and its owner
export async function lastShipOf(m: EntityManager, userId: number): Promise<{ shipId: number | null; shipownerId: number | null } | undefined> {
  const [row] = await m.query(
    `SELECT s.ship_id AS "shipId", s.shipowner_id AS "shipownerId" FROM ${CrewSql.stints} s
      WHERE s.user_id = $1 ORDER BY s.state = ${sqlText(BOARD_STATE.OnBoard)} DESC, s.onboat_date DESC, s.id DESC LIMIT 1`,
    [userId],
  );
  return row;
}

// a claim's lines in their order, for its approvers and its printed form
export async function linesOfClaim(m: EntityManager, claimId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query(
    `SELECT id FROM boat_expense_account_detail WHERE account_id = $1
      ORDER BY fee_group = ${sqlText(FEE_GROUP.CashAdvance)}, fee_date, id`,
    [claimId],
  );
  return rows.map((r) => r.id);
}

// the lines go with their claim
export async function deleteLinesOf(m: EntityManager, claimIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_expense_account_detail WHERE account_id = ANY($1)', [claimIds]);
}
