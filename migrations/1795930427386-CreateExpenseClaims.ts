import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateExpenseClaims1795930427386 implements MigrationInterface {
  name = 'CreateExpenseClaims1795930427386';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_expense_account" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32), "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "start_time" TIMESTAMP WITH TIME ZONE, "starter_id" integer, "dept_id" integer, "instance_id" uuid, "definition_id" integer, "company_id" integer, "user_id" integer NOT NULL, "shipowner_id" integer, "ship_id" integer, "claim_date" date, "reason" character varying(200) NOT NULL, "claim_state" character varying(1) NOT NULL DEFAULT '1', "exp_total_fee" numeric(19,4) NOT NULL DEFAULT '0', "company_paid_fee" numeric(19,4) NOT NULL DEFAULT '0', "ca_total_fee" numeric(19,4) NOT NULL DEFAULT '0', "total_fee" numeric(19,4) NOT NULL DEFAULT '0', "bill_num" integer NOT NULL DEFAULT '0', "approved_on" date, "print_flg" character varying(1) NOT NULL DEFAULT '0', "print_count" integer NOT NULL DEFAULT '0', "printed_by" integer, "printed_at" TIMESTAMP WITH TIME ZONE, "remarks" character varying(500), CONSTRAINT "UQ_a70712b9c4dca69edf2b049e77a" UNIQUE ("code"), CONSTRAINT "PK_7da4b5af252b56e1f3e846429d5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c1ae4ee003d1490e899b6d4ed0" ON "boat_expense_account"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_dfdf118618d08aecd705bdbae0" ON "boat_expense_account"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4184770b15062fd9f61fa16f4b" ON "boat_expense_account"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7c2364b400528ba84d1c7e2c29" ON "boat_expense_account"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_73407760f78b6632be3677504c" ON "boat_expense_account"  ("shipowner_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f70722fdba7fa87e8f3c1460a6" ON "boat_expense_account"  ("user_id", "claim_state") `);
    await queryRunner.query(`CREATE TABLE "boat_expense_account_detail" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "account_id" integer NOT NULL, "fee_group" character varying(3) NOT NULL, "fee_type" character varying(1), "fee_date" date NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'CNY', "amount" numeric(19,4) NOT NULL, "exchange_rate" numeric(12,6), "cny_amount" numeric(19,4), "bill_num" integer NOT NULL DEFAULT '1', "company_paid" character varying(1) NOT NULL DEFAULT '0', "checked" character varying(1) NOT NULL DEFAULT '0', "checked_by" integer, "checked_at" TIMESTAMP WITH TIME ZONE, "booking_kind" character varying(20), "booking_id" integer, "note" character varying(200), CONSTRAINT "PK_9a0cc323116c1cbb2c74b87186e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_1aea4f9d33e6cca696fd8e2d16" ON "boat_expense_account_detail"  ("account_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_14b56039bc526a2729d93fbe0b" ON "boat_expense_account_detail"  ("booking_kind", "booking_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_14b56039bc526a2729d93fbe0b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1aea4f9d33e6cca696fd8e2d16"`);
    await queryRunner.query(`DROP TABLE "boat_expense_account_detail"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f70722fdba7fa87e8f3c1460a6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_73407760f78b6632be3677504c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7c2364b400528ba84d1c7e2c29"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4184770b15062fd9f61fa16f4b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dfdf118618d08aecd705bdbae0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c1ae4ee003d1490e899b6d4ed0"`);
    await queryRunner.query(`DROP TABLE "boat_expense_account"`);
  }
}
