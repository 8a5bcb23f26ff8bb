import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22 §4: the daily insurance reminder (insuranceTask.remind), 08:00 company time
export class CreateInsuranceReminders1795919782540 implements MigrationInterface {
  name = 'CreateInsuranceReminders1795919782540';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "schedule_job" ("job_name", "bean_name", "method_name", "params", "cron_expression", "status", "remark", "next_run_at")
       VALUES ('保险提醒', 'insuranceTask', 'remind', NULL, '0 0 8 * * *', '1',
               '每天提醒久未办结的申报、在船未参保和往月未缴 / reminds daily of open declarations, seafarers on board without cover and unpaid past months',
               (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + interval '1 day 8 hours') AT TIME ZONE 'Asia/Shanghai')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "schedule_job" WHERE "bean_name" = 'insuranceTask' AND "method_name" = 'remind'`);
  }
}
