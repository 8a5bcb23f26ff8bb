import { MigrationInterface, QueryRunner } from 'typeorm';

// Mail to approvers and applicants (issue 11 §2): the outbox MailSender sends from, and the language
// each user last signed in with, which their mails are written in.
export class MailOutbox1795648284102 implements MigrationInterface {
  name = 'MailOutbox1795648284102';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sys_mail_outbox" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "to_address" character varying(255) NOT NULL,
        "lang" character varying(5) NOT NULL, "subject" character varying(300) NOT NULL, "body" text NOT NULL,
        "status" character varying(10) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0',
        "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "locked_until" TIMESTAMP WITH TIME ZONE,
        "last_error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_1729e8d84156215ebc96f7f380a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sys_mail_outbox_due" ON "sys_mail_outbox" ("next_attempt_at", "id") WHERE status = 'pending'`);
    await queryRunner.query(`ALTER TABLE "sys_user" ADD "lang" character varying(5) NOT NULL DEFAULT 'zh'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sys_user" DROP COLUMN "lang"`);
    await queryRunner.query(`DROP INDEX "public"."sys_mail_outbox_due"`);
    await queryRunner.query(`DROP TABLE "sys_mail_outbox"`);
  }
}
