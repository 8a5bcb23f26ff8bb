import { Injectable } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import type { OpContext } from '../resource/op-context';
import { ID_BODY } from '../resource/operation-body';
import { Operation } from '../resource/resource.decorators';
import { returning } from '../database/sql';

@Injectable()
export class MailOutboxOperations {
  // A failed mail (every attempt used) goes back into the queue with its attempts reset; the button shows
  // on failed rows only (ui.when), and the server refuses any other.
  @Operation('SysMailOutbox', 'retry', {
    perm: 'mailOutbox:retry',
    write: true,
    body: ID_BODY,
    ui: { label: { zh: '重新发送', en: 'Send again' }, placement: 'row', confirm: true, when: { status: ['failed'] } },
  })
  async retry(ctx: OpContext) {
    const rows = await returning(
      ctx.manager,
      `UPDATE sys_mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = NULL WHERE id = $1 AND status = 'failed' RETURNING id`,
      [ctx.body.id],
    );
    if (!rows.length) throw new AppException('NotFound');
    return rows;
  }
}
