import { L } from '../../../../core/resource/label';
import { transitionTable } from '../../../../core/states/transition-table';
import type { Label } from '../../../../core/resource/resource.types';
import { TicketError } from '../tickets.errors';
import { TICKET_STATUS as S, ticketStatus } from '../tickets.states';

// Every move of a ticket's state (SPEC §4), in one table that every call goes through: an action a state
// does not list answers 409 naming the state and the action. edit, delete and amend leave the state as
// it is; the rest move it.
export const TICKET_ACTIONS = {
  edit: L('修改', 'edited'),
  delete: L('删除', 'deleted'),
  // the request handed to the travel clerk
  submit: L('提交', 'submitted'),
  issue: L('出票', 'issued'),
  refund: L('退票', 'refunded'),
  // the clerk's, before issue
  cancel: L('取消', 'cancelled'),
  // its dispatch order or check item ended: what is not bought yet is cancelled, what is bought awaits refund
  close: L('随派遣单关闭', 'closed with its dispatch order'),
  // the clerk corrects what was issued (flight, price, agency) or the refund fee
  amend: L('更正', 'corrected'),
  settle: L('结算', 'settled'),
} satisfies Record<string, Label>;

export type TicketAction = keyof typeof TICKET_ACTIONS;
type State = (typeof S)[keyof typeof S];

export const TICKET_TRANSITIONS: Record<State, Partial<Record<TicketAction, State>>> = {
  [S.Pending]: { edit: S.Pending, delete: S.Pending, submit: S.WaitingForIssue, cancel: S.Cancelled, close: S.Cancelled },
  [S.WaitingForIssue]: { issue: S.Issued, cancel: S.Cancelled, close: S.Cancelled },
  // closing never pretends the money was not spent: an issued ticket waits for its refund
  [S.Issued]: { refund: S.Refunded, close: S.IssuedAwaitingRefund, amend: S.Issued, settle: S.Issued },
  // its cost is not known until the agency refunds it, so it is not settled meanwhile
  [S.IssuedAwaitingRefund]: { refund: S.Refunded, amend: S.IssuedAwaitingRefund },
  [S.Refunded]: { amend: S.Refunded, settle: S.Refunded },
  [S.Cancelled]: {},
};

const TABLE = transitionTable({ states: ticketStatus.items, actions: TICKET_ACTIONS, moves: TICKET_TRANSITIONS, illegal: TicketError.illegalTransition });
// the state an action moves a record in `from` to, or undefined when the table does not allow it
export const nextState = TABLE.next;
// the state it moves to, or the module's 409 illegalTransition naming the state and the action
export const transition = TABLE.move;
