import { MigrationInterface, QueryRunner } from 'typeorm';

// Crew lists at size: the warned and expired current certificates in valid-date order (a partial index the
// warning list reads and counts from), and seafarers by creator (own-created crew rights).
export class IndexCrewLists1795434758188 implements MigrationInterface {
  name = 'IndexCrewLists1795434758188';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_c03a1985cf2a5460805ece0707" ON "boat_user_info"  ("created_by") `);
    await queryRunner.query(`CREATE INDEX "boat_user_credential_warned" ON "boat_user_credential"  ("valid_date", "user_id") WHERE warnstatus IN ('1', '2') AND credential_status IN ('1', '2')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."boat_user_credential_warned"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c03a1985cf2a5460805ece0707"`);
  }
}
