import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// holidayManage: public holidays, and the weekend days worked instead (调休上班), which leave counts
// working days against.
@Entity('sys_vacation')
export class SysVacation extends BaseEntity {
  @Column({ type: 'date', unique: true })
  holidayDate: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  // 1 holiday (no work), 2 working day on a weekend
  @Column({ type: 'varchar', length: 1, default: '1' })
  dayType: string;
}
