import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 23 §2: air ticket requests and each traveller's ticket (issued, refunded, settled)
export class CreateAirTickets1795929012414 implements MigrationInterface {
  name = 'CreateAirTickets1795929012414';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "boat_ticket_staff" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "ticket_id" integer NOT NULL, "user_id" integer NOT NULL, "duty" character varying(4), "ticket_type" character varying(1), "depart_city" character varying(64), "purpose_city" character varying(64), "travel_date" date NOT NULL, "ticket_status" character varying(1) NOT NULL DEFAULT '1', "flight_information" character varying(255), "supplier_id" integer, "ticket_price" numeric(19,4), "currency" character varying(8), "refund_fee" numeric(19,4), "net_cost" numeric(19,4), "issue_date" date, "issued_by" integer, "refund_date" date, "settlement" character varying(1) NOT NULL DEFAULT '1', "settled_amount" numeric(19,4), "settled_by" integer, "settled_at" TIMESTAMP WITH TIME ZONE, "cancel_reason" character varying(500), "remarks" character varying(500), CONSTRAINT "PK_2aac5575639ac99a36921506400" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_59dd616cbd4ba64527a08b00cd" ON "boat_ticket_staff"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6696868bff75cd221a821d1377" ON "boat_ticket_staff"  ("ticket_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_f85357a5e4d194f370094fddf3" ON "boat_ticket_staff"  ("supplier_id", "issue_date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3ff04c5a5bbfa49384d5e8d394" ON "boat_ticket_staff"  ("ticket_id", "user_id") `);
    await queryRunner.query(`CREATE TABLE "boat_ticket" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "code" character varying(32), "ticket_type" character varying(1) NOT NULL DEFAULT '1', "depart_city" character varying(64) NOT NULL, "purpose_city" character varying(64) NOT NULL, "travel_date" date NOT NULL, "reason" character varying(500), "submitted" character varying(1) NOT NULL DEFAULT '0', "travellers" integer NOT NULL DEFAULT '0', "dept_id" integer, "remarks" character varying(500), CONSTRAINT "UQ_783fc86ef88fd6f02f1157e0abb" UNIQUE ("code"), CONSTRAINT "PK_5e0c38e8284279f84d526233f22" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c10ecea00d95fe0d5b9c72aeff" ON "boat_ticket"  ("dept_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_c10ecea00d95fe0d5b9c72aeff"`);
    await queryRunner.query(`DROP TABLE "boat_ticket"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3ff04c5a5bbfa49384d5e8d394"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f85357a5e4d194f370094fddf3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6696868bff75cd221a821d1377"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_59dd616cbd4ba64527a08b00cd"`);
    await queryRunner.query(`DROP TABLE "boat_ticket_staff"`);
  }
}
