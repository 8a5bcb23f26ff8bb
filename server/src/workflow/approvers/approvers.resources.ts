import { defineResource } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { ApprovalUser } from './approval-user.entity';
import { ApproveReplace } from './approve-replace.entity';
import { SysDeptLeader } from './sys-dept-leader.entity';

export const sysDeptLeaderResource = defineResource({
  name: 'SysDeptLeader',
  label: L('部门领导', 'Department leader'),
  entity: SysDeptLeader,
  menu: 'departmentalLeadershipManage',
  defaultSort: 'deptId',
  fields: {
    // routing data (ARCHITECTURE §5): a leader decides for everything below the department (a request
    // climbs to the first level that has one), so all of that lies within the caller's rights
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), required: true, filter: 'eq', scoped: 'tree' },
    // a person within the caller's data rights, never the caller (approvers.hooks.ts)
    userId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('领导', 'Leader'), required: true, filter: 'eq', scoped: true },
    leaderType: { type: 'dict', dict: 'leaderType', label: L('领导类型', 'Leader type'), required: true, filter: 'eq', defaultValue: '1' },
  },
});

export const approvalUserResource = defineResource({
  name: 'approvalUser',
  label: L('审批人', 'Approver'),
  entity: ApprovalUser,
  menu: 'approvalUserManage',
  defaultSort: 'flowType',
  dateOrder: [['validFrom', 'validTo', 'le']],
  fields: {
    flowType: { type: 'dict', dict: 'flowType', label: L('审批类型', 'Flow type'), required: true, filter: 'eq' },
    step: { type: 'string', label: L('审批环节', 'Step'), max: 64 },
    companyId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('公司', 'Company'), filter: 'eq', scoped: true },
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), filter: 'eq', scoped: true },
    userId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('审批人', 'Approver'), required: true, filter: 'eq', scoped: true },
    validFrom: { type: 'date', label: L('生效日期', 'Valid from') },
    validTo: { type: 'date', label: L('失效日期', 'Valid to') },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
});

// Agents sit behind the approvers screen's "agents" button.
const AGENT = 'approvalUserManage:agent';
export const approveReplaceResource = defineResource({
  name: 'ActivitiApproveReplace',
  label: L('代理审批人', 'Approval agent'),
  entity: ApproveReplace,
  access: { getList: AGENT, getById: AGENT, insert: AGENT, update: AGENT, delete: AGENT, export: AGENT },
  defaultSort: '-startTime',
  dateOrder: [['startTime', 'endTime', 'lt']],
  fields: {
    // whose tasks move: oneself, or someone within the caller's data rights
    userId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('被代理人', 'Approver away'), required: true, filter: 'eq', scoped: true },
    // who takes the tasks over: within the caller's data rights, never the caller (approvers.hooks.ts)
    agentId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('代理人', 'Agent'), required: true, filter: 'eq', scoped: true },
    flowType: { type: 'dict', dict: 'flowType', label: L('审批类型', 'Flow type'), filter: 'eq' },
    companyId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('公司', 'Company'), scoped: true },
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), scoped: true },
    startTime: { type: 'datetime', label: L('开始时间', 'From'), required: true, filter: 'range' },
    endTime: { type: 'datetime', label: L('结束时间', 'To'), required: true },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
});

export const APPROVER_RESOURCES = [sysDeptLeaderResource, approvalUserResource, approveReplaceResource];
