import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: until the lock order of plan-lock.ts, the last two orders of a plan ending at once could each
// see the other open, leaving the plan in progress (planStatus 2) for good with no open order, and its
// counts stale. The code no longer does that; this settles the plans it left behind, as settlePlans and
// recountPlans (plans/plan-counts.ts) would have: states are the planStatus ('2' in progress, '3'
// finished) and dispatchStatus ('1' pending, '2' dispatching, '4' cancelled, '5' closed) values.
// Data only, and idempotent: nothing to undo.
export class SettleDispatchPlans1795700827119 implements MigrationInterface {
  name = 'SettleDispatchPlans1795700827119';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE boat_dispatch_plan p SET plan_status = '3' WHERE p.plan_status = '2'
          AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch d WHERE d.plan_id = p.id AND d.status IN ('1', '2'))`,
    );
    await queryRunner.query(
      `UPDATE boat_dispatch_plan p SET
          order_count = c.n, boarding_count = c.b, sign_off_count = c.s, promotion_count = c.pr, ship_change_count = c.sc,
          senior_count = c.senior, non_compliant_count = c.nc, override_count = c.ov,
          on_board_count = (SELECT count(*) FROM boat_work w WHERE w.state = '1'
                               AND (w.ship_id = p.ship_id OR (p.ship_id IS NULL AND w.shipowner_id = p.shipowner_id)))
         FROM (SELECT x.id AS plan_id,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5')) AS n,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '1') AS b,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '2') AS s,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '3') AS pr,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND d.operation = '4') AS sc,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND (d.duty IN ('1', '5') OR d.new_duty IN ('1', '5'))) AS senior,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND d.compliant = '0') AS nc,
                      count(d.id) FILTER (WHERE d.status NOT IN ('4', '5') AND d.compliant = '0' AND d.override_reason IS NOT NULL) AS ov
                 FROM boat_dispatch_plan x LEFT JOIN boat_plan_dispatch d ON d.plan_id = x.id GROUP BY x.id) c
        WHERE p.id = c.plan_id
          AND (p.order_count, p.boarding_count, p.sign_off_count, p.promotion_count, p.ship_change_count, p.senior_count, p.non_compliant_count, p.override_count)
              IS DISTINCT FROM (c.n::int, c.b::int, c.s::int, c.pr::int, c.sc::int, c.senior::int, c.nc::int, c.ov::int)`,
    );
  }

  async down(): Promise<void> {
    // the settled states and counts are the true ones: nothing to restore
  }
}
