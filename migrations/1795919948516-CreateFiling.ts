import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22 §5: qualification filings, master insurance contracts (policies name theirs), and the daily
// qualification reminder (filingTask.remind)
export class CreateFiling1795919948516 implements MigrationInterface {
  name = 'CreateFiling1795919948516';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_insurance_contract" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "contract_no" character varying(64) NOT NULL, "supplier_id" integer NOT NULL, "busi_insurance_type" character varying(1) NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "premium" numeric(19,4) NOT NULL, "attachment" uuid, "remarks" character varying(500), CONSTRAINT "UQ_522bfc7e17e2d12e4eb40f155b8" UNIQUE ("contract_no"), CONSTRAINT "PK_7973e54517ebc5d81865559ae87" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "boat_qualification_filing" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "credential_id" integer NOT NULL, "authority" character varying(100) NOT NULL, "filing_no" character varying(64), "filed_date" date NOT NULL, "expiry_date" date, "state" character varying(1) NOT NULL DEFAULT '1', "remarks" character varying(500), CONSTRAINT "PK_3791c464baf96352855529c1965" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c5319ae191b3a2d4fad4a63ae7" ON "boat_qualification_filing"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_52c7e6a835390ebe4c27c65228" ON "boat_qualification_filing"  ("expiry_date") `);
    await queryRunner.query(`ALTER TABLE "boat_insurance_busi" ADD "contract_id" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_21bc7a46f4f2e5d33662889f6d" ON "boat_insurance_busi"  ("contract_id") `);
    await queryRunner.query(
      `INSERT INTO "schedule_job" ("job_name", "bean_name", "method_name", "params", "cron_expression", "status", "remark", "next_run_at")
       VALUES ('资质备案提醒', 'filingTask', 'remind', NULL, '0 10 8 * * *', '1',
               '每天提醒即将到期和已到期的资质备案 / reminds daily of qualification filings expiring or expired',
               (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + interval '1 day 8 hours 10 minutes') AT TIME ZONE 'Asia/Shanghai')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "schedule_job" WHERE "bean_name" = 'filingTask' AND "method_name" = 'remind'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_21bc7a46f4f2e5d33662889f6d"`);
    await queryRunner.query(`ALTER TABLE "boat_insurance_busi" DROP COLUMN "contract_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_52c7e6a835390ebe4c27c65228"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c5319ae191b3a2d4fad4a63ae7"`);
    await queryRunner.query(`DROP TABLE "boat_qualification_filing"`);
    await queryRunner.query(`DROP TABLE "boat_insurance_contract"`);
  }
}
