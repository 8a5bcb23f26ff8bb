import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A resignation (quitApplication), approved through processes/resignation.bpmn; an approved one sets
// the staff record's exit date.
@Entity('employ_leave')
export class EmployLeave extends FlowEntity {
  @Field({ type: 'date', label: L('最后工作日', 'Last working day'), required: true, filter: 'range' })
  lastWorkDate: string;

  @Field({ type: 'text', label: L('离职原因', 'Reason'), required: true, max: 500 })
  reason: string;

  @Field({ type: 'text', label: L('工作交接', 'Handover'), max: 1000 })
  handover: string | null;
}
