import type { EntityManager } from 'typeorm';
import type { Row } from '../../../core/resource/row';
import { ClientsSql } from '../../clients/clients.api';
import { CrewSql, heldCertificateSql } from '../../crew/crew.api';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION } from '../dispatch.states';
import { BOARD_STATE } from '../../crew/crew.states';
import type { DispatchTemplate } from '../entities/dispatch-template.entity';

// The SQL of the plan view's two lists (manning.operations.ts): a ship's manning table and the reliever
// search. Crew's seafarers, sea service, certificates and evaluations and clients' ships are joined
// through the relations those modules declare (CrewSql, ClientsSql): plain sub-selects the planner pulls
// up, so the search stays one statement on the same indexes (benchmarked: bench/dispatch).

export async function shipOf(m: EntityManager, shipId: number): Promise<{ id: number; name: string; en_name: string | null; ship_type: string | null } | undefined> {
  const [s] = await m.query(`SELECT id, name, en_name, ship_type FROM ${ClientsSql.ships} s WHERE id = $1`, [shipId]);
  return s;
}

// the plan's manning template, else the first one for the ship's type
export async function manningTemplate(m: EntityManager, planId: number, shipType: string | null): Promise<Pick<DispatchTemplate, 'slots'> | undefined> {
  const [tpl] = await m.query(
    `SELECT t.slots FROM boat_plan_dispatch_temp t
      WHERE t.id = (SELECT template_id FROM boat_dispatch_plan WHERE id = $1) OR (t.ship_type = $2 AND NOT EXISTS (SELECT 1 FROM boat_dispatch_plan p WHERE p.id = $1 AND p.template_id IS NOT NULL))
      ORDER BY (t.id = (SELECT template_id FROM boat_dispatch_plan WHERE id = $1)) DESC NULLS LAST, t.id LIMIT 1`,
    [planId, shipType],
  );
  return tpl;
}

export interface OnBoard {
  work_id: number;
  user_id: number;
  duty: string;
  onboat_date: string | null;
  plan_leaveboat_date: string | null;
  name: string;
  cred_warn: string | null;
  dispatch_code: string | null; // the first open order's
  operation: string | null;
  reliever_id: number | null; // the open sign-on relieving them (issue 21)
  reliever_name: string | null;
  reliever_code: string | null;
}

// who is on board the ship, by rank and since when, with their first open order
export function crewOnBoard(m: EntityManager, shipId: number, openStatuses: readonly string[]): Promise<OnBoard[]> {
  return m.query(
    `SELECT w.id AS work_id, w.user_id, w.duty, to_char(w.onboat_date, 'YYYY-MM-DD') AS onboat_date, to_char(w.plan_leaveboat_date, 'YYYY-MM-DD') AS plan_leaveboat_date,
            u.name, u.cred_warn, o.dispatch_code, o.operation, rl.user_id AS reliever_id, rl.name AS reliever_name, rl.dispatch_code AS reliever_code
       FROM ${CrewSql.stints} w JOIN ${CrewSql.seafarers} u ON u.id = w.user_id
       LEFT JOIN LATERAL (SELECT dispatch_code, operation FROM boat_plan_dispatch d WHERE d.user_id = w.user_id AND d.status = ANY($2::text[]) ORDER BY d.plan_date LIMIT 1) o ON true
       LEFT JOIN LATERAL (SELECT d.user_id, r.name, d.dispatch_code FROM boat_plan_dispatch d JOIN ${CrewSql.seafarers} r ON r.id = d.user_id
                           WHERE d.relieves_user_id = w.user_id AND d.operation = ${sqlText(DISPATCH_OPERATION.SignOn)} AND d.status = ANY($2::text[]) ORDER BY d.id LIMIT 1) rl ON true
      WHERE w.ship_id = $1 AND w.state = ${sqlText(BOARD_STATE.OnBoard)}
      ORDER BY w.duty::int, w.onboat_date`,
    [shipId, openStatuses],
  );
}

// The open orders bringing someone into a place on the ship that relieve nobody (a relief's sign-on
// takes its relieved seafarer's row): sign-ons, promotions on board, ship changes in; by the rank joined.
export function arrivals(m: EntityManager, shipId: number, openStatuses: readonly string[]): Promise<Array<{ user_id: number; name: string; duty: string; dispatch_code: string; operation: string }>> {
  return m.query(
    `SELECT d.user_id, u.name, CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.Promotion)} THEN d.new_duty ELSE d.duty END AS duty, d.dispatch_code, d.operation
       FROM boat_plan_dispatch d JOIN ${CrewSql.seafarers} u ON u.id = d.user_id
      WHERE d.status = ANY($2::text[]) AND (
              (d.operation = ${sqlText(DISPATCH_OPERATION.SignOn)} AND d.ship_id = $1 AND d.relieves_user_id IS NULL)
           OR (d.operation = ${sqlText(DISPATCH_OPERATION.Promotion)} AND d.ship_id = $1)
           OR (d.operation = ${sqlText(DISPATCH_OPERATION.ShipChange)} AND d.new_ship_id = $1))
      ORDER BY d.plan_date, d.id`,
    [shipId, openStatuses],
  );
}

// A place's planned holders, by rank (issue 21): who is on board in the rank and has no open order
// taking them out of it, and who has an open order bringing them in (sign-on, promotion, ship change).
export async function plannedHolders(m: EntityManager, shipId: number, duties: string[], openStatuses: readonly string[]): Promise<Map<string, number>> {
  const rows: Array<{ duty: string; planned: number }> = await m.query(
    `SELECT x.duty, ((SELECT count(*) FROM ${CrewSql.stints} w
                       WHERE w.ship_id = $1 AND w.duty = x.duty AND w.state = ${sqlText(BOARD_STATE.OnBoard)}
                         AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch d WHERE d.user_id = w.user_id AND d.ship_id = $1 AND d.status = ANY($3::text[])
                                            AND d.operation IN ${sqlIn(DISPATCH_OPERATION.SignOff, DISPATCH_OPERATION.Promotion, DISPATCH_OPERATION.ShipChange)}))
                   + (SELECT count(*) FROM boat_plan_dispatch d
                       WHERE d.status = ANY($3::text[]) AND (
                              (d.operation = ${sqlText(DISPATCH_OPERATION.SignOn)} AND d.ship_id = $1 AND d.duty = x.duty)
                           OR (d.operation = ${sqlText(DISPATCH_OPERATION.Promotion)} AND d.ship_id = $1 AND d.new_duty = x.duty)
                           OR (d.operation = ${sqlText(DISPATCH_OPERATION.ShipChange)} AND d.new_ship_id = $1 AND d.duty = x.duty))))::int AS planned
       FROM unnest($2::text[]) AS x(duty)`,
    [shipId, duties, openStatuses],
  );
  return new Map(rows.map((r) => [r.duty, r.planned]));
}

export interface ReliefSearch {
  candidates: [string, unknown[]]; // the seafarers the caller may see in the rank (SQL and its parameters)
  shipId: unknown;
  duty: string; // the rank to fill: the certificates its slot requires
  planDate: string;
  through: string; // the planned sign-off, else the planned day
  openStatuses: readonly string[];
}

// Reliever candidates ranked by fit: the certificates the matrix requires valid through the planned
// sign-off first, then earlier service with this shipowner, ready sooner, better last evaluation. One
// page and the total in one statement; a page past the end counts again.
export async function reliefPage(m: EntityManager, q: ReliefSearch, pageSize: number, offset: number): Promise<{ rows: Row[]; total: number }> {
  const [sub, subParams] = q.candidates;
  const n = subParams.length;
  const cte = `WITH s AS (SELECT id, ship_type, shipowner_id FROM ${ClientsSql.ships} s WHERE id = $${n + 1}),
          req AS MATERIALIZED (SELECT DISTINCT r.credential_id FROM boat_compliance_rule r, s WHERE r.duty = $${n + 2} AND (r.ship_type IS NULL OR r.ship_type = s.ship_type)),
          c AS (
            SELECT u.id AS "userId", u.name, u.internal_code AS "internalCode", u.duty, u.board_state AS "boardState",
                   to_char(rd.ready_date, 'YYYY-MM-DD') AS "readyDate", cert.ok AS "certOk", cert.expiring AS "certExpiring", cert.expired AS "certExpired", cert.missing AS "certMissing",
                   ev.grade AS "lastEvaluation", sv.n AS "servedWithOwner", sv.total AS "stints",
                   -- a 0–100 fit: certificates 60 (an expiring one counts half), ready by the day 15, earlier
                   -- stints with this shipowner 15 (3 each, up to 5), last evaluation 10 (none: 4)
                   round(CASE WHEN cert.required = 0 THEN 60 ELSE 60.0 * (cert.ok + 0.5 * cert.expiring) / cert.required END
                         + CASE WHEN rd.ready_date > $${n + 3}::date THEN 0 ELSE 15 END
                         + 3 * LEAST(sv.n, 5)
                         + CASE ev.grade WHEN '1' THEN 10 WHEN '2' THEN 7 WHEN '3' THEN 4 WHEN '4' THEN 0 ELSE 4 END)::int AS fit
              FROM ${CrewSql.seafarers} u
              LEFT JOIN boat_user_ready rd ON rd.user_id = u.id
              CROSS JOIN s
              -- each required certificate once: valid through the stint (ok), valid on the day but not
              -- through it (expiring), held but run out by the day (expired), or not held (missing)
              LEFT JOIN LATERAL (
                SELECT count(*)::int AS required,
                       count(*) FILTER (WHERE h.id IS NOT NULL AND (h.valid_date IS NULL OR h.valid_date >= $${n + 4}::date))::int AS ok,
                       count(*) FILTER (WHERE h.valid_date >= $${n + 3}::date AND h.valid_date < $${n + 4}::date)::int AS expiring,
                       count(*) FILTER (WHERE h.valid_date < $${n + 3}::date)::int AS expired,
                       count(*) FILTER (WHERE h.id IS NULL)::int AS missing
                  FROM req LEFT JOIN LATERAL ${heldCertificateSql('u.id', 'req.credential_id')} h ON true) cert ON true
              -- the latest appraisal: an evaluation on file or a stint's sign-off appraisal
              LEFT JOIN LATERAL (
                SELECT grade FROM (
                  SELECT e.grade, e.evaluate_date AS d, e.id FROM ${CrewSql.evaluations} e WHERE e.user_id = u.id
                  UNION ALL
                  SELECT w.leaveboat_evaluate, w.ended_on, w.id FROM ${CrewSql.stints} w WHERE w.user_id = u.id AND w.leaveboat_evaluate IS NOT NULL) x
                 ORDER BY d DESC NULLS LAST, id DESC LIMIT 1) ev ON true
              LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE w.shipowner_id = s.shipowner_id)::int AS n, count(*)::int AS total FROM ${CrewSql.stints} w WHERE w.user_id = u.id) sv ON true
             WHERE u.id IN (${sub})
               AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch d WHERE d.user_id = u.id AND d.status = ANY($${n + 5}::text[])))`;
  const params = [...subParams, q.shipId, q.duty, q.planDate, q.through, q.openStatuses];
  const rows: Row[] = await m.query(`${cte} SELECT c.*, count(*) OVER ()::int AS total FROM c ORDER BY fit DESC, "readyDate" NULLS FIRST, "userId" LIMIT $${n + 6} OFFSET $${n + 7}`, [
    ...params,
    pageSize,
    offset,
  ]);
  const total = rows.length ? rows[0].total : offset > 0 ? (await m.query(`${cte} SELECT count(*)::int AS n FROM c`, params))[0].n : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}
