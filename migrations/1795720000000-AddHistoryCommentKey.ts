import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 20 §6: a request closed from outside its flow (its dispatch order cancelled or closed) kept the
// reason as Chinese text in wf_history.comment, so English readers read it in Chinese. The reason is now
// a declared message and its parameters, rendered when read; the two reasons stored so far become theirs.
export class AddHistoryCommentKey1795720000000 implements MigrationInterface {
  name = 'AddHistoryCommentKey1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wf_history" ADD "comment_key" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "wf_history" ADD "comment_params" jsonb`);
    await queryRunner.query(
      `UPDATE wf_history SET comment_key = CASE comment WHEN '派遣单已取消' THEN 'dispatch.orderWasCancelled' ELSE 'dispatch.orderWasClosed' END, comment = NULL
        WHERE action = 'close' AND comment IN ('派遣单已取消', '派遣单已关闭')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE wf_history SET comment = CASE comment_key WHEN 'dispatch.orderWasCancelled' THEN '派遣单已取消' ELSE '派遣单已关闭' END
        WHERE action = 'close' AND comment_key IN ('dispatch.orderWasCancelled', 'dispatch.orderWasClosed')`,
    );
    await queryRunner.query(`ALTER TABLE "wf_history" DROP COLUMN "comment_params"`);
    await queryRunner.query(`ALTER TABLE "wf_history" DROP COLUMN "comment_key"`);
  }
}
