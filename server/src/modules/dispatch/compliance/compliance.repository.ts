import type { EntityManager } from 'typeorm';
import { ClientsSql } from '../../clients/clients.api';
import { CrewSql, heldCertificateSql } from '../../crew/crew.api';
import { sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION } from '../dispatch.states';

// The compliance check of an order (issue 12 §4): the certificate kinds the matrix requires of the rank
// the seafarer will hold on that ship's type, against the certificates they hold: each required kind is
// ok (valid through the planned sign-off, or the order's date when none is planned), expiring (valid on
// the day of the change, not through the sign-off), expired or missing. A sign-off needs nothing.
// One statement for any number of orders, so a plan of 500 orders is checked at once: ships, certificate
// kinds and the certificate that counts are read through what clients and crew declare for it. The
// statement is the whole check, so it lives here as the compliance area's repository (issue 20 §2).

export type ItemState = 'ok' | 'expiring' | 'expired' | 'missing';

export interface ComplianceItem {
  credentialId: number;
  name: string;
  enName: string | null;
  certificateId: number | null;
  validDate: string | null;
  state: ItemState;
}

export interface ComplianceResult {
  through: string;
  items: ComplianceItem[];
}

const STATE_SQL = `CASE WHEN h.id IS NULL THEN 'missing'
                        WHEN h.valid_date IS NULL OR h.valid_date >= o.through THEN 'ok'
                        WHEN h.valid_date >= o.plan_date THEN 'expiring'
                        ELSE 'expired' END`;

// Checks the orders again and stores the result on them (compliance, compliant).
export async function checkCompliance(m: EntityManager, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await m.query(
    `WITH o AS (
       SELECT d.id, d.user_id, d.plan_date, COALESCE(d.plan_leave_date, d.plan_date) AS through,
              CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.Promotion)} THEN COALESCE(d.new_duty, d.duty) ELSE d.duty END AS duty,
              s.ship_type
         FROM boat_plan_dispatch d
         JOIN ${ClientsSql.ships} s ON s.id = CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.ShipChange)} THEN COALESCE(d.new_ship_id, d.ship_id) ELSE d.ship_id END
        WHERE d.id = ANY($1::int[]) AND d.operation <> ${sqlText(DISPATCH_OPERATION.SignOff)}),
     req AS (
       SELECT DISTINCT o.id, r.credential_id FROM o
         JOIN boat_compliance_rule r ON r.duty = o.duty AND (r.ship_type IS NULL OR r.ship_type = o.ship_type)),
     items AS (
       SELECT req.id, jsonb_agg(jsonb_build_object(
                'credentialId', k.id, 'name', k.name, 'enName', k.en_name, 'certificateId', h.id,
                'validDate', to_char(h.valid_date, 'YYYY-MM-DD'), 'state', ${STATE_SQL}) ORDER BY k.sort, k.id) AS items,
              bool_and(${STATE_SQL} = 'ok') AS ok
         FROM req JOIN o ON o.id = req.id
         JOIN ${CrewSql.certificateKinds} k ON k.id = req.credential_id
         LEFT JOIN LATERAL ${heldCertificateSql('o.user_id', 'req.credential_id')} h ON true
        GROUP BY req.id)
     UPDATE boat_plan_dispatch d
        SET compliance = CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.SignOff)} THEN NULL
                              ELSE jsonb_build_object('through', to_char(o.through, 'YYYY-MM-DD'), 'items', COALESCE(i.items, '[]'::jsonb)) END,
            compliant = CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.SignOff)} OR COALESCE(i.ok, true) THEN '1' ELSE '0' END,
            override_reason = CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.SignOff)} OR COALESCE(i.ok, true) THEN NULL ELSE d.override_reason END,
            override_by = CASE WHEN d.operation = ${sqlText(DISPATCH_OPERATION.SignOff)} OR COALESCE(i.ok, true) THEN NULL ELSE d.override_by END
       FROM unnest($1::int[]) AS x(id)
       LEFT JOIN o ON o.id = x.id
       LEFT JOIN items i ON i.id = x.id
      WHERE d.id = x.id`,
    [orderIds],
  );
}
