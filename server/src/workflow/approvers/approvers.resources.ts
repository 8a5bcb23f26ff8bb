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
});

export const approvalUserResource = defineResource({
  name: 'approvalUser',
  label: L('审批人', 'Approver'),
  entity: ApprovalUser,
  menu: 'approvalUserManage',
  defaultSort: 'flowType',
  dateOrder: [['validFrom', 'validTo', 'le']],
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
});

export const APPROVER_RESOURCES = [sysDeptLeaderResource, approvalUserResource, approveReplaceResource];
