import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22 §3: every change of a seafarer's balance, with the balance before and after
export class CreateBalanceHistory1795919117339 implements MigrationInterface {
  name = 'CreateBalanceHistory1795919117339';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_balance_adjust" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "adjust_type" character varying(1) NOT NULL, "amount" numeric(19,4) NOT NULL, "previous_balance" numeric(19,4) NOT NULL, "new_balance" numeric(19,4) NOT NULL, "reason" character varying(200) NOT NULL, "detail_id" integer, "apply_id" integer, "remarks" character varying(500), CONSTRAINT "PK_10a43e4f0b6cefd18de02607424" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_fa6df387e0036bb911ce9b6158" ON "boat_balance_adjust"  ("detail_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f970d5b483d868c6cd490f7a79" ON "boat_balance_adjust"  ("user_id", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_f970d5b483d868c6cd490f7a79"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fa6df387e0036bb911ce9b6158"`);
    await queryRunner.query(`DROP TABLE "boat_balance_adjust"`);
  }
}
