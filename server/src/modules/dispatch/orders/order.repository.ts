import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { sqlText } from '../../../core/database/sql-literal';
import { CrewSql } from '../../crew/crew.api';
import { BOARD_STATE } from '../../crew/crew.states';
import { DISPATCH_LINK_STATE, DISPATCH_OPERATION } from '../dispatch.states';
import type { DispatchLink } from '../entities/dispatch-link.entity';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import type { OrderColumns } from './order-rules';

// Dispatch's SQL about orders and their linked applications, for the order rules, operations and hooks
// (issue 20 §2: a module's SQL lives in its repository files). Locks are taken in the order plan-lock.ts
// sets out: the callers hold the orders' plans already.

// What the rules read of each seafarer: their ready date and open stint (ship, rank, since when). The
// seafarers are locked in id order (two batches never wait on each other in a cycle); FOR UPDATE OF u
// locks the seafarers' rows of crew's table through the relation crew declares.
export function lockSeafarerFacts(
  m: EntityManager,
  userIds: number[],
): Promise<Array<{ id: number; name: string; ready_date: string | null; work_id: number | null; ship_id: number | null; duty: string | null; onboat_date: string | null }>> {
  return m.query(
    `SELECT u.id, u.name, to_char(r.ready_date, 'YYYY-MM-DD') AS ready_date, w.id AS work_id, w.ship_id, w.duty,
            to_char(w.onboat_date, 'YYYY-MM-DD') AS onboat_date
       FROM ${CrewSql.seafarers} u
       LEFT JOIN boat_user_ready r ON r.user_id = u.id
       LEFT JOIN ${CrewSql.stints} w ON w.user_id = u.id AND w.state = ${sqlText(BOARD_STATE.OnBoard)}
      WHERE u.id = ANY($1::int[])
      ORDER BY u.id
        FOR UPDATE OF u`,
    [userIds],
  );
}

// One order to be made, as the overlap check asks about it: its place in the batch, its seafarer and the
// days it holds them (a daterange literal).
export interface HeldDays {
  index: number;
  userId: number;
  range: string;
}

// The first of these (by place in the batch) whose days meet those of an open order (status in
// `openStatuses`) of the same seafarer, other than the orders `except`: a sign-off holds its one day.
export async function firstOverlap(m: EntityManager, held: HeldDays[], openStatuses: readonly string[], except: number[]): Promise<{ i: number; dispatch_code: string } | undefined> {
  const hits: Array<{ i: number; dispatch_code: string }> = await m.query(
    `SELECT x.i, d.dispatch_code FROM unnest($1::int[], $2::int[], $3::daterange[]) AS x(i, uid, rng)
       JOIN boat_plan_dispatch d ON d.user_id = x.uid AND d.status = ANY($4::text[]) AND d.id <> ALL($5::int[])
        AND CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.SignOff)} THEN daterange(d.plan_date, d.plan_date, '[]') ELSE daterange(d.plan_date, d.plan_leave_date, '[)') END && x.rng
      ORDER BY x.i LIMIT 1`,
    [held.map((h) => h.index), held.map((h) => h.userId), held.map((h) => h.range), openStatuses, except],
  );
  return hits[0];
}

// each seafarer's earliest open sign-off day (status in `openStatuses`), for those that have one
export async function firstOpenSignOffs(m: EntityManager, userIds: number[], openStatuses: readonly string[]): Promise<Map<number, string>> {
  const rows: Array<{ user_id: number; day: string }> = await m.query(
    `SELECT user_id, min(plan_date)::text AS day FROM boat_plan_dispatch WHERE user_id = ANY($1::int[]) AND operation = ${sqlText(DISPATCH_OPERATION.SignOff)} AND status = ANY($2::text[]) GROUP BY user_id`,
    [userIds, openStatuses],
  );
  return new Map(rows.map((r) => [r.user_id, r.day]));
}

// new orders, as given; answers their ids in the same order
export async function insertOrders(m: EntityManager, rows: Array<{ [K in keyof DispatchOrder]?: DispatchOrder[K] | null }>): Promise<number[]> {
  const result = await m.createQueryBuilder().insert().into(DispatchOrder).values(rows as never[]).returning(['id']).execute();
  return result.identifiers.map((x) => x.id);
}

// the reasons given with new orders, kept on those that fail the compliance check
export async function setOverridesWhereFailing(m: EntityManager, ids: number[], reasons: string[], by: number | null): Promise<void> {
  await m.query(`UPDATE boat_plan_dispatch d SET override_reason = x.reason, override_by = $3 FROM unnest($1::int[], $2::text[]) AS x(id, reason) WHERE d.id = x.id AND d.compliant = '0'`, [
    ids,
    reasons,
    by,
  ]);
}

// orders ended (status), with the reason they were cancelled when one is given
export async function endOrders(m: EntityManager, ids: number[], status: string, cancelReason: string | null, by: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_plan_dispatch SET status = $2, operation_status = NULL, cancel_reason = COALESCE($3, cancel_reason), updated_by = $4, updated_at = now(), version = version + 1
        WHERE id = ANY($1::int[])`,
    [ids, status, cancelReason, by],
  );
}

export interface ClosedLink {
  id: number;
  kind: string;
  app_id: number;
  order_id: number;
}

// closes the open links of these orders, or these links; answers the links closed
export function closeOpenLinks(m: EntityManager, of: { orderIds: number[] } | { linkIds: number[] }): Promise<ClosedLink[]> {
  const [column, ids] = 'orderIds' in of ? ['order_id', of.orderIds] : ['id', of.linkIds];
  // a CTE: the driver answers a bare UPDATE … RETURNING as [rows, count]
  return m.query(
    `WITH u AS (UPDATE boat_dispatch_link SET state = ${sqlText(DISPATCH_LINK_STATE.Closed)}, updated_at = now(), version = version + 1
                 WHERE ${column} = ANY($1::int[]) AND state = ${sqlText(DISPATCH_LINK_STATE.Open)} RETURNING id, kind, app_id, order_id)
     SELECT * FROM u`,
    [ids],
  );
}

// A plan's orders, the first `max` by id, through the caller's scoped query (their crew rights)
export function ordersOfPlan(m: EntityManager, planId: number, max: number, scoped: SelectQueryBuilder<ObjectLiteral>): Promise<ObjectLiteral[]> {
  return scoped.andWhere('t.planId = :pid', { pid: planId }).orderBy('t.id').take(max).getMany();
}

// the links of these orders, open and closed, in the order they were made
export function linksOfOrders(m: EntityManager, orderIds: number[]): Promise<Array<{ id: number; order_id: number; kind: string; app_id: number; state: string }>> {
  return m.query('SELECT id, order_id, kind, app_id, state FROM boat_dispatch_link WHERE order_id = ANY($1::int[]) ORDER BY id', [orderIds]);
}

// how many orders the plan holds, whoever their seafarers (cancelled and closed ones too, as listed)
export async function planOrderCount(m: EntityManager, planId: number): Promise<number> {
  const [c] = await m.query('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [planId]);
  return c.n;
}

// an order's plan-made fields after a change, with the warnings the caller confirmed for it
export async function updateOrderPlanFields(m: EntityManager, id: number, row: OrderColumns, confirmed: unknown[], by: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_plan_dispatch SET plan_date = $2, plan_port = $3, plan_leave_date = $4, duty = $5, new_duty = $6, new_ship_id = $7, relieves_user_id = $8,
            confirmations = confirmations || $9::jsonb, updated_by = $10, updated_at = now(), version = version + 1 WHERE id = $1`,
    [id, row.planDate, row.planPort, row.planLeaveDate, row.duty, row.newDuty, row.newShipId, row.relievesUserId, JSON.stringify(confirmed), by],
  );
}

// the reason an order failing the compliance check goes ahead (kept only while it fails)
export async function setOverride(m: EntityManager, id: number, reason: string, by: number | null): Promise<void> {
  await m.query(`UPDATE boat_plan_dispatch SET override_reason = $2, override_by = $3, updated_at = now(), version = version + 1 WHERE id = $1 AND compliant = '0'`, [id, reason, by]);
}

// an order carried out, on the stint it began or ended
export async function markExecuted(m: EntityManager, id: number, status: string, workId: number, by: number | null): Promise<void> {
  await m.query(
    `UPDATE boat_plan_dispatch SET status = $2, operation_status = NULL, work_id = $3, executed_at = now(), updated_by = $4, updated_at = now(), version = version + 1 WHERE id = $1`,
    [id, status, workId, by],
  );
}

// the order's open linked applications, by kind
export function openLinksByKind(m: EntityManager, orderId: number): Promise<Array<{ kind: string; ids: number[] }>> {
  return m.query(`SELECT kind, array_agg(app_id) AS ids FROM boat_dispatch_link WHERE order_id = $1 AND state = ${sqlText(DISPATCH_LINK_STATE.Open)} GROUP BY kind`, [orderId]);
}

export async function addLink(m: EntityManager, orderId: number, kind: string, appId: number, by: number | null): Promise<Pick<DispatchLink, 'id' | 'orderId' | 'kind' | 'appId' | 'state'>> {
  const [link] = await m.query(`INSERT INTO boat_dispatch_link (order_id, kind, app_id, created_by, updated_by) VALUES ($1, $2, $3, $4, $4) RETURNING id, kind, app_id, state`, [
    orderId,
    kind,
    appId,
    by,
  ]);
  return { id: link.id, orderId, kind: link.kind, appId: link.app_id, state: link.state };
}

export async function linkById(m: EntityManager, id: number): Promise<{ id: number; order_id: number; state: string } | undefined> {
  const [link] = await m.query('SELECT id, order_id, state FROM boat_dispatch_link WHERE id = $1', [id]);
  return link;
}

// the order an application was made for from a plan (open or closed), by its code
export async function orderCodeOfApplication(m: EntityManager, kind: string, appId: number): Promise<string | undefined> {
  const [row] = await m.query('SELECT o.dispatch_code FROM boat_dispatch_link l JOIN boat_plan_dispatch o ON o.id = l.order_id WHERE l.kind = $1 AND l.app_id = $2', [kind, appId]);
  return row?.dispatch_code;
}

export async function deleteLinksOfOrders(m: EntityManager, orderIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_dispatch_link WHERE order_id = ANY($1::int[])', [orderIds]);
}

// warnings the caller went on with, added to these orders' record of them
export async function addConfirmations(m: EntityManager, ids: number[], confirmed: unknown[]): Promise<void> {
  await m.query(`UPDATE boat_plan_dispatch SET confirmations = confirmations || $2::jsonb WHERE id = ANY($1::int[])`, [ids, JSON.stringify(confirmed)]);
}

// orders removed (a deleted relief's other half)
export async function deleteOrders(m: EntityManager, ids: number[]): Promise<void> {
  await m.query('DELETE FROM boat_plan_dispatch WHERE id = ANY($1::int[])', [ids]);
}
