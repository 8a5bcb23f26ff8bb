import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDispatch1795655822087 implements MigrationInterface {
  name = 'CreateDispatch1795655822087';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_compliance_rule" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "duty" character varying(4) NOT NULL, "ship_type" character varying(4), "credential_id" integer NOT NULL, "remark" character varying(255), CONSTRAINT "PK_2e20d70579c4707fb0eae5d054b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ec084b01754b6df3b8e34d56ea" ON "boat_compliance_rule"  ("duty") `);
    // one cell per rank, ship type (none: every type) and certificate kind
    await queryRunner.query(`CREATE UNIQUE INDEX "boat_compliance_rule_cell" ON "boat_compliance_rule" ("duty", COALESCE("ship_type", ''), "credential_id")`);
    await queryRunner.query(`CREATE TABLE "boat_user_ready" ("user_id" integer NOT NULL, "ready_date" date, CONSTRAINT "PK_a44c21bb16198d4c7527416dd96" PRIMARY KEY ("user_id"))`);
    await queryRunner.query(`CREATE TABLE "boat_dispatch_link" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "order_id" integer NOT NULL, "kind" character varying(32) NOT NULL, "app_id" integer NOT NULL, "state" character varying(1) NOT NULL DEFAULT '1', CONSTRAINT "PK_b4570d7fdcfcfd9db250148579a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a8103c5a8a484d1ef0e3fe51df" ON "boat_dispatch_link"  ("order_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3845cf44fe979487f19308cdb1" ON "boat_dispatch_link"  ("kind", "app_id") `);
    await queryRunner.query(`CREATE TABLE "boat_dispatch_plan" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "instance_id" uuid, "code" character varying(32), "start_time" TIMESTAMP WITH TIME ZONE, "definition_id" integer, "starter_id" integer, "dept_id" integer, "company_id" integer, "plan_type" character varying(1) NOT NULL, "shipowner_id" integer NOT NULL, "ship_id" integer, "template_id" integer, "plan_status" character varying(1) NOT NULL DEFAULT '1', "plan_date" date, "remark" character varying(500), "order_count" integer NOT NULL DEFAULT '0', "on_board_count" integer NOT NULL DEFAULT '0', "boarding_count" integer NOT NULL DEFAULT '0', "sign_off_count" integer NOT NULL DEFAULT '0', "promotion_count" integer NOT NULL DEFAULT '0', "ship_change_count" integer NOT NULL DEFAULT '0', "senior_count" integer NOT NULL DEFAULT '0', "non_compliant_count" integer NOT NULL DEFAULT '0', "override_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_9a21d235a8f481471f45f924bdb" UNIQUE ("code"), CONSTRAINT "PK_ab67bb3bd6697e84febd7edd32b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_6d7a922a84267d2be2da3686a1" ON "boat_dispatch_plan"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_6552fe65dd0d6331f130befe25" ON "boat_dispatch_plan"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_55b30c2ba4eae9160e4f349e3a" ON "boat_dispatch_plan"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5cf0f6f8c1824b82fe287d7e99" ON "boat_dispatch_plan"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_094690cddd89bd8d6ed9434637" ON "boat_dispatch_plan"  ("plan_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_80f6a1c989ddac2a94fe5fd7e0" ON "boat_dispatch_plan"  ("shipowner_id", "plan_type") `);
    await queryRunner.query(`CREATE TABLE "boat_plan_dispatch_temp" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "name" character varying(100) NOT NULL, "ship_type" character varying(4), "slots" character varying(400) NOT NULL, "remark" character varying(255), CONSTRAINT "PK_82829237daaf2879e5623cd3bf8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "boat_plan_dispatch" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "dispatch_code" character varying(32) NOT NULL, "plan_id" integer NOT NULL, "user_id" integer NOT NULL, "operation" character varying(1) NOT NULL, "shipowner_id" integer NOT NULL, "ship_id" integer NOT NULL, "duty" character varying(4) NOT NULL, "new_duty" character varying(4), "new_ship_id" integer, "plan_date" date NOT NULL, "plan_port" character varying(32), "plan_leave_date" date, "relieves_user_id" integer, "status" character varying(1) NOT NULL DEFAULT '1', "operation_status" character varying(1), "cancel_reason" character varying(500), "work_id" integer, "executed_at" TIMESTAMP WITH TIME ZONE, "confirmations" jsonb NOT NULL DEFAULT '[]', "compliance" jsonb, "compliant" character varying(1) NOT NULL DEFAULT '1', "override_reason" character varying(500), "override_by" integer, "regenerated_from" integer, CONSTRAINT "UQ_8647a28c95bc88a0be11dadc861" UNIQUE ("dispatch_code"), CONSTRAINT "PK_6cd16b975b94cb2692e5e5996e8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_15a6433e1b8a76398106fc046e" ON "boat_plan_dispatch"  ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_37d1657d1a6ce4700fc78b36cd" ON "boat_plan_dispatch"  ("relieves_user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2429da92f59c7a921ea78837a9" ON "boat_plan_dispatch"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_697d5a15cc361e83f287902a38" ON "boat_plan_dispatch"  ("ship_id", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_e3c82fafb60f83179a67e902bf" ON "boat_plan_dispatch"  ("user_id", "status") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_e3c82fafb60f83179a67e902bf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_697d5a15cc361e83f287902a38"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2429da92f59c7a921ea78837a9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_37d1657d1a6ce4700fc78b36cd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_15a6433e1b8a76398106fc046e"`);
    await queryRunner.query(`DROP TABLE "boat_plan_dispatch"`);
    await queryRunner.query(`DROP TABLE "boat_plan_dispatch_temp"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_80f6a1c989ddac2a94fe5fd7e0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_094690cddd89bd8d6ed9434637"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5cf0f6f8c1824b82fe287d7e99"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_55b30c2ba4eae9160e4f349e3a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6552fe65dd0d6331f130befe25"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d7a922a84267d2be2da3686a1"`);
    await queryRunner.query(`DROP TABLE "boat_dispatch_plan"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3845cf44fe979487f19308cdb1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a8103c5a8a484d1ef0e3fe51df"`);
    await queryRunner.query(`DROP TABLE "boat_dispatch_link"`);
    await queryRunner.query(`DROP TABLE "boat_user_ready"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ec084b01754b6df3b8e34d56ea"`);
    await queryRunner.query(`DROP INDEX "public"."boat_compliance_rule_cell"`);
    await queryRunner.query(`DROP TABLE "boat_compliance_rule"`);
  }
}
