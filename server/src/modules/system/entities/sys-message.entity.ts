import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// In-app messages: reminders, approval notices. One row per recipient.
@Entity('sys_message')
@Index(['userId', 'readAt'])
export class SysMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  content: string | null;

  // what the message says, as its sender declared it (defineMessages), rendered in the reader's language
  // when read; title and content keep the Chinese text for rows whose key is unknown (older rows)
  @Column({ type: 'varchar', length: 64, nullable: true })
  msgKey: string | null;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  @Column({ type: 'jsonb', nullable: true })
  params: Record<string, any> | null;

  // reminder | approval | system
  @Column({ type: 'varchar', length: 32, default: 'system' })
  msgType: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  link: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
