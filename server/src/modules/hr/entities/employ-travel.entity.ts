import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A business trip request (businessTravelApplication), approved through processes/travel.bpmn.
@Entity('employ_travel')
export class EmployTravel extends FlowEntity {
  @Field({ type: 'string', label: L('目的地', 'Destination'), required: true, max: 100, filter: 'like' })
  destination: string;

  @Field({ type: 'date', notPast: true, label: L('出发日期', 'From'), required: true, filter: 'range' })
  startDate: string;

  @Field({ type: 'date', label: L('返回日期', 'To'), required: true })
  endDate: string;

  // calendar days from the dates, both included: counted by the server only
  @Field({ type: 'number', label: L('天数', 'Days'), readOnly: true, computed: { op: 'countDays', from: ['startDate', 'endDate'] }, column: { precision: 5, scale: 1, nullable: false } })
  days: string;

  @Field({ type: 'dict', dict: 'transportMode', label: L('出行方式', 'Means of travel'), filter: 'eq', column: { length: 8 } })
  transportMode: string | null;

  @Field({ type: 'money', label: L('预算（元）', 'Budget (CNY)'), min: 0, defaultValue: '0', column: { default: 0 } })
  budget: string;

  @Field({ type: 'text', label: L('出差事由', 'Purpose'), required: true, max: 500, column: { nullable: true } })
  reason: string | null;
}
