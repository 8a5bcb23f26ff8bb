import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// An office supplies request (officeSuppliesApplication): submit, the leader approves, the office
// administrator confirms the issue (processes/office-supplies.bpmn); the stock drops when confirmed.
@Entity('employ_office_supplies')
export class EmployOfficeSupplies extends FlowEntity {
  @Field({ type: 'ref', ref: 'SysOfficeSuppliesSetting', refLabel: 'name', label: L('用品', 'Item'), required: true, filter: 'eq' })
  settingId: number;

  @Field({ type: 'int', label: L('数量', 'Quantity'), required: true, min: 1, max: 10000 })
  quantity: number;

  @Field({ type: 'text', label: L('用途', 'Purpose'), max: 500 })
  purpose: string | null;
}
