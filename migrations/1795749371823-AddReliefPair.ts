import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 21: a relief's two orders point at each other (boat_plan_dispatch.relief_order_id)
export class AddReliefPair1795749371823 implements MigrationInterface {
  name = 'AddReliefPair1795749371823';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "boat_plan_dispatch" ADD "relief_order_id" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_9fcf1c5446e3eb548c231bbd03" ON "boat_plan_dispatch"  ("relief_order_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_9fcf1c5446e3eb548c231bbd03"`);
    await queryRunner.query(`ALTER TABLE "boat_plan_dispatch" DROP COLUMN "relief_order_id"`);
  }
}
