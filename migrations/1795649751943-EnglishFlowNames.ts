import { MigrationInterface, QueryRunner } from 'typeorm';

// English is English (issue 11 §4): a request's title and a step's name are kept in English beside the
// Chinese, for English readers of the to-do lists, the approval drawer and the messages. Rows written
// before stay Chinese (their English is null and lists fall back to the Chinese).
export class EnglishFlowNames1795649751943 implements MigrationInterface {
  name = 'EnglishFlowNames1795649751943';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wf_instance" ADD "title_en" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "wf_task" ADD "name_en" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "wf_task" ADD "title_en" character varying(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wf_task" DROP COLUMN "title_en"`);
    await queryRunner.query(`ALTER TABLE "wf_task" DROP COLUMN "name_en"`);
    await queryRunner.query(`ALTER TABLE "wf_instance" DROP COLUMN "title_en"`);
  }
}
