import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateClients1795414067538 implements MigrationInterface {
  name = 'CreateClients1795414067538';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_ship_owner" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32) NOT NULL, "name" character varying(100) NOT NULL, "en_name" character varying(150), "nation" character varying(8), "city" character varying(64), "postcode" character varying(16), "telphone" character varying(32), "comp_address" character varying(255), "website" character varying(128), "hostlinker" character varying(64), "mailbox" character varying(128), "is_business" character varying(1) NOT NULL DEFAULT '1', "is_assignment" character varying(1) NOT NULL DEFAULT '0', "area" character varying(8), "classify" character varying(64), "category" character varying(8), "wage_settle" character varying(64), "days" integer, "contract_flg" character varying(1) NOT NULL DEFAULT '0', "vacation_flg" character varying(1) NOT NULL DEFAULT '0', "remarks" character varying(500), CONSTRAINT "UQ_6a62b81ba54ea13b847bf0a681f" UNIQUE ("code"), CONSTRAINT "PK_ad76c3f7993bd2a6791685c0ac4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "boat_ship" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "name" character varying(100) NOT NULL, "en_name" character varying(100), "shipowner_id" integer NOT NULL, "ship_type" character varying(8), "imo_code" character varying(16), "registry" character varying(8), "port" character varying(16), "total_ton" numeric(12,2), "host" character varying(64), "horsepower" numeric(10,1), "build_date" date, "line" character varying(128), "status" character varying(8) NOT NULL DEFAULT '1', "bed" integer, "assign" character varying(8), CONSTRAINT "UQ_28d78c0aefdab0ba54c059bebc8" UNIQUE ("imo_code"), CONSTRAINT "PK_9f0d95e282ecd254c82fc8e153c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_89c4b06313418dbe79192fd9ee" ON "boat_ship"  ("shipowner_id") `);
    await queryRunner.query(`CREATE TABLE "customer_info" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "company" character varying(100) NOT NULL, "contact" character varying(64), "phone" character varying(32), "email" character varying(128), "address" character varying(255), "source" character varying(8), "level" character varying(8), "owner_id" integer, "dept_id" integer, "remarks" character varying(500), CONSTRAINT "PK_0db6d2761bf28d6233c20a16c61" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_51df456d86e7610539644c76db" ON "customer_info"  ("owner_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_43453edda8d3112862d1c3c4a0" ON "customer_info"  ("dept_id") `);
    await queryRunner.query(`CREATE TABLE "boat_supplier" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32) NOT NULL, "name" character varying(100) NOT NULL, "nation" character varying(8), "city" character varying(64), "postcode" character varying(16), "telphone" character varying(32), "comp_address" character varying(255), "website" character varying(128), "hostlinker" character varying(64), "mailbox" character varying(128), "is_business" character varying(1) NOT NULL DEFAULT '1', "area" character varying(8), "classify" character varying(64), "category" character varying(8), "remarks" character varying(500), CONSTRAINT "UQ_ec5f440e0f75f1e673085a1cd66" UNIQUE ("code"), CONSTRAINT "PK_f79dd164799a18553450b580342" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "customer_visit" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "customer_id" integer NOT NULL, "visit_date" date NOT NULL, "visitor_id" integer, "dept_id" integer, "way" character varying(8), "content" character varying(1000) NOT NULL, "next_step" character varying(500), "next_date" date, CONSTRAINT "PK_9c5b5159ab93724317381757132" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d65b5ee0a66d7199cf48ae27a6" ON "customer_visit"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1f1cf96f586771e8eaac8aa8a9" ON "customer_visit"  ("dept_id") `);
    await queryRunner.query(`CREATE TABLE "sys_user_shipowner" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "user_id" integer NOT NULL, "shipowner_id" integer NOT NULL, CONSTRAINT "PK_9ad6894891b2ba3ebd7de7bcd26" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_61fa697e44844ab7b012cac9aa" ON "sys_user_shipowner"  ("shipowner_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_bf9ee6a983bd026637d166a208" ON "sys_user_shipowner"  ("user_id", "shipowner_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_bf9ee6a983bd026637d166a208"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_61fa697e44844ab7b012cac9aa"`);
    await queryRunner.query(`DROP TABLE "sys_user_shipowner"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1f1cf96f586771e8eaac8aa8a9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d65b5ee0a66d7199cf48ae27a6"`);
    await queryRunner.query(`DROP TABLE "customer_visit"`);
    await queryRunner.query(`DROP TABLE "boat_supplier"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_43453edda8d3112862d1c3c4a0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_51df456d86e7610539644c76db"`);
    await queryRunner.query(`DROP TABLE "customer_info"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_89c4b06313418dbe79192fd9ee"`);
    await queryRunner.query(`DROP TABLE "boat_ship"`);
    await queryRunner.query(`DROP TABLE "boat_ship_owner"`);
  }
}
