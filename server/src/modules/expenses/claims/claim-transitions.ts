import { L } from '../../../core/resource/label';
import { transitionTable } from '../../../core/states/transition-table';
import type { Label } from '../../../core/resource/resource.types';
import { ExpensesError } from '../expenses.errors';
import { CLAIM_STATE as S, expenseClaimState } from '../expenses.states';

// Every move of a claim's state, in one table that every call goes through: an action a state does not
// list answers 409 naming the state and the action. edit (the claim or its lines), delete, print and
// check leave the state as it is; the rest move it.
export const CLAIM_ACTIONS = {
  edit: L('修改', 'edited'),
  delete: L('删除', 'deleted'),
  submit: L('提交', 'submitted'),
  withdraw: L('撤回', 'withdrawn'),
  approve: L('审批通过', 'approved'),
  reject: L('驳回', 'rejected'),
  // a printed claim form is what the approvers sign and finance pays from: not a draft's amounts
  print: L('打印', 'printed'),
  // finance checks lines against their receipts while it reviews the claim, or pays it
  check: L('核对', 'checked'),
} satisfies Record<string, Label>;

export type ClaimAction = keyof typeof CLAIM_ACTIONS;
type State = (typeof S)[keyof typeof S];

export const CLAIM_TRANSITIONS: Record<State, Partial<Record<ClaimAction, State>>> = {
  [S.Draft]: { edit: S.Draft, delete: S.Draft, submit: S.InReview },
  // withdrawn by its applicant before anyone acted: a draft again
  [S.InReview]: { approve: S.Approved, reject: S.Rejected, withdraw: S.Draft, print: S.InReview, check: S.InReview },
  [S.Approved]: { print: S.Approved, check: S.Approved },
  // final: a corrected claim is a new one (its bookings are free to be claimed again)
  [S.Rejected]: {},
};

const TABLE = transitionTable({ states: expenseClaimState.items, actions: CLAIM_ACTIONS, moves: CLAIM_TRANSITIONS, illegal: ExpensesError.illegalTransition });
// the state an action moves a record in `from` to, or undefined when the table does not allow it
export const nextState = TABLE.next;
// the state it moves to, or the module's 409 illegalTransition naming the state and the action
export const transition = TABLE.move;
