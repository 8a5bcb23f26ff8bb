import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';
import { Field } from '../../core/resource/field.decorator';
import { L } from '../../core/resource/label';

// ActivitiApproveReplace: while A is away, B approves for A (history shows "B for A"). Limited to a
// flow type, company and department when those are set; empty means any.
@Entity('activiti_approve_replace')
@Index(['userId', 'startTime', 'endTime'])
export class ApproveReplace extends BaseEntity {
  // whose tasks move: oneself, or someone within the caller's data rights
  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('被代理人', 'Approver away'), required: true, filter: 'eq', scoped: true })
  userId: number;

  // who takes the tasks over: within the caller's data rights, never the caller (approvers.hooks.ts)
  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('代理人', 'Agent'), required: true, filter: 'eq', scoped: true })
  agentId: number;

  @Field({ type: 'dict', dict: 'flowType', label: L('审批类型', 'Flow type'), filter: 'eq', column: { length: 64 } })
  flowType: string | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('公司', 'Company'), scoped: true })
  companyId: number | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), scoped: true })
  deptId: number | null;

  @Field({ type: 'datetime', label: L('开始时间', 'From'), required: true, filter: 'range' })
  startTime: Date;

  @Field({ type: 'datetime', label: L('结束时间', 'To'), required: true })
  endTime: Date;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
