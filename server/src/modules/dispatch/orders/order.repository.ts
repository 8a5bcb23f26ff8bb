import type { EntityManager } from 'typeorm';
import type { Row } from '../../../core/resource/row';
import { sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_LINK_STATE } from '../dispatch.states';

// Dispatch's SQL about one order and its linked applications, for the order operations and hooks (issue
// 20 §2: a module's SQL lives in its repository files). The batch writes are order-writer.ts's and
// order-store.ts's; the rules' reads order-rules.ts's.

// an order's plan-made fields after a change, with the warnings the caller confirmed for it
export async function updateOrderPlanFields(m: EntityManager, id: number, row: Row, confirmed: unknown[], by: number | null): Promise<void> {
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

export async function addLink(m: EntityManager, orderId: number, kind: string, appId: number, by: number | null): Promise<Row> {
  const [link] = await m.query(`INSERT INTO boat_dispatch_link (order_id, kind, app_id, created_by, updated_by) VALUES ($1, $2, $3, $4, $4) RETURNING id, kind, app_id, state`, [
    orderId,
    kind,
    appId,
    by,
  ]);
  return { id: link.id, orderId, kind: link.kind, appId: link.app_id, state: link.state };
}

export async function linkById(m: EntityManager, id: unknown): Promise<{ id: number; order_id: number; state: string } | undefined> {
  const [link] = await m.query('SELECT id, order_id, state FROM boat_dispatch_link WHERE id = $1', [id]);
  return link;
}

export async function deleteLinksOfOrders(m: EntityManager, orderIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_dispatch_link WHERE order_id = ANY($1::int[])', [orderIds]);
}
