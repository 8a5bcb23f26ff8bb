import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 20 §2 and §8: the crew module's views that other modules' reports read (crew_stint: sea service
// with the seafarer's name and the day each stint ended; crew_seafarer: seafarers and their managing
// department), registered in typeorm_metadata as TypeORM's schema builder records views, and the
// indexes the reports over crew_stint need at 1,000,000 stints:
// - boat_work_abnormal: the abnormal sign-offs (early, or for an unplanned reason) newest first, with the
//   seafarer for the crew rights: the report's page and its count are read from the index alone
// - boat_work_ended: stints by the day they ended (open ones as 'infinity'), carrying the columns of the
//   on-board head count, so the stints current in a range are read from the index alone (an index on an
//   expression serves an index-only scan only when the expression's columns are in it too)
// - boat_user_info_by_shipowner: the seafarers by shipowner with what the crew information report counts,
//   filters and scopes by, so its grouping reads the narrow index rather than the wide rows
// Written by hand from `migration:generate`'s output, which loses the metadata rows' parameters.
const STINT = `SELECT w.id, w.user_id, u.name AS seafarer_name, w.ship_id, w.shipowner_id, w.duty, w.state, w.onboat_date, w.plan_leaveboat_date, w.leaveboat_date, w.leaveboat_reason, w.leave_reason, COALESCE(w.leaveboat_date, w.promote_date, w.changeboat_date) AS ended_on FROM boat_work w LEFT JOIN boat_user_info u ON u.id = w.user_id`;
const SEAFARER = `SELECT u.id, u.name, u.dept_id FROM boat_user_info u`;

export class CreateCrewViews1795740000000 implements MigrationInterface {
  name = 'CreateCrewViews1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`);
    for (const [name, sql] of [['crew_stint', STINT], ['crew_seafarer', SEAFARER]]) {
      await queryRunner.query(`CREATE VIEW "${name}" AS ${sql}`);
      await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, current_schema(), DEFAULT, 'VIEW', $1, $2)`, [name, sql]);
    }
    await queryRunner.query(
      `CREATE INDEX "boat_work_abnormal" ON "boat_work" ("leaveboat_date" DESC, "id" DESC) INCLUDE ("user_id") WHERE "leaveboat_date" IS NOT NULL AND ("leaveboat_date" < "plan_leaveboat_date" OR "leaveboat_reason" NOT IN ('1', '8'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "boat_work_ended" ON "boat_work" ((COALESCE(COALESCE("leaveboat_date", "promote_date", "changeboat_date"), 'infinity'::date))) INCLUDE ("onboat_date", "leaveboat_date", "promote_date", "changeboat_date", "shipowner_id", "duty", "user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "boat_user_info_by_shipowner" ON "boat_user_info" ("shipowner_id") INCLUDE ("board_state", "cred_warn", "is_confirm", "crewtype", "crewcategory", "dept_id", "created_by")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "boat_user_info_by_shipowner"`);
    await queryRunner.query(`DROP INDEX "boat_work_ended"`);
    await queryRunner.query(`DROP INDEX "boat_work_abnormal"`);
    for (const name of ['crew_seafarer', 'crew_stint']) {
      await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'VIEW' AND "name" = $1`, [name]);
      await queryRunner.query(`DROP VIEW "${name}"`);
    }
  }
}
