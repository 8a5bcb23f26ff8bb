import { MigrationInterface, QueryRunner } from 'typeorm';

// The certificate warning list at size (issue 10 §5):
// - its index in the list's own order (valid date, empties first, then id: applySort's order, read
//   forwards or backwards), with the seafarer beside it, so a page is the index's first rows and the
//   count reads the index alone;
// - the seafarers' crew-rights columns covering their ids, so the rights of a limited user (jurisdiction,
//   own shipowners, own created) are judged from a small index rather than the 50-column table.
export class IndexCrewScopeAndWarnOrder1795521000000 implements MigrationInterface {
  name = 'IndexCrewScopeAndWarnOrder1795521000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."boat_user_credential_warned"`);
    await queryRunner.query(
      `CREATE INDEX "boat_user_credential_warned" ON "boat_user_credential" ("valid_date" NULLS FIRST, "id") INCLUDE ("user_id")
        WHERE warnstatus IN ('1', '2') AND credential_status IN ('1', '2')`,
    );
    await queryRunner.query(`CREATE INDEX "boat_user_info_crew_rights" ON "boat_user_info" ("id") INCLUDE ("dept_id", "shipowner_id", "created_by")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."boat_user_info_crew_rights"`);
    await queryRunner.query(`DROP INDEX "public"."boat_user_credential_warned"`);
    await queryRunner.query(
      `CREATE INDEX "boat_user_credential_warned" ON "boat_user_credential" ("valid_date", "user_id") WHERE warnstatus IN ('1', '2') AND credential_status IN ('1', '2')`,
    );
  }
}
