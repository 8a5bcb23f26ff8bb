import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 23 §1: the contracted hotels and their room prices, the hotel applications and their guests'
// stays; and the daily hotel reminder (hotelTask.remind), 08:20 company time
export class CreateHotels1795929154660 implements MigrationInterface {
  name = 'CreateHotels1795929154660';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_hotel_base" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "city" character varying(32) NOT NULL, "name" character varying(100) NOT NULL, "en_name" character varying(150), "address" character varying(255), "phone" character varying(50), "supplier_id" integer, "remarks" character varying(500), CONSTRAINT "PK_d150cb58d2773bb67cc878fc73b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a42f056f6533ed9eaafc8639c0" ON "boat_hotel_base"  ("city", "name") `);
    await queryRunner.query(`CREATE TABLE "boat_hotel_room" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "hotel_id" integer NOT NULL, "room_type" character varying(1) NOT NULL, "price" numeric(19,4) NOT NULL, "currency" character varying(3) NOT NULL, "breakfast" character varying(1) NOT NULL DEFAULT '1', "remarks" character varying(500), CONSTRAINT "PK_0fb5c7f0440785a7d056469deda" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6bbf153e2dd44869568bcc9b21" ON "boat_hotel_room"  ("hotel_id", "room_type") `);
    await queryRunner.query(`CREATE TABLE "boat_hotel_staff" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "hotel_apply_id" integer NOT NULL, "user_id" integer NOT NULL, "hotel_id" integer NOT NULL, "room_type" character varying(1) NOT NULL, "check_in" date NOT NULL, "check_out" date NOT NULL, "nights" integer NOT NULL, "price" numeric(19,4) NOT NULL, "currency" character varying(3) NOT NULL, "amount" numeric(19,4) NOT NULL, "reason" character varying(500), "reservations_status" character varying(1) NOT NULL DEFAULT '1', "confirmation_no" character varying(64), "booked_by" integer, "booked_at" TIMESTAMP WITH TIME ZONE, "cancel_reason" character varying(500), "cancel_fee" numeric(19,4), "renews_id" integer, "billable" character varying(1) NOT NULL DEFAULT '0', "payable" numeric(19,4) NOT NULL DEFAULT '0', "settle_status" character varying(1) NOT NULL DEFAULT '1', "settled_by" integer, "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5906079bbc32e2c750863177601" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f9fcec709d87fd8c6fc937b43a" ON "boat_hotel_staff"  ("hotel_apply_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_70631d1e7ba548b013c1ed766a" ON "boat_hotel_staff"  ("renews_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a08db21db65bb4945fa2c4bfc7" ON "boat_hotel_staff"  ("user_id", "check_in") `);
    await queryRunner.query(`CREATE INDEX "IDX_5bc4940ea82ca7f3649758cfda" ON "boat_hotel_staff"  ("hotel_id", "check_out") `);
    await queryRunner.query(`CREATE INDEX "IDX_e747b760332b705196fdf227d2" ON "boat_hotel_staff"  ("reservations_status", "check_in") `);
    await queryRunner.query(`CREATE TABLE "boat_hotel" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32), "status" character varying(1) NOT NULL DEFAULT '1', "result" character varying(1), "start_time" TIMESTAMP WITH TIME ZONE, "starter_id" integer, "dept_id" integer, "instance_id" uuid, "definition_id" integer, "company_id" integer, "remarks" character varying(500) NOT NULL, "guests" integer NOT NULL DEFAULT '0', "nights" integer NOT NULL DEFAULT '0', "amount" numeric(19,4) NOT NULL DEFAULT '0', "currency" character varying(3), "amount_cny" numeric(19,4), "renewal" character varying(1) NOT NULL DEFAULT '0', "renews_id" integer, "origin_id" integer, CONSTRAINT "UQ_993b295c937865363fb4d40c14b" UNIQUE ("code"), CONSTRAINT "PK_dca6a3601bc2a1e9b7d9a0c17fa" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4d21e555d20ce05458c4c9375e" ON "boat_hotel"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_e45a264e6c226081a123f812da" ON "boat_hotel"  ("starter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_173d0857b58f85c986fe85f870" ON "boat_hotel"  ("dept_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_311518a8f9633a521ce3bab0a8" ON "boat_hotel"  ("instance_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dbf005293974ae3be17069759d" ON "boat_hotel"  ("origin_id") `);
    await queryRunner.query(
      `INSERT INTO "schedule_job" ("job_name", "bean_name", "method_name", "params", "cron_expression", "status", "remark", "next_run_at")
       VALUES ('酒店提醒', 'hotelTask', 'remind', NULL, '0 20 8 * * *', '1',
               '每天提醒明日退房和入住前仍待预订的酒店预订 / reminds daily of check-outs tomorrow and bookings still awaiting booking before check-in',
               (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + interval '1 day 8 hours 20 minutes') AT TIME ZONE 'Asia/Shanghai')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "schedule_job" WHERE "bean_name" = 'hotelTask' AND "method_name" = 'remind'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dbf005293974ae3be17069759d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_311518a8f9633a521ce3bab0a8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_173d0857b58f85c986fe85f870"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e45a264e6c226081a123f812da"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4d21e555d20ce05458c4c9375e"`);
    await queryRunner.query(`DROP TABLE "boat_hotel"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e747b760332b705196fdf227d2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bc4940ea82ca7f3649758cfda"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a08db21db65bb4945fa2c4bfc7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_70631d1e7ba548b013c1ed766a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f9fcec709d87fd8c6fc937b43a"`);
    await queryRunner.query(`DROP TABLE "boat_hotel_staff"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6bbf153e2dd44869568bcc9b21"`);
    await queryRunner.query(`DROP TABLE "boat_hotel_room"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a42f056f6533ed9eaafc8639c0"`);
    await queryRunner.query(`DROP TABLE "boat_hotel_base"`);
  }
}
