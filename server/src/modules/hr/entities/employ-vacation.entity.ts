import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A leave request (vacationApplication), approved through processes/vacation.bpmn.
@Entity('employ_vacation')
export class EmployVacation extends FlowEntity {
  @Field({ type: 'dict', dict: 'leaveType', label: L('请假类型', 'Leave type'), required: true, filter: 'eq', column: { length: 8 } })
  vacationType: string;

  @Field({ type: 'date', label: L('开始日期', 'From'), required: true, filter: 'range' })
  startDate: string;

  @Field({ type: 'date', label: L('结束日期', 'To'), required: true })
  endDate: string;

  // working days from the dates, weekends and holidays (holidayManage): counted by the server only,
  // whole days (leave has no half days)
  @Field({ type: 'number', label: L('天数', 'Days'), readOnly: true, computed: { op: 'countDays', from: ['startDate', 'endDate'] }, column: { precision: 5, scale: 1, nullable: false } })
  days: string;

  @Field({ type: 'text', label: L('事由', 'Reason'), max: 500 })
  reason: string | null;
}
