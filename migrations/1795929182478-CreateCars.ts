import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 23 §3: the company's cars and drivers, car requests and their passengers; and carTask.markNotClosed
// (every quarter hour), which moves a reviewed trip whose end has passed to "not closed"
export class CreateCars1795929182478 implements MigrationInterface {
  name = 'CreateCars1795929182478';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_car_driver" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "name" character varying(50) NOT NULL, "en_name" character varying(100), "phone" character varying(32) NOT NULL, "licence_no" character varying(32), "on_duty" character varying(1) NOT NULL DEFAULT '1', CONSTRAINT "PK_976890208ca0529bbeef78576f9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "boat_car" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "plate_no" character varying(16) NOT NULL, "model" character varying(50) NOT NULL, "seats" integer NOT NULL, "driver_id" integer, "in_service" character varying(1) NOT NULL DEFAULT '1', "remarks" character varying(500), CONSTRAINT "UQ_8c16973e8bf3c7a0f04db7786d1" UNIQUE ("plate_no"), CONSTRAINT "PK_d2af7d01d5de9cabc56e990f4db" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "boat_use_car_passenger" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "use_car_id" integer NOT NULL, "user_id" integer, "staff_id" integer, "name" character varying(50), "phone" character varying(32), CONSTRAINT "PK_2d0e2abd2cfdd5b0e083372db34" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2252b46ede30aa73a6983bb497" ON "boat_use_car_passenger"  ("use_car_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0a4ef9ca7861984044d352a60e" ON "boat_use_car_passenger"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_use_car" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32), "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "start_time" TIMESTAMP WITH TIME ZONE, "starter_id" integer, "dept_id" integer, "instance_id" uuid, "definition_id" integer, "company_id" integer, "gmt_start" TIMESTAMP WITH TIME ZONE NOT NULL, "gmt_end" TIMESTAMP WITH TIME ZONE NOT NULL, "hours" numeric(6,1), "start_place" character varying(100) NOT NULL, "end_place" character varying(100) NOT NULL, "reason_type" character varying(1) NOT NULL DEFAULT '1', "type" character varying(1) NOT NULL DEFAULT '1', "insided" character varying(1), "car_id" integer, "driver_id" integer, "plate_no" character varying(16), "driver_name" character varying(50), "driver_phone" character varying(32), "passenger_count" integer NOT NULL DEFAULT '0', "car_status" character varying(1) NOT NULL DEFAULT '1', "reviewed_by" integer, "reviewed_at" TIMESTAMP WITH TIME ZONE, "km" numeric(8,1), "closed_by" integer, "closed_at" TIMESTAMP WITH TIME ZONE, "remarks" character varying(500), CONSTRAINT "UQ_54159dbc8abba37298c2ea88a11" UNIQUE ("code"), CONSTRAINT "PK_fbf0b39d56b00bbb4b324c7c47d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_1c462a386ae11a2ba54ef22aee" ON "boat_use_car"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_d2b360dbbed744cee5a0fc4a2d" ON "boat_use_car"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dff1e639a1e4b0183b4c19bf01" ON "boat_use_car"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c6d02a60a483fe0ef029000012" ON "boat_use_car"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b75c230697440d3756b186e8e1" ON "boat_use_car"  ("car_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_ca5d4d871ec8f4c374a148f579" ON "boat_use_car"  ("driver_id", "car_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_81dce1bb026c567ec0d8d14f55" ON "boat_use_car"  ("car_id", "car_status") `);
    await queryRunner.query(
      `INSERT INTO "schedule_job" ("job_name", "bean_name", "method_name", "params", "cron_expression", "status", "remark", "next_run_at")
       VALUES ('用车行程结束', 'carTask', 'markNotClosed', NULL, '0 */15 * * * *', '1',
               '已审核的用车过了结束时间仍未填写公里数的，置为未关闭 / a reviewed trip past its end without its km becomes not closed',
               date_trunc('hour', now()) + interval '1 hour')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "schedule_job" WHERE "bean_name" = 'carTask' AND "method_name" = 'markNotClosed'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_81dce1bb026c567ec0d8d14f55"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ca5d4d871ec8f4c374a148f579"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b75c230697440d3756b186e8e1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c6d02a60a483fe0ef029000012"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dff1e639a1e4b0183b4c19bf01"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d2b360dbbed744cee5a0fc4a2d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1c462a386ae11a2ba54ef22aee"`);
    await queryRunner.query(`DROP TABLE "boat_use_car"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0a4ef9ca7861984044d352a60e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2252b46ede30aa73a6983bb497"`);
    await queryRunner.query(`DROP TABLE "boat_use_car_passenger"`);
    await queryRunner.query(`DROP TABLE "boat_car"`);
    await queryRunner.query(`DROP TABLE "boat_car_driver"`);
  }
}
