import { MigrationInterface, QueryRunner } from 'typeorm';

// The staff list at size (issue 10 §5): a department's staff by status in entry-date order (the list's
// sort, newest first, then id), the name beside them for the name filter. A page's ids and the count
// are read from this index alone (crud.service pageOf); it replaces the index on dept_id, which it
// leads with.
export class IndexStaffListByDept1795646787019 implements MigrationInterface {
  name = 'IndexStaffListByDept1795646787019';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_96bde34263e2ae3b46f011124a"`);
    await queryRunner.query(`CREATE INDEX "sys_user_dept_list" ON "sys_user" ("dept_id", "status", "gmt_entry" DESC NULLS LAST, "id" DESC) INCLUDE ("name")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sys_user_dept_list"`);
    await queryRunner.query(`CREATE INDEX "IDX_96bde34263e2ae3b46f011124a" ON "sys_user" ("dept_id")`);
  }
}
