import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 23 §4: the work clothes' catalogue with its stock (never below zero: the CHECK holds what the
// conditional updates keep), the orders for seafarers and their lines

export class CreateWorkClothes1795929183161 implements MigrationInterface {
  name = 'CreateWorkClothes1795929183161';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_clothing_order" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32) NOT NULL, "user_id" integer NOT NULL, "need_date" date, "port" character varying(32), "address" character varying(200), "reason" character varying(500), "clothes_status" character varying(1) NOT NULL DEFAULT '1', "return_due" character varying(1) NOT NULL DEFAULT '0', "dispatch_code" character varying(32), "submitted_at" TIMESTAMP WITH TIME ZONE, "remarks" character varying(500), CONSTRAINT "UQ_87d51d503dc55fbc481d1397871" UNIQUE ("code"), CONSTRAINT "PK_4b6a3eee35eb3f9e151795dd4a4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b6549140f27be01547cd51c130" ON "boat_clothing_order"  ("user_id", "clothes_status") `);
    await queryRunner.query(`CREATE TABLE "boat_clothing_clothes" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "garment_type" character varying(1) NOT NULL, "clothing_small_class" character varying(1) NOT NULL DEFAULT '1', "size" character varying(8) NOT NULL, "unit" character varying(1) NOT NULL, "name" character varying(100) NOT NULL DEFAULT '', "en_name" character varying(100) NOT NULL DEFAULT '', "stock" integer NOT NULL DEFAULT '0', "reserved" integer NOT NULL DEFAULT '0', "available" integer NOT NULL DEFAULT '0', "reorder_level" integer NOT NULL DEFAULT '0', "remarks" character varying(500), CONSTRAINT "CHK_79b70859db8a02407317ebd6b5" CHECK ("stock" >= 0 AND "reserved" >= 0 AND "available" >= 0 AND "available" = "stock" - "reserved"), CONSTRAINT "PK_a750a8708e979144cbfa94528d3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ec843e4a32f45befd1eb3ab43" ON "boat_clothing_clothes"  ("garment_type", "clothing_small_class", "size") `);
    await queryRunner.query(`CREATE TABLE "boat_clothing_staff" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "order_id" integer NOT NULL, "user_id" integer NOT NULL, "garment_type" character varying(1) NOT NULL, "clothing_small_class" character varying(1), "size" character varying(8), "number_of_units" integer NOT NULL DEFAULT '1', "unit" character varying(1), "clothes_id" integer NOT NULL, "clothes_status" character varying(1) NOT NULL DEFAULT '1', "return_due" character varying(1) NOT NULL DEFAULT '0', "courier" character varying(64), "tracking_no" character varying(64), "shipped_on" date, "received_on" date, "returned_on" date, "remarks" character varying(500), CONSTRAINT "PK_9ac28a8061ebada5f2f09480d1c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_90ad2deabfb27e7299b4375545" ON "boat_clothing_staff"  ("user_id", "clothes_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_22770cbdec83faae5b9529126b" ON "boat_clothing_staff"  ("clothes_id", "clothes_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_e625e8c4867e8744125ab1e733" ON "boat_clothing_staff"  ("order_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_e625e8c4867e8744125ab1e733"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_22770cbdec83faae5b9529126b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_90ad2deabfb27e7299b4375545"`);
    await queryRunner.query(`DROP TABLE "boat_clothing_staff"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8ec843e4a32f45befd1eb3ab43"`);
    await queryRunner.query(`DROP TABLE "boat_clothing_clothes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b6549140f27be01547cd51c130"`);
    await queryRunner.query(`DROP TABLE "boat_clothing_order"`);
  }
}
