import { MigrationInterface, QueryRunner } from 'typeorm';

// Seafarers, their file's tabs, sea service and certificates; roles' crew rights and recruiter flag.
// By hand: the crew-number sequence, and the daily certificate task (01:00 company time), added once
// here so that an administrator who deletes or pauses it is not overruled at the next start.
export class CreateCrew1795431950837 implements MigrationInterface {
  name = 'CreateCrew1795431950837';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_bank" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "currency" character varying(3), "priority_used" character varying(1) NOT NULL DEFAULT '0', "swiftcode" character varying(16), "cardholder" character varying(64) NOT NULL, "relationship" character varying(2), "account" character varying(64) NOT NULL, "deposit_bank" character varying(100), "province" character varying(32), "city" character varying(32), "branch" character varying(100), CONSTRAINT "PK_4ac1349babd2b86cb44019d4ca2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f4e49b41ddb264c65821506ec3" ON "boat_bank"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_contract" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "contract_type" character varying(1) NOT NULL, "contract_no" character varying(64) NOT NULL, "sign_date" date, "start_date" date, "end_date" date, "contract_version" character varying(32), "attach" uuid, "remark" character varying(255), CONSTRAINT "PK_703d55d0e3c6d7bedfbc0030d8d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c5dabeebb71ff6e6f0af021166" ON "boat_contract"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_debt" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "seaman_code" character varying(32), "project_name" character varying(100) NOT NULL, "currency" character varying(3) NOT NULL, "debt_type" character varying(1) NOT NULL, "debt_amount" numeric(19,4) NOT NULL, "debt_date" date, "remark" character varying(255), CONSTRAINT "PK_ff562f9df19d2492b76139b9b61" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f05ba9c03d49cd818e8f1bed07" ON "boat_debt"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_evaluate" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "shipowner_id" integer, "ship_id" integer, "duty" character varying(2), "grade" character varying(1) NOT NULL, "evaluate_date" date, "proposal" character varying(1000), CONSTRAINT "PK_b3be09e0843dc753319d852a439" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_43d7ead2472eb7bd10d9b5fe75" ON "boat_evaluate"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_family" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "name" character varying(64) NOT NULL, "relationship" character varying(2), "first_relationman" character varying(1) NOT NULL DEFAULT '0', "address" character varying(255), "mail_code" character varying(16), "telephone" character varying(32), "birthday" date, "education" character varying(1), "email" character varying(128), "work_address" character varying(255), "profession" character varying(64), CONSTRAINT "PK_911167389d58ad3751860a9e701" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_0d69270ea43dc42c5a6288c884" ON "boat_family"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_relation" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "linkman" integer, "linkdate" date NOT NULL, "board_date" date, "crew_buyer" integer, "trace_flag" character varying(1) NOT NULL DEFAULT '0', "trace_time" date, "plan_linkdate" date, "need_update" character varying(1) NOT NULL DEFAULT '0', "holiday" character varying(64), "result" character varying(500), "is_reback" character varying(1) NOT NULL DEFAULT '0', "is_satisfied" character varying(1) NOT NULL DEFAULT '1', "is_dimission" character varying(1) NOT NULL DEFAULT '0', "reason" character varying(500), CONSTRAINT "PK_36a5802e735223b847309c82407" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_6d9d9da8634d615ee7731cde74" ON "boat_relation"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_user_info" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "name" character varying(64) NOT NULL, "enname" character varying(100), "photo" uuid, "sex" character varying(1), "birthday" date, "nationality" character varying(2), "nativeplace" character varying(100), "marital" character varying(1), "id_number" character varying(32), "linkertel" character varying(32), "linkertel2" character varying(32), "qq" character varying(32), "weixin" character varying(64), "email" character varying(128), "address" character varying(255), "postcode" character varying(16), "airport" character varying(64), "entrytime" date, "dimissiontime" date, "crewcategory" character varying(1), "crewtype" character varying(1), "crewbuyers" integer, "shipowner_id" integer, "ship_id" integer, "duty" character varying(2), "certificateduty" character varying(2), "boattype" character varying(2), "zone" character varying(1), "branchoffice" character varying(1), "recommender" character varying(64), "dept_id" integer, "socialaccount" character varying(32), "education" character varying(1), "major" character varying(64), "height" integer, "weight" integer, "clothes_size" character varying(4), "shoesize" character varying(4), "internal_code" character varying(32) NOT NULL, "self_code" character varying(32), "is_confirm" character varying(1) NOT NULL DEFAULT '0', "insurance_status" character varying(1), "balance" numeric(19,4) NOT NULL DEFAULT '0', "is_salary_deduct" character varying(1) NOT NULL DEFAULT '0', "remarks" character varying(500), "board_state" character varying(1) NOT NULL DEFAULT '2', "cred_warn" character varying(1) NOT NULL DEFAULT '0', CONSTRAINT "PK_a75cf55d90b1284c2eab729a43f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4fff91e26fa50cc2f1367b6f22" ON "boat_user_info"  ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9240de8fb5ae74005597239713" ON "boat_user_info"  ("id_number") WHERE id_number IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_8bb5b874f64d047801da7d92b6" ON "boat_user_info"  ("crewbuyers") `);
    await queryRunner.query(`CREATE INDEX "IDX_344edbcbc1fba65e0edb953c5c" ON "boat_user_info"  ("ship_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4d3e2db6bbc0f67699508e03d8" ON "boat_user_info"  ("duty") `);
    await queryRunner.query(`CREATE INDEX "IDX_d3b0a922c9b279b6cd063afd8d" ON "boat_user_info"  ("dept_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_525d0a30142620e5db01701770" ON "boat_user_info"  ("internal_code") `);
    await queryRunner.query(`CREATE INDEX "IDX_cd7b3598a79f0d3f09f34baabf" ON "boat_user_info"  ("cred_warn") `);
    await queryRunner.query(`CREATE INDEX "IDX_915364538ec0ecb35d77cbc8bf" ON "boat_user_info"  ("shipowner_id", "board_state") `);
    await queryRunner.query(`CREATE TABLE "boat_user_credential" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "credential_id" integer NOT NULL, "name" character varying(100) NOT NULL, "certificate_type" character varying(1), "code" character varying(64), "organization" character varying(100), "sign_date" date, "valid_date" date, "warn_date" date, "inout_status" character varying(1), "credential_status" character varying(1) NOT NULL DEFAULT '1', "warnstatus" character varying(1) NOT NULL DEFAULT '0', "attach" uuid, "remark" character varying(255), CONSTRAINT "PK_e2c3e9fd25bd3c366d2281e7b34" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_47677005c0dc1868e4e2509435" ON "boat_user_credential"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4ac774a19e301c75612524e278" ON "boat_user_credential"  ("credential_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e972e1ad16a6b1a42ef922c32a" ON "boat_user_credential"  ("warn_date") WHERE credential_status IN ('1', '2')`);
    await queryRunner.query(`CREATE TABLE "boat_wage" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "shipowner_id" integer, "ship_id" integer, "duty" character varying(2), "currency" character varying(3) NOT NULL, "wages" numeric(19,4) NOT NULL, "start_date" date NOT NULL, "end_date" date, "remark" character varying(255), CONSTRAINT "PK_486fb2f4e1a10243d483c18eab8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_3953cc6006869e5fe22a4efd3e" ON "boat_wage"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_work" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "shipowner_id" integer, "ship_id" integer, "duty" character varying(2) NOT NULL, "report_duty_one" character varying(2) NOT NULL, "report_duty_two" character varying(2), "leave_date" date, "onboat_date" date NOT NULL, "onboat_port" character varying(8), "plan_leaveboat_date" date, "leaveboat_date" date, "offboat_port" character varying(8), "enter_date" date, "leaveboat_evaluate" character varying(1), "leaveboat_reason" character varying(2), "leave_reason" character varying(500), "dispatch_type" character varying(1), "is_business_insurance" character varying(1) NOT NULL DEFAULT '0', "is_social_insurance" character varying(1) NOT NULL DEFAULT '0', "dispatch_id" integer, "promote_date" date, "new_duty" character varying(2), "changeboat_date" date, "new_shipid" integer, "wages" numeric(19,4), "currency" character varying(3), "state" character varying(1) NOT NULL DEFAULT '2', CONSTRAINT "PK_ebd3ef4f4122ecc903977a7f444" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_801c41fddc1dfab32d54feff2e" ON "boat_work"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc6927e2f0fd45371eb8ad3d51" ON "boat_work"  ("ship_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_94c4399931734c24f77f499c39" ON "boat_work"  ("dispatch_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "boat_work_one_open" ON "boat_work"  ("user_id") WHERE state = '1'`);
    await queryRunner.query(`CREATE INDEX "IDX_21b8c417045cc766ab09fe9d86" ON "boat_work"  ("user_id", "onboat_date") `);
    await queryRunner.query(`ALTER TABLE "sys_role" ADD "crew_scope" character varying(1) NOT NULL DEFAULT '2'`);
    await queryRunner.query(`ALTER TABLE "sys_role" ADD "recruiter" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE SEQUENCE "boat_user_code_seq"`);
    await queryRunner.query(
      `INSERT INTO "schedule_job" ("job_name", "bean_name", "method_name", "params", "cron_expression", "status", "remark", "next_run_at")
       VALUES ('证书预警', 'crewTask', 'refreshCredentialWarnings', NULL, '0 0 1 * * *', '1',
               '每天刷新证书预警状态并按消息设置提醒 / refreshes certificate warnings daily and sends reminders as message settings say',
               (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + interval '1 day 1 hour') AT TIME ZONE 'Asia/Shanghai')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "schedule_job" WHERE "bean_name" = 'crewTask' AND "method_name" = 'refreshCredentialWarnings'`);
    await queryRunner.query(`DROP SEQUENCE "boat_user_code_seq"`);
    await queryRunner.query(`ALTER TABLE "sys_role" DROP COLUMN "recruiter"`);
    await queryRunner.query(`ALTER TABLE "sys_role" DROP COLUMN "crew_scope"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_21b8c417045cc766ab09fe9d86"`);
    await queryRunner.query(`DROP INDEX "public"."boat_work_one_open"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_94c4399931734c24f77f499c39"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dc6927e2f0fd45371eb8ad3d51"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_801c41fddc1dfab32d54feff2e"`);
    await queryRunner.query(`DROP TABLE "boat_work"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3953cc6006869e5fe22a4efd3e"`);
    await queryRunner.query(`DROP TABLE "boat_wage"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e972e1ad16a6b1a42ef922c32a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4ac774a19e301c75612524e278"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_47677005c0dc1868e4e2509435"`);
    await queryRunner.query(`DROP TABLE "boat_user_credential"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_915364538ec0ecb35d77cbc8bf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cd7b3598a79f0d3f09f34baabf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_525d0a30142620e5db01701770"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d3b0a922c9b279b6cd063afd8d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4d3e2db6bbc0f67699508e03d8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_344edbcbc1fba65e0edb953c5c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8bb5b874f64d047801da7d92b6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9240de8fb5ae74005597239713"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4fff91e26fa50cc2f1367b6f22"`);
    await queryRunner.query(`DROP TABLE "boat_user_info"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d9d9da8634d615ee7731cde74"`);
    await queryRunner.query(`DROP TABLE "boat_relation"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0d69270ea43dc42c5a6288c884"`);
    await queryRunner.query(`DROP TABLE "boat_family"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_43d7ead2472eb7bd10d9b5fe75"`);
    await queryRunner.query(`DROP TABLE "boat_evaluate"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f05ba9c03d49cd818e8f1bed07"`);
    await queryRunner.query(`DROP TABLE "boat_debt"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c5dabeebb71ff6e6f0af021166"`);
    await queryRunner.query(`DROP TABLE "boat_contract"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f4e49b41ddb264c65821506ec3"`);
    await queryRunner.query(`DROP TABLE "boat_bank"`);
  }
}
