import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22 §3: a month's payment rows per seafarer and kind, and the monthly task that generates them
export class CreateInsurancePayments1795918974223 implements MigrationInterface {
  name = 'CreateInsurancePayments1795918974223';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_insurance_detail" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "year" integer NOT NULL, "month" integer NOT NULL, "insurance_type" character varying(1) NOT NULL, "base_id" integer NOT NULL, "cover_id" integer NOT NULL, "insurance_base" numeric(19,4) NOT NULL, "company_amount" numeric(19,4) NOT NULL, "person_amount" numeric(19,4) NOT NULL, "pay_amount" numeric(19,4) NOT NULL, "card_fee" numeric(19,4) NOT NULL DEFAULT '0', "disability_fee" numeric(19,4) NOT NULL DEFAULT '0', "balance" numeric(19,4), "paystatus" character varying(1) NOT NULL DEFAULT '1', "sealed" character varying(1) NOT NULL DEFAULT '0', "submitted_by" integer, "submitted_at" TIMESTAMP WITH TIME ZONE, "paid_by" integer, "paid_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c7cb500769be920ff3e3386953e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b707faae47a723498fe7e9e24a" ON "boat_insurance_detail"  ("base_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_da8d12aae812c0997446de994d" ON "boat_insurance_detail"  ("cover_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a4dc86b7a0a6dac537270bdd53" ON "boat_insurance_detail"  ("year", "month", "paystatus") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_67cf7b82715fa91fb36b6b3dee" ON "boat_insurance_detail"  ("user_id", "year", "month", "insurance_type") `);
    // on the 1st at 02:00, company time: the month just begun (a clerk may run any month on demand)
    await queryRunner.query(
      `INSERT INTO "schedule_job" ("job_name", "bean_name", "method_name", "params", "cron_expression", "status", "remark", "next_run_at")
       VALUES ('社保月度缴费生成', 'insuranceTask', 'generateMonth', NULL, '0 0 2 1 * *', '1',
               '每月1日生成当月社保缴费明细 / generates the month''s insurance payments on the 1st',
               (date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') + interval '1 month 2 hours') AT TIME ZONE 'Asia/Shanghai')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "schedule_job" WHERE "bean_name" = 'insuranceTask' AND "method_name" = 'generateMonth'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_67cf7b82715fa91fb36b6b3dee"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a4dc86b7a0a6dac537270bdd53"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_da8d12aae812c0997446de994d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b707faae47a723498fe7e9e24a"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_detail"`);
  }
}
