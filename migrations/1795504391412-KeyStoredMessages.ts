import { MigrationInterface, QueryRunner } from 'typeorm';

// A message a module declared is stored as its key and parameters and read in the reader's language;
// older rows keep their stored text.
export class KeyStoredMessages1795504391412 implements MigrationInterface {
  name = 'KeyStoredMessages1795504391412';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sys_message" ADD "msg_key" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "sys_message" ADD "params" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sys_message" DROP COLUMN "params"`);
    await queryRunner.query(`ALTER TABLE "sys_message" DROP COLUMN "msg_key"`);
  }
}
