import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// An overtime request (overtimeApplication), approved through processes/overtime.bpmn; an approved
// one adds its hours to the staff record.
@Entity('employ_over_time')
export class EmployOverTime extends FlowEntity {
  @Field({ type: 'datetime', label: L('开始时间', 'From'), required: true, filter: 'range' })
  beginAt: Date;

  @Field({ type: 'datetime', label: L('结束时间', 'To'), required: true })
  endAt: Date;

  // counted from the two times when left empty
  @Field({ type: 'number', label: L('时长（小时）', 'Hours'), min: 0.5, max: 336, column: { precision: 5, scale: 1, nullable: false } })
  hours: string;

  @Field({ type: 'text', label: L('加班事由', 'Reason'), required: true, max: 500, column: { nullable: true } })
  reason: string | null;
}
