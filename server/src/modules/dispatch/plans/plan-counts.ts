import type { EntityManager } from 'typeorm';
import { CrewSql } from '../../crew/crew.api';
import { OPEN_STATUSES } from '../orders/order-rules';
import { PlanStatus } from './plan-kinds';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../dispatch.states';
import { BOARD_STATE } from '../../crew/crew.states';

// master and chief engineer (duty dictionary): the ranks whose orders the second approver looks at
export const SENIOR_RANKS = ['1', '5'];

// A plan's counts, read again from its live orders (not cancelled or closed) in the same transaction as
// every change to them: the lists show them and the flow's threshold reads them (orderCount, seniorCount).
// On board: the crew now on the plan's ship, or on every ship of its shipowner when it names none.
export async function recountPlans(m: EntityManager, planIds: number[]): Promise<void> {
  const ids = [...new Set(planIds)].filter((x) => x != null);
  if (!ids.length) return;
  await m.query(
    `UPDATE boat_dispatch_plan p SET
        order_count = c.n, boarding_count = c.b, sign_off_count = c.s, promotion_count = c.pr, ship_change_count = c.sc,
        senior_count = c.senior, non_compliant_count = c.nc, override_count = c.ov,
        on_board_count = (SELECT count(*) FROM ${CrewSql.stints} w WHERE w.state = ${sqlText(BOARD_STATE.OnBoard)}
                             AND (w.ship_id = p.ship_id OR (p.ship_id IS NULL AND w.shipowner_id = p.shipowner_id)))
       FROM unnest($1::int[]) AS x(id),
       LATERAL (
         SELECT count(*) AS n,
                count(*) FILTER (WHERE d.operation = ${sqlText(DISPATCH_OPERATION.SignOn)}) AS b,
                count(*) FILTER (WHERE d.operation = ${sqlText(DISPATCH_OPERATION.SignOff)}) AS s,
                count(*) FILTER (WHERE d.operation = ${sqlText(DISPATCH_OPERATION.Promotion)}) AS pr,
                count(*) FILTER (WHERE d.operation = ${sqlText(DISPATCH_OPERATION.ShipChange)}) AS sc,
                count(*) FILTER (WHERE d.duty = ANY($2::text[]) OR d.new_duty = ANY($2::text[])) AS senior,
                count(*) FILTER (WHERE d.compliant = '0') AS nc,
                count(*) FILTER (WHERE d.compliant = '0' AND d.override_reason IS NOT NULL) AS ov
           FROM boat_plan_dispatch d WHERE d.plan_id = x.id AND d.status NOT IN ${sqlIn(DISPATCH_STATUS.Cancelled, DISPATCH_STATUS.Closed)}) c
      WHERE p.id = x.id`,
    [ids, SENIOR_RANKS],
  );
}

// The decision about a plan after one of its orders ended or it was approved, taken under the plan's lock
// (plan-lock.ts) so it sees every order as committed: an approved plan with no open order left is
// finished (SPEC §4: the last open order finishes the plan), and its counts are read again.
export async function settlePlans(m: EntityManager, planIds: number[]): Promise<void> {
  const ids = [...new Set(planIds)].filter((x) => x != null);
  if (!ids.length) return;
  await m.query(
    `UPDATE boat_dispatch_plan p SET plan_status = $3 WHERE p.id = ANY($1::int[]) AND p.plan_status = $2
        AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch d WHERE d.plan_id = p.id AND d.status = ANY($4::text[]))`,
    [ids, PlanStatus.InProgress, PlanStatus.Finished, OPEN_STATUSES],
  );
  await recountPlans(m, ids);
}
