import type { EntityManager } from 'typeorm';
import { ClientsSql } from '../../clients/clients.api';
import { CrewSql } from '../../crew/crew.api';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../dispatch.states';
import { DispatchPlan } from '../entities/dispatch-plan.entity';
import type { DispatchTemplate } from '../entities/dispatch-template.entity';
import { BOARD_STATE } from '../../crew/crew.states';

// Dispatch's SQL about plans and their ships (issue 20 §2: a module's SQL lives in its repository files).
// Crew's sea service and clients' ships are read through the relations their modules declare (CrewSql,
// ClientsSql), in the same one statement as before. The locks are taken in the order plan-lock.ts sets out.

// the plan, locked (pessimistic write: FOR UPDATE)
export function lockedPlan(m: EntityManager, id: number): Promise<DispatchPlan | null> {
  return m.createQueryBuilder(DispatchPlan, 'p').setLock('pessimistic_write').where('p.id = :id', { id }).getOne();
}

// the plans of these orders, locked in id order, found without locking the orders
export async function lockPlansOfOrderIds(m: EntityManager, orderIds: number[]): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query(
    `SELECT p.id FROM boat_dispatch_plan p WHERE p.id IN (SELECT d.plan_id FROM boat_plan_dispatch d WHERE d.id = ANY($1::int[])) ORDER BY p.id FOR UPDATE OF p`,
    [orderIds],
  );
  return rows.map((r) => r.id);
}

// The plans' counts from their live orders (not cancelled or closed); on board: the crew now on the plan's
// ship, or on every ship of its shipowner when it names none. `seniorRanks`: the ranks seniorCount counts.
export async function recountPlanRows(m: EntityManager, planIds: number[], seniorRanks: readonly string[]): Promise<void> {
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
    [planIds, seniorRanks],
  );
}

// the plans in plan status `from` with none of their orders in `openStatuses` move to `to`
export async function movePlansWithNoOpenOrder(m: EntityManager, planIds: number[], from: string, to: string, openStatuses: readonly string[]): Promise<void> {
  await m.query(
    `UPDATE boat_dispatch_plan p SET plan_status = $3 WHERE p.id = ANY($1::int[]) AND p.plan_status = $2
        AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch d WHERE d.plan_id = p.id AND d.status = ANY($4::text[]))`,
    [planIds, from, to, openStatuses],
  );
}

// the kind of plan (planned, scattered, full-crew): what a stint records as its dispatch type
export async function planTypeOf(m: EntityManager, planId: number): Promise<string | null> {
  const [p] = await m.query('SELECT plan_type FROM boat_dispatch_plan WHERE id = $1', [planId]);
  return p?.plan_type ?? null;
}

export async function templateOf(m: EntityManager, id: number): Promise<Pick<DispatchTemplate, 'id' | 'slots'> | undefined> {
  const [tpl] = await m.query('SELECT id, slots FROM boat_plan_dispatch_temp WHERE id = $1', [id]);
  return tpl;
}

export async function setPlanTemplate(m: EntityManager, planId: number, templateId: number): Promise<void> {
  await m.query('UPDATE boat_dispatch_plan SET template_id = $2, version = version + 1 WHERE id = $1', [planId, templateId]);
}

export interface RankCount {
  duty: string;
  n: number;
}

// how many hold each rank on the ship now, and how many of the plan's open sign-ons come in each
export async function ranksFilled(m: EntityManager, planId: number, shipId: number, openStatuses: readonly string[]): Promise<{ held: RankCount[]; coming: RankCount[] }> {
  const held: RankCount[] = await m.query(`SELECT duty, count(*)::int AS n FROM ${CrewSql.stints} w WHERE ship_id = $1 AND state = ${sqlText(BOARD_STATE.OnBoard)} GROUP BY duty`, [shipId]);
  const coming: RankCount[] = await m.query(
    `SELECT duty, count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1 AND operation = ${sqlText(DISPATCH_OPERATION.SignOn)} AND status = ANY($2::text[]) GROUP BY duty`,
    [planId, openStatuses],
  );
  return { held, coming };
}

export interface PlanShip {
  id: number;
  name: string;
  enName: string | null;
  shipType: string | null;
  onBoard: number;
  pendingOrders: number;
  nextSignOff: string | null;
}

// a plan's ships: the shipowner's, or the one it names, with who is on board, the plan's open orders on
// each and the next planned sign-off
export async function shipsOfPlan(m: EntityManager, plan: Pick<DispatchPlan, 'id' | 'shipownerId' | 'shipId'>, openStatuses: readonly string[]): Promise<PlanShip[]> {
  return m.query(
    `SELECT s.id, s.name, s.en_name AS "enName", s.ship_type AS "shipType",
            (SELECT count(*)::int FROM ${CrewSql.stints} w WHERE w.ship_id = s.id AND w.state = ${sqlText(BOARD_STATE.OnBoard)}) AS "onBoard",
            (SELECT count(*)::int FROM boat_plan_dispatch d WHERE d.plan_id = $2 AND (d.ship_id = s.id OR d.new_ship_id = s.id) AND d.status = ANY($4::text[])) AS "pendingOrders",
            (SELECT to_char(min(w.plan_leaveboat_date), 'YYYY-MM-DD') FROM ${CrewSql.stints} w WHERE w.ship_id = s.id AND w.state = ${sqlText(BOARD_STATE.OnBoard)}) AS "nextSignOff"
       FROM ${ClientsSql.ships} s
      WHERE s.shipowner_id = $1 AND ($3::int IS NULL OR s.id = $3)
      ORDER BY s.name`,
    [plan.shipownerId, plan.id, plan.shipId ?? null, openStatuses],
  );
}

// whether any order, cancelled ones too, was made in the plan
export async function planHasOrders(m: EntityManager, planId: number): Promise<boolean> {
  const [made] = await m.query('SELECT 1 FROM boat_plan_dispatch WHERE plan_id = $1 LIMIT 1', [planId]);
  return !!made;
}

export async function ordersOfPlans(m: EntityManager, planIds: number[]): Promise<number[]> {
  const orders: Array<{ id: number }> = await m.query('SELECT id FROM boat_plan_dispatch WHERE plan_id = ANY($1::int[])', [planIds]);
  return orders.map((o) => o.id);
}

// the orders of deleted plans go with them, and their links
export async function deleteOrdersOfPlans(m: EntityManager, planIds: number[]): Promise<void> {
  await m.query('DELETE FROM boat_dispatch_link WHERE order_id IN (SELECT id FROM boat_plan_dispatch WHERE plan_id = ANY($1::int[]))', [planIds]);
  await m.query('DELETE FROM boat_plan_dispatch WHERE plan_id = ANY($1::int[])', [planIds]);
}

// the plan's orders in a status, locked
export async function lockOrdersInStatus(m: EntityManager, planId: number, status: string): Promise<number[]> {
  const rows: Array<{ id: number }> = await m.query(`SELECT id FROM boat_plan_dispatch WHERE plan_id = $1 AND status = $2 FOR UPDATE`, [planId, status]);
  return rows.map((r) => r.id);
}

// the codes of (up to ten of) the plan's orders in a status that fail the compliance check with no override
export async function failingOrderCodes(m: EntityManager, planId: number, status: string): Promise<string[]> {
  const rows: Array<{ dispatch_code: string }> = await m.query(
    `SELECT dispatch_code FROM boat_plan_dispatch WHERE plan_id = $1 AND status = $2 AND compliant = '0' AND override_reason IS NULL ORDER BY id LIMIT 10`,
    [planId, status],
  );
  return rows.map((r) => r.dispatch_code);
}

// the counts the plan flow's threshold reads
export async function planCounts(m: EntityManager, planId: number): Promise<Pick<DispatchPlan, 'orderCount' | 'seniorCount' | 'nonCompliantCount' | 'overrideCount'>> {
  const [c] = await m.query('SELECT order_count, senior_count, non_compliant_count, override_count FROM boat_dispatch_plan WHERE id = $1', [planId]);
  return { orderCount: c.order_count, seniorCount: c.senior_count, nonCompliantCount: c.non_compliant_count, overrideCount: c.override_count };
}

export async function setPlanStatus(m: EntityManager, planId: number, planStatus: string): Promise<void> {
  await m.query(`UPDATE boat_dispatch_plan SET plan_status = $2 WHERE id = $1`, [planId, planStatus]);
}

// the plan's business status (the flow's: draft again when not agreed)
export async function setPlanRecordStatus(m: EntityManager, planId: number, status: string): Promise<void> {
  await m.query(`UPDATE boat_dispatch_plan SET status = $2 WHERE id = $1`, [planId, status]);
}

// each of the plan's orders in status `from` moves to `to` and shows what it is doing (signing on,
// signing off, being promoted, changing ship)
export async function moveOrders(m: EntityManager, planId: number, from: string, to: string): Promise<void> {
  await m.query(`UPDATE boat_plan_dispatch SET status = $2, operation_status = operation, version = version + 1 WHERE plan_id = $1 AND status = $3`, [planId, to, from]);
}

// a plan and its approval's instance (the approver reads its orders through it)
export async function planWithInstance(m: EntityManager, id: number): Promise<{ id: number; instance_id: string | null } | undefined> {
  const [plan] = await m.query('SELECT id, instance_id FROM boat_dispatch_plan WHERE id = $1', [id]);
  return plan;
}
