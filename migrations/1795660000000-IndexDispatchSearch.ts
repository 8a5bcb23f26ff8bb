import { MigrationInterface, QueryRunner } from 'typeorm';

// The reliever search and the compliance check read, for thousands of seafarers at once, each one's
// current certificate of every required kind and their earlier service with a shipowner (issue 12 §6).
export class IndexDispatchSearch1795660000000 implements MigrationInterface {
  name = 'IndexDispatchSearch1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "boat_user_credential_current" ON "boat_user_credential" ("user_id", "credential_id", "valid_date" DESC NULLS FIRST) INCLUDE ("id") WHERE credential_status IN ('1', '2')`,
    );
    await queryRunner.query(`CREATE INDEX "boat_work_user_owner" ON "boat_work" ("user_id", "shipowner_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."boat_work_user_owner"`);
    await queryRunner.query(`DROP INDEX "public"."boat_user_credential_current"`);
  }
}
