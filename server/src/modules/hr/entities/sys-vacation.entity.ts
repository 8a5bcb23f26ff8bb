import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// holidayManage: public holidays, and the weekend days worked instead (调休上班), which leave counts
// working days against.
@Entity('sys_vacation')
export class SysVacation extends BaseEntity {
  @Field({ type: 'date', label: L('日期', 'Date'), required: true, filter: 'range', unique: true })
  holidayDate: string;

  @Field({ type: 'string', label: L('名称', 'Name'), required: true, max: 64, filter: 'like' })
  name: string;

  // 1 holiday (no work), 2 working day on a weekend
  @Field({ type: 'dict', dict: 'holidayType', label: L('类型', 'Type'), required: true, filter: 'eq', defaultValue: '1' })
  dayType: string;
}
