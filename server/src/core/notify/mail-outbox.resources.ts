import { defineResource } from '../resource/define-resource';
import { L } from '../resource/label';
import { SysMailOutbox } from './mail-outbox.entity';

const text = (zh: string, en: string, max: number, extra: object = {}) => ({ type: 'string' as const, label: L(zh, en), max, readOnly: true, ...extra });

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
  fields: {
    id: { type: 'int', label: L('编号', 'Id'), readOnly: true },
    toAddress: text('收件人', 'To', 255, { filter: 'like' }),
    subject: text('主题', 'Subject', 300, { filter: 'like' }),
    lang: text('语言', 'Language', 5),
    status: { type: 'enum', label: L('状态', 'Status'), options: ['pending', 'sent', 'failed'], enumName: 'mailStatus', readOnly: true, filter: 'eq' },
    attempts: { type: 'int', label: L('尝试次数', 'Attempts'), readOnly: true },
    nextAttemptAt: { type: 'datetime', label: L('下次尝试', 'Next attempt'), readOnly: true },
    lastError: text('最近错误', 'Last error', 500),
    createdAt: { type: 'datetime', label: L('创建时间', 'Created'), readOnly: true, filter: 'range' },
    sentAt: { type: 'datetime', label: L('发送时间', 'Sent'), readOnly: true },
    body: { type: 'text', label: L('正文', 'Body'), readOnly: true, max: 20000 },
  },
});
