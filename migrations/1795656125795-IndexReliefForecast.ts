import { MigrationInterface, QueryRunner } from 'typeorm';

// The relief forecast reads the open stints by planned sign-off (issue 12: at 1,000,000 stints, of which
// some 45,000 are open): a partial index on the open ones, in the forecast's order, with the seafarer for
// the anti-joins on orders. The abnormal sign-off report lists signed-off stints newest first.
export class IndexReliefForecast1795656125795 implements MigrationInterface {
  name = 'IndexReliefForecast1795656125795';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "boat_work_due" ON "boat_work" ("plan_leaveboat_date", "id") INCLUDE ("user_id") WHERE "state" = '1'`);
    await queryRunner.query(`CREATE INDEX "boat_work_signed_off" ON "boat_work" ("leaveboat_date" DESC, "id" DESC) WHERE "leaveboat_date" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."boat_work_signed_off"`);
    await queryRunner.query(`DROP INDEX "public"."boat_work_due"`);
  }
}
