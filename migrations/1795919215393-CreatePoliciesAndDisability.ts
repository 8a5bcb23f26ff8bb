import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22 §3: the seafarers' commercial policies and the fees of their disability cases
export class CreatePoliciesAndDisability1795919215393 implements MigrationInterface {
  name = 'CreatePoliciesAndDisability1795919215393';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_insurance_busi" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "busi_insurance_type" character varying(1) NOT NULL, "supplier_id" integer NOT NULL, "policy_no" character varying(64), "start_date" date NOT NULL, "end_date" date NOT NULL, "premium" numeric(19,4) NOT NULL, "insured_amount" numeric(19,4), "state" character varying(1) NOT NULL DEFAULT '1', "stop_date" date, "stop_reason" character varying(200), "remarks" character varying(500), CONSTRAINT "PK_b04ef9ae11d609098fbd674e752" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b8cb8ca3560e4e88c831800087" ON "boat_insurance_busi"  ("user_id", "state") `);
    await queryRunner.query(`CREATE TABLE "boat_insurance_disability" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "case_no" character varying(32) NOT NULL, "injury_date" date NOT NULL, "disability_type" character varying(1), "fee_type" character varying(1) NOT NULL, "amount" numeric(19,4) NOT NULL, "pay_date" date, "description" character varying(1000), "attachment" uuid, CONSTRAINT "PK_d2dd495edafc4a9e811809d6100" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_845b3e7592969c1d27e5cb89cf" ON "boat_insurance_disability"  ("user_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_845b3e7592969c1d27e5cb89cf"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_disability"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b8cb8ca3560e4e88c831800087"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_busi"`);
  }
}
