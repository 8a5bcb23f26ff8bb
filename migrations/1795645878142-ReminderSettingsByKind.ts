import { MigrationInterface, QueryRunner } from 'typeorm';

// Reminder kinds are registered by modules (issue 10 §1), so a user's message settings are kept a row
// per kind instead of a column pair per kind: a new module's kind needs no migration of the platform's
// table. Every stored choice moves across, both ways; a user who saved nothing still has no rows.
// the four column pairs of CreateFoundation, with their days-ahead defaults
const DAYS: Record<string, number> = { insurance: 7, hotel: 1, certificate: 30, qualification: 30 };
const KINDS = Object.keys(DAYS);

export class ReminderSettingsByKind1795645878142 implements MigrationInterface {
  name = 'ReminderSettingsByKind1795645878142';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sys_remind_setting" RENAME TO "sys_remind_setting_wide"`);
    await queryRunner.query(`ALTER TABLE "sys_remind_setting_wide" RENAME CONSTRAINT "PK_d3ace508cfcf1b937fd948b9d7e" TO "sys_remind_setting_wide_pk"`);
    await queryRunner.query(
      `CREATE TABLE "sys_remind_setting" ("user_id" integer NOT NULL, "kind" character varying(34) NOT NULL, "enabled" boolean NOT NULL, "days" integer NOT NULL,
        "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_9d3b7cab6bc229344bce03970bb" PRIMARY KEY ("user_id", "kind"))`,
    );
    for (const k of KINDS) {
      await queryRunner.query(`INSERT INTO "sys_remind_setting" (user_id, kind, enabled, days, version) SELECT user_id, $1, "${k}", "${k}_days", version FROM "sys_remind_setting_wide"`, [k]);
    }
    await queryRunner.query(`DROP TABLE "sys_remind_setting_wide"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sys_remind_setting" RENAME TO "sys_remind_setting_kind"`);
    await queryRunner.query(`ALTER TABLE "sys_remind_setting_kind" RENAME CONSTRAINT "PK_9d3b7cab6bc229344bce03970bb" TO "sys_remind_setting_kind_pk"`);
    await queryRunner.query(
      `CREATE TABLE "sys_remind_setting" ("user_id" integer NOT NULL, "insurance" boolean NOT NULL DEFAULT true, "insurance_days" integer NOT NULL DEFAULT '7', "hotel" boolean NOT NULL DEFAULT true, "hotel_days" integer NOT NULL DEFAULT '1', "certificate" boolean NOT NULL DEFAULT true, "certificate_days" integer NOT NULL DEFAULT '30', "qualification" boolean NOT NULL DEFAULT true, "qualification_days" integer NOT NULL DEFAULT '30', "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_d3ace508cfcf1b937fd948b9d7e" PRIMARY KEY ("user_id"))`,
    );
    // kinds registered later than this migration have no column to go back to
    const values = KINDS.map((k) => `COALESCE(bool_or(enabled) FILTER (WHERE kind = '${k}'), true), COALESCE(max(days) FILTER (WHERE kind = '${k}'), ${DAYS[k]})`);
    await queryRunner.query(
      `INSERT INTO "sys_remind_setting" (user_id, ${KINDS.map((k) => `"${k}", "${k}_days"`).join(', ')}, version)
       SELECT user_id, ${values.join(', ')}, max(version) FROM "sys_remind_setting_kind" GROUP BY user_id`,
    );
    await queryRunner.query(`DROP TABLE "sys_remind_setting_kind"`);
  }
}
