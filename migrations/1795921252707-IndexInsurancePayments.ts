import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22 §6 (the insurance bench): a month's export read its batches by scanning every newer row; a
// month's rows in id order serve it, and the reports' period reads the months by date
export class IndexInsurancePayments1795921252707 implements MigrationInterface {
  name = 'IndexInsurancePayments1795921252707';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_4ad198c81f03d06575bdc02d4d" ON "boat_insurance_detail"  ("year", "month", "id") `);
    await queryRunner.query(`CREATE INDEX "boat_insurance_detail_month" ON "boat_insurance_detail" (make_date("year", "month", 1))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."boat_insurance_detail_month"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4ad198c81f03d06575bdc02d4d"`);
  }
}
