import { DISPATCH_OPERATION, DISPATCH_STATUS, DISPATCH_TYPE, OPEN_STATUSES, PLAN_STATUS } from '../../../../server/src/modules/dispatch/dispatch.states';
import { WARN_STATUS } from '../../../../server/src/modules/crew/crew.states';
import { YES_NO } from '../../../../server/src/modules/system/system.states';
import { APPROVAL_RESULT, BUSINESS_STATUS } from '../../../../server/src/workflow/workflow.states';
import type { PlanRow } from './dispatch-api';

// The states the view tests for, named by the server's dictionary declarations (one source).
export { APPROVAL_RESULT, BUSINESS_STATUS, DISPATCH_OPERATION, DISPATCH_STATUS, DISPATCH_TYPE, PLAN_STATUS, WARN_STATUS, YES_NO };

// What the view offers follows the plan's state (which order actions apply is the operations' declared
// `when`): orders change while the plan is a draft, and are carried out once it is approved.
export const isDraft = (p: PlanRow): boolean => p.status === BUSINESS_STATUS.Draft;
export const isExecutable = (p: PlanRow): boolean => p.planStatus === PLAN_STATUS.InProgress;

export const isOpen = (o: { status?: unknown }): boolean => OPEN_STATUSES.includes(String(o.status));
export const notCompliant = (o: { compliant?: unknown }): boolean => o.compliant === YES_NO.No;

// A plan's one state as the screens show it (issue 21: never 审批中 beside 草稿): while its approval runs
// it is in approval, which its plan status (a draft until agreed) does not say; else its plan status.
export function planState(p: { status?: unknown; planStatus?: unknown }): { dict: 'businessStatus' | 'planStatus'; value: string } {
  if (p.status === BUSINESS_STATUS.InApproval) return { dict: 'businessStatus', value: BUSINESS_STATUS.InApproval };
  return { dict: 'planStatus', value: String(p.planStatus ?? '') };
}
