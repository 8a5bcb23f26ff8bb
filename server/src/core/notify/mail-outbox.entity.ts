import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

// A mail to send (issue 11 §2): written in the transaction of what it tells (a task made, a request
// ended), so it exists exactly when that change does; sent later by MailSender, which claims rows across
// processes. Rendered when written, in the recipient's language, to the address they had then.
@Entity('sys_mail_outbox')
@Index('sys_mail_outbox_due', ['nextAttemptAt', 'id'], { where: `status = 'pending'` })
export class SysMailOutbox {
  @Field({ type: 'int', label: L('编号', 'Id'), readOnly: true, column: false })
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Field({ type: 'string', label: L('收件人', 'To'), max: 255, readOnly: true, filter: 'like', column: { nullable: false } })
  toAddress: string;

  @Field({ type: 'string', label: L('主题', 'Subject'), max: 300, readOnly: true, filter: 'like', column: { nullable: false } })
  subject: string;

  @Field({ type: 'string', label: L('语言', 'Language'), max: 5, readOnly: true, column: { nullable: false } })
  lang: string;

  // pending, sent, or failed (every attempt used)
  @Field({ type: 'enum', label: L('状态', 'Status'), options: ['pending', 'sent', 'failed'], enumName: 'mailStatus', readOnly: true, filter: 'eq', column: { length: 10, default: 'pending' } })
  status: string;

  @Field({ type: 'int', label: L('尝试次数', 'Attempts'), readOnly: true, column: { default: 0 } })
  attempts: number;

  @Field({ type: 'datetime', label: L('下次尝试', 'Next attempt'), readOnly: true, column: { default: () => 'now()' } })
  nextAttemptAt: Date;

  @Field({ type: 'string', label: L('最近错误', 'Last error'), max: 500, readOnly: true })
  lastError: string | null;

  @Field({ type: 'datetime', label: L('创建时间', 'Created'), readOnly: true, filter: 'range', column: false })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field({ type: 'datetime', label: L('发送时间', 'Sent'), readOnly: true })
  sentAt: Date | null;

  @Field({ type: 'text', label: L('正文', 'Body'), readOnly: true, max: 20000, column: { type: 'text', nullable: false } })
  body: string;

  @Column({ type: 'integer' })
  userId: number;

  // a sender's claim: another process leaves the row alone until then
  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}
