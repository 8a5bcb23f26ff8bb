import { Column, Entity, PrimaryColumn } from 'typeorm';

// The message-settings dialog (SysRemindSetting): which reminders a user receives, how many days ahead.
@Entity('sys_remind_setting')
export class SysRemindSetting {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Column({ type: 'boolean', default: true })
  insurance: boolean;

  @Column({ type: 'integer', default: 7 })
  insuranceDays: number;

  @Column({ type: 'boolean', default: true })
  hotel: boolean;

  @Column({ type: 'integer', default: 1 })
  hotelDays: number;

  @Column({ type: 'boolean', default: true })
  certificate: boolean;

  @Column({ type: 'integer', default: 30 })
  certificateDays: number;

  @Column({ type: 'boolean', default: true })
  qualification: boolean;

  @Column({ type: 'integer', default: 30 })
  qualificationDays: number;

  @Column({ type: 'integer', default: 1 })
  version: number;
}

// The home-page-settings dialog (SysDispSetting): which dashboard panels show; "0" by default (SPEC §2).
@Entity('sys_disp_setting')
export class SysDispSetting {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 1, default: '0' })
  dispNotice: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  dispKnowledge: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  dispVacation: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  dispTravel: string;

  @Column({ type: 'integer', default: 1 })
  version: number;
}
