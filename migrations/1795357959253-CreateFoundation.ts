import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFoundation1795357959253 implements MigrationInterface {
  name = 'CreateFoundation1795357959253';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sys_dept" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "parent_id" integer, "name" character varying(100) NOT NULL, "en_name" character varying(100), "dept_type" character varying(16) NOT NULL DEFAULT 'dept', "code" character varying(32), "phone" character varying(32), "sort" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_bcff95950c9e1012cf91f2d3134" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_92dad1cb42d3b62bc9f2e8e58b" ON "sys_dept"  ("parent_id") `);
    await queryRunner.query(`CREATE TABLE "sys_menu" ("id" integer NOT NULL, "parent_id" integer, "menu_type" character varying(1) NOT NULL, "perms" character varying(100) NOT NULL, "name_zh" character varying(64) NOT NULL, "name_en" character varying(100) NOT NULL, "path" character varying(200), "icon" character varying(64), "sort" integer NOT NULL DEFAULT '0', "visible" boolean NOT NULL DEFAULT true, "version" integer NOT NULL DEFAULT '1', CONSTRAINT "UQ_bce2d4e0303616cf810757b711b" UNIQUE ("perms"), CONSTRAINT "PK_8b22e66a03950819c40639e58f8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "sys_role" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "name" character varying(64) NOT NULL, "en_name" character varying(64), "data_scope" character varying(1) NOT NULL DEFAULT '5', "remark" character varying(255), "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_223de54d6badbe43a5490450c30" UNIQUE ("name"), CONSTRAINT "PK_12875ba0686cf845f353704dc7b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "sys_role_menu" ("role_id" integer NOT NULL, "menu_id" integer NOT NULL, CONSTRAINT "PK_6c6a9b4d31e77225fab6030e8ff" PRIMARY KEY ("role_id", "menu_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_543ffcaa38d767909d9022f252" ON "sys_role_menu"  ("menu_id") `);
    await queryRunner.query(`CREATE TABLE "sys_role_dept" ("role_id" integer NOT NULL, "dept_id" integer NOT NULL, CONSTRAINT "PK_616493c1c55725f4e9ab1e53646" PRIMARY KEY ("role_id", "dept_id"))`);
    await queryRunner.query(`CREATE TABLE "sys_user_role" ("user_id" integer NOT NULL, "role_id" integer NOT NULL, CONSTRAINT "PK_2e8de9f75bef43b05dc1eb09ed5" PRIMARY KEY ("user_id", "role_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e8300bfcf561ed417f5f02c677" ON "sys_user_role"  ("role_id") `);
    await queryRunner.query(`CREATE TABLE "sys_audit_log" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" integer, "username" character varying(64), "entity" character varying(64) NOT NULL, "record_id" character varying(64), "action" character varying(32) NOT NULL, "changes" jsonb NOT NULL DEFAULT '{}'::jsonb, CONSTRAINT "PK_329cc84e5093315d20ca183e643" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_40d99759edc4e1d9d9cee08768" ON "sys_audit_log"  ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_ab422bc5b4830ca5df9e805c66" ON "sys_audit_log"  ("entity", "record_id") `);
    await queryRunner.query(`CREATE TABLE "sys_user" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "username" character varying(64) NOT NULL, "password_hash" character varying(255) NOT NULL, "name" character varying(64) NOT NULL, "en_name" character varying(64), "job_number" character varying(32), "company_id" integer, "dept_id" integer, "sex" character varying(1), "phone" character varying(32), "email" character varying(128), "gmt_entry" date, "status" character varying(1) NOT NULL DEFAULT '1', "leave_status" character varying(16), "vacation_days" numeric(6,1) NOT NULL DEFAULT '0', "vacation_surplus" numeric(6,1) NOT NULL DEFAULT '0', "overtime_hours" numeric(8,1) NOT NULL DEFAULT '0', "social_insurance_grade" character varying(16), "leader_id" integer, "receive_mail" character varying(1) NOT NULL DEFAULT '0', "contract_expiry" date, "probation_expiry" date, "dimission_date" date, "password_changed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_9e7164b2f1ea1348bc0eb0a7da4" UNIQUE ("username"), CONSTRAINT "UQ_d47fd82011f97843a9e51ba996f" UNIQUE ("job_number"), CONSTRAINT "PK_b286272b5d723fa76dca97a159e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_23619cc4bf3fe7508b5eea92e1" ON "sys_user"  ("company_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_96bde34263e2ae3b46f011124a" ON "sys_user"  ("dept_id") `);
    await queryRunner.query(`CREATE TABLE "sys_code" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "parent_id" integer, "mark" character varying(64), "value" character varying(64), "name_zh" character varying(100) NOT NULL, "name_en" character varying(100) NOT NULL, "sort" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "UQ_81115d4012b5d24e22c95a844b3" UNIQUE ("mark"), CONSTRAINT "PK_5e8739fa6344eea8258ecbe6992" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ffce394c7f9e90ab4536b9d11d" ON "sys_code"  ("parent_id", "value") `);
    await queryRunner.query(`CREATE TABLE "sys_token" ("token_hash" character varying(64) NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f5ad2d742c3782fa8d0cf153dbf" PRIMARY KEY ("token_hash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2d2f97dbb245e9a44e505079a4" ON "sys_token"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "sys_login_attempt" ("id" BIGSERIAL NOT NULL, "username" character varying(64) NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "success" boolean NOT NULL, "ip" character varying(64), CONSTRAINT "PK_270f8ce63c10c3726ce4b3228a4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_627bd23debecb9f11617abd3c3" ON "sys_login_attempt"  ("username", "at") `);
    await queryRunner.query(`CREATE TABLE "sys_file" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "folder" character varying(32) NOT NULL, "original_name" character varying(255) NOT NULL, "mime_type" character varying(128) NOT NULL, "size" integer NOT NULL, "sha256" character varying(64) NOT NULL, "data" bytea NOT NULL, "created_by" integer, "dept_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e8e4a557508fee12fe94af11149" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_27b1395453e601c40b49abbd0b" ON "sys_file"  ("folder") `);
    await queryRunner.query(`CREATE TABLE "schedule_job" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "job_name" character varying(64) NOT NULL, "bean_name" character varying(64) NOT NULL, "method_name" character varying(64) NOT NULL, "params" character varying(1000), "cron_expression" character varying(100) NOT NULL, "status" character varying(1) NOT NULL DEFAULT '1', "remark" character varying(255), "next_run_at" TIMESTAMP WITH TIME ZONE, "last_run_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_23854dc01489701a8b619da73d2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ec91f2a4579233cf0e3014d441" ON "schedule_job"  ("next_run_at") `);
    await queryRunner.query(`CREATE TABLE "schedule_job_log" ("id" BIGSERIAL NOT NULL, "job_id" integer NOT NULL, "bean_name" character varying(64) NOT NULL, "method_name" character varying(64) NOT NULL, "params" character varying(1000), "trigger" character varying(16) NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_ms" integer, "result" character varying(16) NOT NULL, "error" character varying(2000), "runner" character varying(128), CONSTRAINT "PK_8544d427c12feb0a9a6b1ee68e7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_0517a92a1f63861c164a405fcb" ON "schedule_job_log"  ("job_id", "started_at") `);
    await queryRunner.query(`CREATE TABLE "sys_template" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "name" character varying(100) NOT NULL, "code" character varying(64) NOT NULL, "file_id" uuid NOT NULL, "file_name" character varying(255), "remark" character varying(255), CONSTRAINT "UQ_cdcbbd10c29c3b3f113964f9adb" UNIQUE ("code"), CONSTRAINT "PK_7483c2bb649478b6f31c0b18e66" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "sys_message" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "title" character varying(200) NOT NULL, "content" character varying(2000), "msg_type" character varying(32) NOT NULL DEFAULT 'system', "link" character varying(255), "read_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_28eed926c94382ecef278928108" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2c1e31c0b97213fad4bea07db2" ON "sys_message"  ("user_id", "read_at") `);
    await queryRunner.query(`CREATE TABLE "sys_remind_setting" ("user_id" integer NOT NULL, "insurance" boolean NOT NULL DEFAULT true, "insurance_days" integer NOT NULL DEFAULT '7', "hotel" boolean NOT NULL DEFAULT true, "hotel_days" integer NOT NULL DEFAULT '1', "certificate" boolean NOT NULL DEFAULT true, "certificate_days" integer NOT NULL DEFAULT '30', "qualification" boolean NOT NULL DEFAULT true, "qualification_days" integer NOT NULL DEFAULT '30', "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_d3ace508cfcf1b937fd948b9d7e" PRIMARY KEY ("user_id"))`);
    await queryRunner.query(`CREATE TABLE "sys_disp_setting" ("user_id" integer NOT NULL, "disp_notice" character varying(1) NOT NULL DEFAULT '0', "disp_knowledge" character varying(1) NOT NULL DEFAULT '0', "disp_vacation" character varying(1) NOT NULL DEFAULT '0', "disp_travel" character varying(1) NOT NULL DEFAULT '0', "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_640ecc1609f6a90faf431ca1c17" PRIMARY KEY ("user_id"))`);
    // dictionary parents take fixed ids (yesOrNo 7, gender 109, port 232, ...): generated ids start above them
    await queryRunner.query(`ALTER SEQUENCE "sys_code_id_seq" RESTART WITH 10000`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sys_disp_setting"`);
    await queryRunner.query(`DROP TABLE "sys_remind_setting"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2c1e31c0b97213fad4bea07db2"`);
    await queryRunner.query(`DROP TABLE "sys_message"`);
    await queryRunner.query(`DROP TABLE "sys_template"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0517a92a1f63861c164a405fcb"`);
    await queryRunner.query(`DROP TABLE "schedule_job_log"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ec91f2a4579233cf0e3014d441"`);
    await queryRunner.query(`DROP TABLE "schedule_job"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_27b1395453e601c40b49abbd0b"`);
    await queryRunner.query(`DROP TABLE "sys_file"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_627bd23debecb9f11617abd3c3"`);
    await queryRunner.query(`DROP TABLE "sys_login_attempt"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2d2f97dbb245e9a44e505079a4"`);
    await queryRunner.query(`DROP TABLE "sys_token"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ffce394c7f9e90ab4536b9d11d"`);
    await queryRunner.query(`DROP TABLE "sys_code"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_96bde34263e2ae3b46f011124a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_23619cc4bf3fe7508b5eea92e1"`);
    await queryRunner.query(`DROP TABLE "sys_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ab422bc5b4830ca5df9e805c66"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_40d99759edc4e1d9d9cee08768"`);
    await queryRunner.query(`DROP TABLE "sys_audit_log"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e8300bfcf561ed417f5f02c677"`);
    await queryRunner.query(`DROP TABLE "sys_user_role"`);
    await queryRunner.query(`DROP TABLE "sys_role_dept"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_543ffcaa38d767909d9022f252"`);
    await queryRunner.query(`DROP TABLE "sys_role_menu"`);
    await queryRunner.query(`DROP TABLE "sys_role"`);
    await queryRunner.query(`DROP TABLE "sys_menu"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_92dad1cb42d3b62bc9f2e8e58b"`);
    await queryRunner.query(`DROP TABLE "sys_dept"`);
  }
}
