import { MigrationInterface, QueryRunner } from 'typeorm';

// The flowType dictionary first shipped numbered values (1 to 12); its values are now the process ids
// of processes/<id>.bpmn. No record stored the numbers (approvals did not exist yet), so a database
// seeded by the first release drops them rather than offering both in every flow type select.
export class RetireNumberedFlowTypes1795414463032 implements MigrationInterface {
  name = 'RetireNumberedFlowTypes1795414463032';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "sys_code" WHERE "parent_id" IN (SELECT "id" FROM "sys_code" WHERE "mark" = 'flowType' AND "parent_id" IS NULL) AND "value" ~ '^[0-9]+$'`,
    );
  }

  async down(): Promise<void> {
    // the numbered values carried no records; nothing to restore
  }
}
