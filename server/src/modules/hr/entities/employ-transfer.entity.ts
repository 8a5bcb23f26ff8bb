import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A transfer of a member of staff to another department (transferManage), approved through
// processes/transfer.bpmn; an approved one moves the staff record. deptId (of FlowEntity) is the
// department the person leaves: its leader approves first.
@Entity('employ_transfer')
export class EmployTransfer extends FlowEntity {
  // a person within the caller's data rights, moved to a department within them too: the request goes
  // to the person's department's approvers, and the move gives them the new department's rows
  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('调动员工', 'Staff member'), required: true, filter: 'eq', scoped: true, column: { index: true } })
  userId: number;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('调入部门', 'To department'), required: true, filter: 'eq', scoped: true })
  toDeptId: number;

  @Field({ type: 'date', label: L('生效日期', 'Effective'), required: true, filter: 'range' })
  effectiveDate: string;

  @Field({ type: 'text', label: L('调动原因', 'Reason'), max: 500 })
  reason: string | null;
}
