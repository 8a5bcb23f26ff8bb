import { MigrationInterface, QueryRunner } from 'typeorm';

// The two certificate flows' records: renewals (processes/credential-deal.bpmn) and deposits or
// withdrawals (processes/credential-inout.bpmn).
export class CreateCredentialFlows1795432383111 implements MigrationInterface {
  name = 'CreateCredentialFlows1795432383111';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_credential_deal" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "instance_id" uuid, "code" character varying(32), "start_time" TIMESTAMP WITH TIME ZONE, "definition_id" integer, "starter_id" integer, "dept_id" integer, "company_id" integer, "user_id" integer NOT NULL, "old_cred_id" integer NOT NULL, "deal_type" character varying(1) NOT NULL, "new_organization" character varying(100), "new_cre_code" character varying(64), "new_sign_date" date, "new_valid_date" date, "reason" character varying(500), "new_cred_id" integer, CONSTRAINT "UQ_2c6c50a52bf1fb7714c8cf8357d" UNIQUE ("code"), CONSTRAINT "PK_bb54df3ee5dc4d83225e15738c6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d5f31751161895e60bbc86cd73" ON "boat_credential_deal"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_b114c725cbd4e8b8acaac755ae" ON "boat_credential_deal"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a887fe765bd26b56024e112458" ON "boat_credential_deal"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_266273c7b577f3f8ac845ee2c5" ON "boat_credential_deal"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2a98caedcee75ddb79ad7a7295" ON "boat_credential_deal"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f5201bbee9bbe8de0c8ece8aa2" ON "boat_credential_deal"  ("old_cred_id") `);
    await queryRunner.query(`CREATE TABLE "boat_credential_inout" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "instance_id" uuid, "code" character varying(32), "start_time" TIMESTAMP WITH TIME ZONE, "definition_id" integer, "starter_id" integer, "dept_id" integer, "company_id" integer, "user_id" integer NOT NULL, "credential_id" integer NOT NULL, "inout_type" character varying(1) NOT NULL, "number" integer NOT NULL, "in_reason" character varying(500), "storage_time" date, "inout_status" character varying(1) NOT NULL DEFAULT '1', CONSTRAINT "UQ_745b119d36c80f66b1a1062a4fa" UNIQUE ("code"), CONSTRAINT "PK_f8e69883f53663df11915f374e6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_71bca55db39944f991f083e6f4" ON "boat_credential_inout"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_5953b67112d58a11a3f6cb6e34" ON "boat_credential_inout"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5d277bc4040a2ad940f47017bb" ON "boat_credential_inout"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_43827791819889f5089f81e5d1" ON "boat_credential_inout"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c410450222c7a05d9e42340388" ON "boat_credential_inout"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_cc5cb506c08758e820ebf5b54f" ON "boat_credential_inout"  ("credential_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_cc5cb506c08758e820ebf5b54f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c410450222c7a05d9e42340388"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_43827791819889f5089f81e5d1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5d277bc4040a2ad940f47017bb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5953b67112d58a11a3f6cb6e34"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_71bca55db39944f991f083e6f4"`);
    await queryRunner.query(`DROP TABLE "boat_credential_inout"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f5201bbee9bbe8de0c8ece8aa2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2a98caedcee75ddb79ad7a7295"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_266273c7b577f3f8ac845ee2c5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a887fe765bd26b56024e112458"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b114c725cbd4e8b8acaac755ae"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d5f31751161895e60bbc86cd73"`);
    await queryRunner.query(`DROP TABLE "boat_credential_deal"`);
  }
}
