import { Column, Entity, PrimaryColumn } from 'typeorm';

// A user's choice for one reminder kind (reminder-kinds.ts): a row per user and kind, written when the
// user first saves the message settings; a kind without a row is on, with the kind's days ahead.
@Entity('sys_remind_setting')
export class SysRemindSetting {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'varchar', length: 34 })
  kind: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  @Column({ type: 'integer' })
  days: number;

  @Column({ type: 'integer', default: 1 })
  version: number;
}
