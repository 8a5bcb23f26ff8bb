import { defineResource } from '../resource/define-resource';
import { L } from '../resource/label';
import { SysMailOutbox } from './mail-outbox.entity';

// The administrator's view of the outbox (issue 11 §2): what was sent, what waits (no SMTP_URL, or the
// mail server refusing) and why. Read-only but for "send again" on a failed mail.
export const mailOutboxResource = defineResource({
  name: 'SysMailOutbox',
  label: L('邮件发件箱', 'Mail outbox'),
  entity: SysMailOutbox,
  menu: 'mailOutbox',
  operations: ['getList', 'getById'],
  keyword: ['toAddress', 'subject'],
  defaultSort: '-id',
  audit: false,
});
