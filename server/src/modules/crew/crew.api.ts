import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../core/database/sql-literal';
import { BOARD_STATE, CREDENTIAL_STATUS } from './crew.states';

// What other modules may ask of the crew module's tables (issue 20 §2: a table is read or written only by
// its owning module, which the layering test holds every file to). Writes go through crew's operations
// (WorkOperations: sign on, sign off, promote, change ship) and the functions here; reads that need crew's
// facts row by row in one statement join the relations of CrewSql.

// Database objects crew owns beside its entities' tables (the seafarers' crew numbers).
export const CREW_SQL = { views: [], sequences: ['boat_user_code_seq'] } as const;

// Relations other modules may join (the relief search, the 500-order compliance check, a plan's counts
// and manning table): each a plain sub-select of one crew table with the columns crew promises. The
// planner pulls a plain sub-select up into the query (as it inlines a view), so a query reads crew's
// indexes as before, in one statement; a lock on one (FOR UPDATE OF its alias) locks the table's rows.
export const CrewSql = {
  // seafarers: id, name, internal_code, duty, board_state ('1' on board, '2' ashore), cred_warn, dimissiontime
  seafarers: '(SELECT id, name, internal_code, duty, board_state, cred_warn, dimissiontime FROM boat_user_info)',
  // sea service, a row per stint: id, user_id, ship_id, shipowner_id, duty, state ('1' the open stint),
  // onboat_date, plan_leaveboat_date, ended_on (the day it ended however it ended; null while on board)
  stints: `(SELECT id, user_id, ship_id, shipowner_id, duty, state, onboat_date, plan_leaveboat_date,
                   COALESCE(leaveboat_date, promote_date, changeboat_date) AS ended_on FROM boat_work)`,
  // certificate kinds: id, parent_id (null for a group), name, en_name, sort
  certificateKinds: '(SELECT id, parent_id, name, en_name, sort FROM sys_credential)',
  // evaluations of a seafarer: id, user_id, grade, evaluate_date
  evaluations: '(SELECT id, user_id, grade, evaluate_date FROM boat_evaluate)',
} as const;

// The certificate of a kind that counts for a seafarer (SQL over two expressions of the caller's query,
// for a LATERAL join): the one held (registered or renewed, not invalid or handed back) valid longest, an
// open-ended one first; columns id, valid_date. Dispatch's compliance check and relief search judge it
// against their dates (valid through the planned sign-off, expiring, expired or missing).
export function heldCertificateSql(userId: string, kindId: string): string {
  return `(SELECT c.id, c.valid_date FROM boat_user_credential c
            WHERE c.user_id = ${userId} AND c.credential_id = ${kindId} AND c.credential_status IN ${sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed)}
            ORDER BY c.valid_date DESC NULLS FIRST LIMIT 1)`;
}

export interface OpenStint {
  id: number;
  shipId: number | null;
  duty: string;
}

// the open stint (on board now) of each of these seafarers who has one
export async function stintsOf(m: EntityManager, userIds: number[]): Promise<Map<number, OpenStint>> {
  const rows: Array<{ id: number; user_id: number; ship_id: number | null; duty: string }> = await m.query(
    `SELECT id, user_id, ship_id, duty FROM boat_work WHERE user_id = ANY($1::int[]) AND state = ${sqlText(BOARD_STATE.OnBoard)}`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, { id: r.id, shipId: r.ship_id, duty: r.duty }]));
}

// What a dispatch order writes on the stint it began (or, for a sign-off, ended) after crew's sea-service
// operation wrote it: the order, the planned sign-off when the stint has none, and the kind of plan the
// order came from (planned, scattered, full-crew) when the stint has none.
export async function stampDispatch(m: EntityManager, workId: number, order: { id: number; planLeaveDate: string | null; dispatchType: string | null }): Promise<void> {
  await m.query(
    `UPDATE boat_work w SET dispatch_id = $2, plan_leaveboat_date = COALESCE(w.plan_leaveboat_date, $3), dispatch_type = COALESCE(w.dispatch_type, $4)
      WHERE w.id = $1`,
    [workId, order.id, order.planLeaveDate, order.dispatchType],
  );
}

// the codes of certificate renewals (a dispatch order's linked applications), by id
export async function credentialDealCodes(m: EntityManager, ids: number[]): Promise<Array<{ id: number; code: string | null }>> {
  return m.query('SELECT id, code FROM boat_credential_deal WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
}
