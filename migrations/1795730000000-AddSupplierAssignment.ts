import { MigrationInterface, QueryRunner } from 'typeorm';

// SPEC §3 lists isAssignment for suppliers as for shipowners (issue 20 §7). Dated after main's latest
// (1795720000000-AddHistoryCommentKey), so a database migrated from main runs it last, in order.
export class AddSupplierAssignment1795730000000 implements MigrationInterface {
  name = 'AddSupplierAssignment1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "boat_supplier" ADD "is_assignment" character varying(1) NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "boat_supplier" DROP COLUMN "is_assignment"`);
  }
}
