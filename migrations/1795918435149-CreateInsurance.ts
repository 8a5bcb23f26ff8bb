import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22: the insurance module's parameters, declarations, covers and stopped covers
export class CreateInsurance1795918435149 implements MigrationInterface {
  name = 'CreateInsurance1795918435149';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_insurance_apply" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32), "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "start_time" TIMESTAMP WITH TIME ZONE, "starter_id" integer, "dept_id" integer, "instance_id" uuid, "definition_id" integer, "company_id" integer, "user_id" integer NOT NULL, "declare_type" character varying(1) NOT NULL, "insurance_status" character varying(1) NOT NULL DEFAULT '1', "start_date" date NOT NULL, "base_id" integer, "insurance_base" numeric(19,4), "fund_base" numeric(19,4), "assume_type" character varying(1) NOT NULL DEFAULT '3', "person_assume" numeric(19,4), "company_assume" numeric(19,4), "busi_insurance_type" character varying(1), "busi_insurance_pay" numeric(19,4), "disability_type" character varying(1), "is_social_card" character varying(1) NOT NULL DEFAULT '0', "pre_pay" numeric(19,4) NOT NULL DEFAULT '0', "must_pay" character varying(1) NOT NULL DEFAULT '0', "monthly_cost" numeric(19,4), "cover_id" integer, "continues_id" integer, "remarks" character varying(500), CONSTRAINT "UQ_9dad663293ceca7a8827dfa40f6" UNIQUE ("code"), CONSTRAINT "PK_b07dcc8a9e8d66229cffee77a8f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_94020f47a7809fbea2abb1ffe2" ON "boat_insurance_apply"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_2578f447c41c01157dc1d04cba" ON "boat_insurance_apply"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5dc08a67a8eee02540f7f18e87" ON "boat_insurance_apply"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2316f0b339f8fdb7e2011fe61b" ON "boat_insurance_apply"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_096281fdc02d550dae2a330ea9" ON "boat_insurance_apply"  ("user_id", "insurance_status") `);
    await queryRunner.query(`CREATE TABLE "boat_insurance_base" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "city" character varying(50) NOT NULL, "city_en" character varying(100), "year" integer NOT NULL, "name" character varying(64), "en_name" character varying(120), "base_floor" numeric(19,4) NOT NULL, "base_ceiling" numeric(19,4) NOT NULL, "pension_company" numeric(6,3) NOT NULL DEFAULT '0', "pension_person" numeric(6,3) NOT NULL DEFAULT '0', "medical_company" numeric(6,3) NOT NULL DEFAULT '0', "medical_person" numeric(6,3) NOT NULL DEFAULT '0', "unemployment_company" numeric(6,3) NOT NULL DEFAULT '0', "unemployment_person" numeric(6,3) NOT NULL DEFAULT '0', "injury_company" numeric(6,3) NOT NULL DEFAULT '0', "injury_person" numeric(6,3) NOT NULL DEFAULT '0', "maternity_company" numeric(6,3) NOT NULL DEFAULT '0', "maternity_person" numeric(6,3) NOT NULL DEFAULT '0', "fund_company" numeric(6,3) NOT NULL DEFAULT '0', "fund_person" numeric(6,3) NOT NULL DEFAULT '0', "card_fee" numeric(19,4) NOT NULL DEFAULT '0', "remarks" character varying(500), CONSTRAINT "PK_da7892c90149e02d880988921b1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7f1513aec999246ab1d4bcd57e" ON "boat_insurance_base"  ("city", "year") `);
    await queryRunner.query(`CREATE TABLE "boat_insurance_cover" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "apply_id" integer NOT NULL, "state" character varying(1) NOT NULL DEFAULT '1', "base_id" integer NOT NULL, "start_date" date NOT NULL, "end_date" date, "insurance_base" numeric(19,4) NOT NULL, "fund_base" numeric(19,4), "assume_type" character varying(1) NOT NULL, "person_assume" numeric(19,4) NOT NULL, "company_assume" numeric(19,4) NOT NULL, "busi_insurance_type" character varying(1), "busi_insurance_pay" numeric(19,4), "is_social_card" character varying(1) NOT NULL DEFAULT '0', CONSTRAINT "PK_a3e5bb066826e724dd0b98621c6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f6f1deba34f53204fe7d86b4c0" ON "boat_insurance_cover"  ("apply_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e94c7b81868d7781fc0d52cfdb" ON "boat_insurance_cover"  ("user_id", "state") `);
    // a seafarer has at most one cover in force: a second would pay the same month twice
    await queryRunner.query(`CREATE UNIQUE INDEX "boat_insurance_cover_in_force" ON "boat_insurance_cover" ("user_id") WHERE "state" = '1'`);
    await queryRunner.query(`CREATE TABLE "boat_insurance_stop_pay" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "cover_id" integer NOT NULL, "pay_apply_id" integer NOT NULL, "stop_apply_id" integer, "stop_date" date NOT NULL, "continued" character varying(1) NOT NULL DEFAULT '0', "continue_apply_id" integer, CONSTRAINT "UQ_a7c35c0baac81d9b90ab941ab8c" UNIQUE ("cover_id"), CONSTRAINT "PK_9fbad2be81851a13016db06334d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4f5f36c155c142a45213a50ff5" ON "boat_insurance_stop_pay"  ("user_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_4f5f36c155c142a45213a50ff5"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_stop_pay"`);
    await queryRunner.query(`DROP INDEX "public"."boat_insurance_cover_in_force"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e94c7b81868d7781fc0d52cfdb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f6f1deba34f53204fe7d86b4c0"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_cover"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7f1513aec999246ab1d4bcd57e"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_base"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_096281fdc02d550dae2a330ea9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2316f0b339f8fdb7e2011fe61b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5dc08a67a8eee02540f7f18e87"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2578f447c41c01157dc1d04cba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_94020f47a7809fbea2abb1ffe2"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_apply"`);
  }
}
