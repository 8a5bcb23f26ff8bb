import { Column, Index } from 'typeorm';
import { BaseEntity } from '../core/database/base.entity';
import { defineResource, type ResourceDef } from '../core/resource/define-resource';
import { L } from '../core/resource/label';
import type { FieldDecl } from '../core/resource/resource.types';
import { APPROVAL_RESULT, BUSINESS_STATUS } from './workflow.states';

// Business status and approval result of SPEC §4, as stored.
// the dictionaries' named states (workflow.states.ts)
export const BusinessStatus = BUSINESS_STATUS;
export const ApprovalResult = APPROVAL_RESULT;

// Every record approved through a flow carries these (SPEC §3 "Workflow entities"): instance id, status,
// code, result, start time, definition id and starter; deptId and companyId are the starter's, for data
// scopes and for finding approvers.
export abstract class FlowEntity extends BaseEntity {
  @Index()
  @Column({ type: 'varchar', length: 1, default: BusinessStatus.Draft })
  status: string;

  @Column({ type: 'varchar', length: 1, nullable: true })
  result: string | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  instanceId: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true, unique: true })
  code: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  startTime: Date | null;

  @Column({ type: 'integer', nullable: true })
  definitionId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  starterId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'integer', nullable: true })
  companyId: number | null;
}

// The declaration fields of the columns above: spread into a flow resource's `fields`.
export const FLOW_FIELDS: Record<string, FieldDecl> = {
  code: { type: 'string', label: L('单号', 'Number'), readOnly: true, filter: 'like' },
  status: { type: 'dict', dict: 'businessStatus', label: L('状态', 'Status'), readOnly: true, filter: 'eq' },
  result: { type: 'dict', dict: 'approvalResult', label: L('审批结果', 'Result'), readOnly: true, filter: 'eq' },
  startTime: { type: 'datetime', label: L('提交时间', 'Submitted'), readOnly: true, filter: 'range' },
  starterId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('申请人', 'Applicant'), readOnly: true, filter: 'eq' },
  deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), readOnly: true, filter: 'eq' },
  instanceId: { type: 'string', label: L('流程实例', 'Process instance'), readOnly: true, inList: false, inForm: false },
  definitionId: { type: 'int', label: L('流程版本', 'Process version'), readOnly: true, inList: false, inForm: false },
};

// Rows of a flow resource that may be edited or deleted: drafts; flows/flow-lock.hooks.ts refuses the rest.
export const DRAFTS_ONLY = { status: [BusinessStatus.Draft] };

// The operations the workflow layer can define on a flow resource (flows/flow.operations.ts): a
// declaration lists those it has, literally, in `flow.operations`, so its approve and reject routes are
// found where the resource is declared.
export const FLOW_OPERATIONS = ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] as const;
export type FlowOperation = (typeof FLOW_OPERATIONS)[number];

// A resource approved through processes/<processId>.bpmn. Declared with the edit rule its flow imposes,
// so the declaration the web and the API document read is complete when it is registered.
export function defineFlowResource(def: ResourceDef & { processId: string; flow: { submitPerm?: string; operations: FlowOperation[] } }): ResourceDef {
  return defineResource({ ...def, editWhen: DRAFTS_ONLY });
}
