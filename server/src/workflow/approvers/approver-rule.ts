// How a user task in a BPMN file names its approvers, as process owners write it in Camunda Modeler:
//   camunda:assignee="${approver.deptLeader}"        the starter's department leader
//   camunda:assignee="${approver.upperLeader}"       the leader of the department above
//   camunda:assignee="${approver.companyLeader}"     the leader of the starter's company
//   camunda:assignee="${approver.config}"            approvalUserManage: company, department, flow type, step
//   camunda:assignee="${approver.starter}"           the person who submitted (e.g. to confirm receipt)
//   camunda:assignee="${approver.user.zhangwei}"     one named account
//   camunda:candidateGroups="财务专员,人事经理"        anyone holding one of these roles (by name)
// The server resolves these itself: the engine never evaluates an assignee expression.
export type ApproverRule =
  | { kind: 'deptLeader' | 'upperLeader' | 'companyLeader' | 'config' | 'starter' }
  | { kind: 'user'; username: string }
  | { kind: 'roles'; roles: string[] };

const KINDS = ['deptLeader', 'upperLeader', 'companyLeader', 'config', 'starter'] as const;

export class ApproverRuleError extends Error {}

// Answers the rule of a user task, or throws ApproverRuleError saying what is wrong.
export function parseApproverRule(assignee?: string | null, candidateGroups?: string | null): ApproverRule {
  const a = assignee?.trim();
  const g = candidateGroups?.trim();
  if (a && g) throw new ApproverRuleError('a user task names either an assignee or candidate groups, not both');
  if (g) {
    const roles = g.split(',').map((r) => r.trim()).filter(Boolean);
    if (!roles.length) throw new ApproverRuleError('candidateGroups lists no role');
    return { kind: 'roles', roles };
  }
  if (!a) throw new ApproverRuleError('the user task names no approver (camunda:assignee or camunda:candidateGroups)');
  const m = /^\$\{approver\.([A-Za-z]+)(?:\.([\w.-]+))?\}$/.exec(a);
  if (!m) throw new ApproverRuleError(`assignee "${a}" is not one of \${approver.deptLeader|upperLeader|companyLeader|config|starter|user.<account>}`);
  if (m[1] === 'user') {
    if (!m[2]) throw new ApproverRuleError('${approver.user.<account>} needs an account');
    return { kind: 'user', username: m[2] };
  }
  if (m[2] || !(KINDS as readonly string[]).includes(m[1])) throw new ApproverRuleError(`unknown approver rule "${m[1]}"`);
  return { kind: m[1] as (typeof KINDS)[number] };
}

// Who a task is for, once rules and agents are applied: the agent acts "for" the replaced approver.
export interface ResolvedApprover {
  userId: number;
  onBehalfOf: number | null;
}

// What the resolver knows about the flow when a task is created.
export interface ApproverContext {
  flowType: string;
  step: string; // the user task's element id
  starterId: number;
  deptId: number | null; // the starter's department when submitting
  companyId: number | null;
  at: Date;
}
