import type { EntityManager } from 'typeorm';
import { sqlText } from '../../../core/database/sql-literal';
import { BOARD_STATE } from '../crew.states';

// A seafarer's current ship, shipowner, rank and on-board state, read again from the work history in
// the same transaction as every change to it, so the record and the history never disagree.
// On board: the open stint says. Ashore: no ship; the rank is the one the last stint ended in.
export async function syncCrewState(manager: EntityManager, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  await manager.query(
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
