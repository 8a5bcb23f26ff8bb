import { MigrationInterface, QueryRunner } from 'typeorm';

// Sign-in failures count per (username, source address), and per address for the throttle: an index for
// each reading. An administrator's unlock marks failures cleared rather than deleting the record of them.
export class ScopeSignInLockout1795444204811 implements MigrationInterface {
  name = 'ScopeSignInLockout1795444204811';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_627bd23debecb9f11617abd3c3"`);
    await queryRunner.query(`ALTER TABLE "sys_login_attempt" ADD "cleared" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "IDX_3ce5547de6e73594a450fcce1f" ON "sys_login_attempt"  ("ip", "at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b6e33b8ccf5a0501e5c7d63ea7" ON "sys_login_attempt"  ("username", "ip", "at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_b6e33b8ccf5a0501e5c7d63ea7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3ce5547de6e73594a450fcce1f"`);
    await queryRunner.query(`ALTER TABLE "sys_login_attempt" DROP COLUMN "cleared"`);
    await queryRunner.query(`CREATE INDEX "IDX_627bd23debecb9f11617abd3c3" ON "sys_login_attempt" USING btree ("username", "at") `);
  }
}
