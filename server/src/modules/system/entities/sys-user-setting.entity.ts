import { Column, Entity, PrimaryColumn } from 'typeorm';

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
