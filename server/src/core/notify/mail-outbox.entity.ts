import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// A mail to send (issue 11 §2): written in the transaction of what it tells (a task made, a request
// ended), so it exists exactly when that change does; sent later by MailSender, which claims rows across
// processes. Rendered when written, in the recipient's language, to the address they had then.
@Entity('sys_mail_outbox')
@Index('sys_mail_outbox_due', ['nextAttemptAt', 'id'], { where: `status = 'pending'` })
export class SysMailOutbox {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 255 })
  toAddress: string;

  @Column({ type: 'varchar', length: 5 })
  lang: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  // pending, sent, or failed (every attempt used)
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  // a sender's claim: another process leaves the row alone until then
  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
