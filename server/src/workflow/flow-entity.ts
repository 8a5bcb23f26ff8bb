import { Column } from 'typeorm';
import { BaseEntity } from '../core/database/base.entity';
import { defineResource, type ResourceDef, type ResourceInput } from '../core/resource/define-resource';
import { Field, TrailingFields } from '../core/resource/field.decorator';
import { L } from '../core/resource/label';
import { APPROVAL_RESULT, BUSINESS_STATUS } from './workflow.states';

// Business status and approval result of SPEC §4, as stored.
// the dictionaries' named states (workflow.states.ts)
export const BusinessStatus = BUSINESS_STATUS;
export const ApprovalResult = APPROVAL_RESULT;

// Every record approved through a flow carries these (SPEC §3 "Workflow entities"): instance id, status,
// code, result, start time, definition id and starter; deptId and companyId are the starter's, for data
// scopes and for finding approvers. The server sets them all; forms and lists show them after the
// request's own fields.
@TrailingFields()
export abstract class FlowEntity extends BaseEntity {
  @Field({ type: 'string', label: L('单号', 'Number'), readOnly: true, filter: 'like', column: { length: 32, unique: true } })
  code: string | null;

  @Field({ type: 'dict', dict: 'businessStatus', label: L('状态', 'Status'), readOnly: true, filter: 'eq', column: { default: BusinessStatus.Draft, index: true } })
  status: string;

  @Field({ type: 'dict', dict: 'approvalResult', label: L('审批结果', 'Result'), readOnly: true, filter: 'eq' })
  result: string | null;

  @Field({ type: 'datetime', label: L('提交时间', 'Submitted'), readOnly: true, filter: 'range' })
  startTime: Date | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('申请人', 'Applicant'), readOnly: true, filter: 'eq', column: { index: true } })
  starterId: number | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), readOnly: true, filter: 'eq', column: { index: true } })
  deptId: number | null;

  @Field({ type: 'string', label: L('流程实例', 'Process instance'), readOnly: true, inList: false, inForm: false, column: { type: 'uuid', index: true } })
  instanceId: string | null;

  @Field({ type: 'int', label: L('流程版本', 'Process version'), readOnly: true, inList: false, inForm: false })
  definitionId: number | null;

  @Column({ type: 'integer', nullable: true })
  companyId: number | null;
}

// Rows of a flow resource that may be edited or deleted: drafts; flows/flow-lock.hooks.ts refuses the rest.
export const DRAFTS_ONLY = { status: [BusinessStatus.Draft] };

// The operations the workflow layer can define on a flow resource (flows/flow.operations.ts): a
// declaration lists those it has, literally, in `flow.operations`, so its approve and reject routes are
// found where the resource is declared.
export const FLOW_OPERATIONS = ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] as const;
export type FlowOperation = (typeof FLOW_OPERATIONS)[number];

// A resource approved through processes/<processId>.bpmn. Declared with the edit rule its flow imposes,
// so the declaration the web and the API document read is complete when it is registered.
export function defineFlowResource<E extends object, const N extends string>(
  def: ResourceInput<E, N> & { processId: string; flow: { submitPerm?: string; operations: FlowOperation[] } },
): ResourceDef<E, N> {
  return defineResource<E, N>({ ...def, editWhen: DRAFTS_ONLY });
}
