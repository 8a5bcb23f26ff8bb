import type { EntityManager } from 'typeorm';
import { sqlText } from '../../../core/database/sql-literal';
import { BOARD_STATE } from '../crew.states';
import type { BoatWork } from '../entities/boat-work.entity';

// Crew's SQL about the sea-service history (boat_work) and the seafarer's state it decides, for the stint
// rules (work.hooks.ts) and what crew.api.ts offers dispatch (issue 20 §2: a module's SQL lives in its
// repository files).

// A stint of the seafarer, other than this one, whose days meet [from, to) (to null: still open); the
// open one first, so the caller tells "already on board" from an overlap
export async function overlappingStint(m: EntityManager, userId: number | undefined, exceptId: number, from: string | undefined, to: string | null): Promise<Pick<BoatWork, 'state'> | undefined> {
  const [hit] = await m.query(
    `SELECT state FROM boat_work WHERE user_id = $1 AND id <> $2
        AND daterange(onboat_date, COALESCE(leaveboat_date, promote_date, changeboat_date), '[)') && daterange($3::date, $4::date, '[)')
      ORDER BY state LIMIT 1`,
    [userId, exceptId, from, to],
  );
  return hit;
}

// whether the seafarer has an open stint other than this one
export async function hasOtherOpenStint(m: EntityManager, userId: number | undefined, exceptId: number): Promise<boolean> {
  const [open] = await m.query(`SELECT 1 FROM boat_work WHERE user_id = $1 AND state = ${sqlText(BOARD_STATE.OnBoard)} AND id <> $2`, [userId, exceptId]);
  return !!open;
}

// A seafarer's current ship, shipowner, rank and on-board state, read again from the work history in
// the same transaction as every change to it, so the record and the history never disagree.
// On board: the open stint says. Ashore: no ship; the rank is the one the last stint ended in.
export async function syncCrewState(m: EntityManager, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  await m.query(
    `UPDATE boat_user_info u SET
        board_state = CASE WHEN o.id IS NULL THEN ${sqlText(BOARD_STATE.Ashore)} ELSE ${sqlText(BOARD_STATE.OnBoard)} END,
        ship_id = o.ship_id,
        shipowner_id = COALESCE(o.shipowner_id, u.shipowner_id),
        duty = COALESCE(o.duty, l.final_duty, u.duty)
       FROM unnest($1::int[]) AS x(id)
       LEFT JOIN LATERAL (SELECT id, ship_id, shipowner_id, duty FROM boat_work WHERE user_id = x.id AND state = ${sqlText(BOARD_STATE.OnBoard)} LIMIT 1) o ON true
       LEFT JOIN LATERAL (
         SELECT COALESCE(new_duty, duty) AS final_duty FROM boat_work WHERE user_id = x.id AND state = ${sqlText(BOARD_STATE.Ashore)}
          ORDER BY COALESCE(leaveboat_date, promote_date, changeboat_date, onboat_date) DESC, id DESC LIMIT 1
       ) l ON true
      WHERE u.id = x.id`,
    [ids],
  );
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
