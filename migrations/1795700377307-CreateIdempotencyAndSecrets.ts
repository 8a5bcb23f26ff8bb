import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: the first answers of creations sent with an Idempotency-Key (kept 24 hours, swept by
// created_at), and the keys every server process shares (the "continue?" tokens' HMAC key).
export class CreateIdempotencyAndSecrets1795700377307 implements MigrationInterface {
  name = 'CreateIdempotencyAndSecrets1795700377307';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sys_secret" ("name" character varying(64) NOT NULL, "value" character varying(128) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c4c8ad6405ed44fefc828c9c044" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sys_idempotency" ("user_id" integer NOT NULL, "key" character varying(128) NOT NULL, "operation" character varying(200) NOT NULL,
        "body_hash" character varying(64) NOT NULL, "answer" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_fcb5a4e3c16945f647465a70c56" PRIMARY KEY ("user_id", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_928a4daf6ec74f1dbeb9129588" ON "sys_idempotency" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_928a4daf6ec74f1dbeb9129588"`);
    await queryRunner.query(`DROP TABLE "sys_idempotency"`);
    await queryRunner.query(`DROP TABLE "sys_secret"`);
  }
}
