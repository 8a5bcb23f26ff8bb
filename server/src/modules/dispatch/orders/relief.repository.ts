import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { CrewSql } from '../../crew/crew.api';
import { DISPATCH_OPERATION } from '../dispatch.states';

// Dispatch's SQL about reliefs (issue 21): a relief is the relieved seafarer's sign-off and the
// reliever's sign-on, each pointing at the other (relief_order_id).

// the open sign-ons relieving these seafarers (status in `openStatuses`), other than the orders `except`
export function openReliefsOf(
  m: EntityManager,
  relievedIds: number[],
  openStatuses: readonly string[],
  except: number[],
): Promise<Array<{ relieves_user_id: number; id: number; dispatch_code: string; reliever: string; relieved: string }>> {
  return m.query(
    `SELECT d.relieves_user_id, d.id, d.dispatch_code, u.name AS reliever, r.name AS relieved
       FROM boat_plan_dispatch d JOIN ${CrewSql.seafarers} u ON u.id = d.user_id JOIN ${CrewSql.seafarers} r ON r.id = d.relieves_user_id
      WHERE d.relieves_user_id = ANY($1::int[]) AND d.operation = ${sqlText(DISPATCH_OPERATION.SignOn)} AND d.status = ANY($2::text[]) AND d.id <> ALL($3::int[])
      ORDER BY d.id`,
    [relievedIds, openStatuses, except],
  );
}

// the open orders taking these seafarers out of their place (sign-off, promotion, ship change)
export function leavingOrdersOf(
  m: EntityManager,
  userIds: number[],
  openStatuses: readonly string[],
  except: number[],
): Promise<Array<{ user_id: number; id: number; dispatch_code: string; operation: string; plan_id: number; status: string; relief_order_id: number | null }>> {
  return m.query(
    `SELECT user_id, id, dispatch_code, operation, plan_id, status, relief_order_id FROM boat_plan_dispatch
      WHERE user_id = ANY($1::int[]) AND operation IN ${sqlIn(DISPATCH_OPERATION.SignOff, DISPATCH_OPERATION.Promotion, DISPATCH_OPERATION.ShipChange)}
        AND status = ANY($2::text[]) AND id <> ALL($3::int[])
      ORDER BY plan_date, id`,
    [userIds, openStatuses, except],
  );
}

// each pair's two orders point at each other
export async function linkReliefPairs(m: EntityManager, pairs: Array<[number, number]>): Promise<void> {
  if (!pairs.length) return;
  await m.query(
    `UPDATE boat_plan_dispatch d SET relief_order_id = x.other FROM unnest($1::int[], $2::int[]) AS x(id, other) WHERE d.id = x.id`,
    [pairs.flatMap(([a, b]) => [a, b]), pairs.flatMap(([a, b]) => [b, a])],
  );
}

// the other halves of these orders still open (status in `openStatuses`), not among them
export async function openPartnersOf(m: EntityManager, ids: number[], openStatuses: readonly string[]): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query(
    `SELECT p.id FROM boat_plan_dispatch d JOIN boat_plan_dispatch p ON p.id = d.relief_order_id
      WHERE d.id = ANY($1::int[]) AND p.id <> ALL($1::int[]) AND p.status = ANY($2::text[]) ORDER BY p.id`,
    [ids, openStatuses],
  );
  return rows.map((r) => r.id);
}

// a regenerated order takes its place in the pair of the order it replaced (unless paired anew)
export async function carryReliefPair(m: EntityManager, oldId: number, newId: number): Promise<void> {
  await m.query(
    `WITH o AS (SELECT relief_order_id AS partner FROM boat_plan_dispatch WHERE id = $1 AND relief_order_id IS NOT NULL),
          n AS (UPDATE boat_plan_dispatch d SET relief_order_id = o.partner FROM o WHERE d.id = $2 AND d.relief_order_id IS NULL RETURNING d.id)
     UPDATE boat_plan_dispatch p SET relief_order_id = $2 FROM o WHERE p.id = o.partner AND p.relief_order_id = $1 AND EXISTS (SELECT 1 FROM n)`,
    [oldId, newId],
  );
}
