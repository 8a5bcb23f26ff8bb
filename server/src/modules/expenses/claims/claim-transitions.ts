import { itemLabel } from '../../../core/dictionary/dict-dsl';
import { AppException } from '../../../core/errors/app.exception';
import { L } from '../../../core/resource/label';
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

// the state `action` moves a claim in `from` to, or undefined when the table does not allow it
export function nextState(from: string, action: ClaimAction): State | undefined {
  return CLAIM_TRANSITIONS[from as State]?.[action];
}

// the state `action` moves it to, or 409 expenses.illegalTransition naming both
export function transition(from: string, action: ClaimAction): State {
  const to = nextState(from, action);
  if (to === undefined) throw new AppException(ExpensesError.illegalTransition, { from: itemLabel(expenseClaimState.items, from, { inSentence: true }), action: CLAIM_ACTIONS[action] });
  return to;
}
