import { L } from '../../../core/resource/label';
import { transitionTable } from '../../../core/states/transition-table';
import type { Label } from '../../../core/resource/resource.types';
import { InsuranceError } from '../insurance.errors';
import { DECLARATION_STATE as S, insuranceStatus } from '../insurance.states';

// Every move of a declaration's state (SPEC §4), in one table that every call goes through: an action a
// state does not list answers 409 naming the state and the action. edit and delete leave the state as
// it is; the rest move it.
export const DECLARATION_ACTIONS = {
  edit: L('修改', 'edited'),
  delete: L('删除', 'deleted'),
  submit: L('提交', 'submitted'),
  approve: L('审批通过', 'approved'),
  reject: L('驳回', 'rejected'),
  withdraw: L('撤销', 'revoked'),
  noPay: L('设为不缴纳', 'set to no pay'),
  cancel: L('取消', 'cancelled'),
  // its cover was stopped (an approved stop declaration, or its order ended)
  stop: L('停缴', 'stopped'),
  // a new declaration continues its stopped cover
  continue: L('续缴', 'continued'),
} satisfies Record<string, Label>;

export type DeclarationAction = keyof typeof DECLARATION_ACTIONS;
type State = (typeof S)[keyof typeof S];

export const DECLARATION_TRANSITIONS: Record<State, Partial<Record<DeclarationAction, State>>> = {
  [S.WaitingToPay]: { edit: S.WaitingToPay, delete: S.WaitingToPay, submit: S.ManagerReview, noPay: S.NoPay, cancel: S.Cancelled },
  // withdrawn by its applicant before anyone acted: edited and submitted again, or given up
  [S.Revoked]: { edit: S.Revoked, delete: S.Revoked, submit: S.ManagerReview, noPay: S.NoPay, cancel: S.Cancelled },
  [S.ManagerReview]: { approve: S.Approved, reject: S.Rejected, withdraw: S.Revoked, cancel: S.Cancelled },
  // cancelled only when its dispatch order ends before the cover is paid for (insurance.link.ts)
  [S.Approved]: { stop: S.StopPay, cancel: S.Cancelled },
  [S.StopPay]: { continue: S.Continue },
  [S.Rejected]: {},
  [S.Cancelled]: {},
  [S.Continue]: {},
  [S.NoPay]: {},
};

const TABLE = transitionTable({ states: insuranceStatus.items, actions: DECLARATION_ACTIONS, moves: DECLARATION_TRANSITIONS, illegal: InsuranceError.illegalTransition });
// the state an action moves a record in `from` to, or undefined when the table does not allow it
export const nextState = TABLE.next;
// the state it moves to, or the module's 409 illegalTransition naming the state and the action
export const transition = TABLE.move;
