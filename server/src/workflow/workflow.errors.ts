import { defineErrors } from '../core/errors/error-code';

// What the approval machinery refuses, in the reader's language.
export const WorkflowError = defineErrors('workflow', {
  taskDone: [409, '该任务已被处理', 'This task has already been handled'],
  stepTimedOut: [409, '该环节已超时', 'This step timed out'],
  notYourTask: [403, '该任务不属于您', 'This task is not yours to handle'],
  // approve or reject by record names the task shown (taskId); one of another record is a client's mistake
  notTaskOfRecord: [404, '该记录没有这个审批任务', 'This record has no such approval task'],
  submitted: [400, '已提交的记录不能修改或删除', 'A submitted record cannot be changed or deleted'],
  onlyDraftSubmits: [400, '只有草稿可以提交', 'Only a draft can be submitted'],
  notDeployed: [400, '流程“{flowType}”尚未部署', 'The flow "{flowType}" is not deployed'],
  onlyInApprovalWithdraws: [400, '只有审批中的申请可以撤回', 'Only a request in approval can be withdrawn'],
  onlyApplicantWithdraws: [400, '只有申请人可以撤回', 'Only the applicant can withdraw'],
  approverActed: [400, '已有审批人处理，不能撤回', 'An approver has already acted; it cannot be withdrawn'],
  noApprover: [400, '“{step}”环节没有审批人，请联系管理员配置后再处理', 'No approver is set for "{step}"; ask an administrator to configure one'],
  selfAppointed: [403, '不能任命自己为领导、审批人或代理人', 'You cannot appoint yourself leader, approver or agent'],
  agentIsApprover: [400, '代理人不能是被代理人本人', 'The agent cannot be the approver themselves'],
});
