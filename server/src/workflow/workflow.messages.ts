import { defineMessages } from '../core/notify/message-texts';

// What the approval machinery tells people, rendered in each reader's language.
export const WorkflowMessage = defineMessages('workflow', {
  approved: { title: ['申请已通过：{title}', 'Approved: {title}'], content: ['您的申请已审批通过。', 'Your request has been approved.'] },
  rejected: { title: ['申请未通过：{title}', 'Not approved: {title}'], content: ['您的申请未获批准，请查看审批意见。', 'Your request was not approved; see the approvers’ comments.'] },
  // mail only (the to-do list and the header bell show waiting tasks already)
  waiting: { title: ['待您审批：{title}', 'Waiting for your approval: {title}'], content: ['“{step}”等待您处理：{title}。', '“{step}” of {title} is waiting for you.'] },
  overdue: { title: ['审批超时提醒：{step}', 'Approval overdue: {step}'], content: ['{title}：“{step}”已超过办理期限，请尽快处理。', '“{step}” of {title} is past its due date.'] },
});
