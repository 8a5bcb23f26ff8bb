import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';
import { Field } from '../../core/resource/field.decorator';
import { L } from '../../core/resource/label';

// approvalUserManage: who approves ${approver.config} steps, per company, department, flow type and
// step, valid between two dates. Empty company, department or step means "any"; the most specific
// valid row wins.
@Entity('sys_approval_user')
@Index(['flowType'])
export class ApprovalUser extends BaseEntity {
  @Field({ type: 'dict', dict: 'flowType', label: L('审批类型', 'Flow type'), required: true, filter: 'eq', column: { length: 64 } })
  flowType: string;

  @Field({ type: 'string', label: L('审批环节', 'Step'), max: 64 })
  step: string | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('公司', 'Company'), filter: 'eq', scoped: true })
  companyId: number | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), filter: 'eq', scoped: true })
  deptId: number | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('审批人', 'Approver'), required: true, filter: 'eq', scoped: true })
  userId: number;

  @Field({ type: 'date', label: L('生效日期', 'Valid from') })
  validFrom: string | null;

  @Field({ type: 'date', label: L('失效日期', 'Valid to') })
  validTo: string | null;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
