import { MigrationInterface, QueryRunner } from 'typeorm';

// Staff amounts (travel budget, office supply price, expense amount) keep 4 decimal places like every
// other money column: the validator takes up to 4, and numeric(…,2) rounded them silently. 19 digits hold
// every amount below 1e15 that the validator lets through. Widening keeps every stored value.
export class WidenStaffAmounts1795449086127 implements MigrationInterface {
  name = 'WidenStaffAmounts1795449086127';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "employ_travel" ALTER COLUMN "budget" TYPE numeric(19,4)`);
    await queryRunner.query(`ALTER TABLE "sys_office_supplies_setting" ALTER COLUMN "price" TYPE numeric(19,4)`);
    await queryRunner.query(`ALTER TABLE "employ_expense" ALTER COLUMN "amount" TYPE numeric(19,4)`);
  }

  // back to two places: values are rounded, and any above the old bounds make this fail rather than be cut
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "employ_expense" ALTER COLUMN "amount" TYPE numeric(14,2)`);
    await queryRunner.query(`ALTER TABLE "sys_office_supplies_setting" ALTER COLUMN "price" TYPE numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "employ_travel" ALTER COLUMN "budget" TYPE numeric(14,2)`);
  }
}
