import { L } from '../../../../core/resource/label';
import { transitionTable } from '../../../../core/states/transition-table';
import type { Label } from '../../../../core/resource/resource.types';
import { HotelsError } from '../hotels.errors';
import { hotelStatus, STAY_STATE as S } from '../hotels.states';

// Every move of a stay's state (SPEC §4 Hotel), in one table that every call goes through: an action a
// state does not list answers 409 naming the state and the action. edit, delete, early check-out, renew
// and settle leave the state as it is (they change the stay or make another); the rest move it.
export const STAY_ACTIONS = {
  edit: L('修改', 'edited'),
  delete: L('删除', 'deleted'),
  approve: L('审批通过', 'approved'),
  reject: L('驳回', 'rejected'),
  book: L('预订', 'booked'),
  cancel: L('取消', 'cancelled'),
  confirmCancel: L('确认取消', 'confirmed as cancelled'),
  earlyCheckout: L('提前退房', 'checked out early'),
  renew: L('续住', 'extended'),
  settle: L('结算', 'settled'),
} satisfies Record<string, Label>;

export type StayAction = keyof typeof STAY_ACTIONS;
type State = (typeof S)[keyof typeof S];

export const STAY_TRANSITIONS: Record<State, Partial<Record<StayAction, State>>> = {
  // its application a draft or in approval: nothing was booked, so cancelling it ends it
  [S.Pending]: { edit: S.Pending, delete: S.Pending, approve: S.AwaitingBooking, reject: S.Rejected, cancel: S.CancelConfirmed },
  [S.AwaitingBooking]: { book: S.Booked, cancel: S.CancelConfirmed },
  // booked with the hotel: cancelling it is the clerk's call to the hotel, which may charge for it
  [S.Booked]: { cancel: S.BookedAwaitingCancel, earlyCheckout: S.Booked, renew: S.Booked, settle: S.Booked },
  [S.BookedAwaitingCancel]: { confirmCancel: S.CancelConfirmed },
  // settled only when the hotel charged for the cancellation (stay.service.ts settle)
  [S.CancelConfirmed]: { settle: S.CancelConfirmed },
  [S.Rejected]: {},
};

const TABLE = transitionTable({ states: hotelStatus.items, actions: STAY_ACTIONS, moves: STAY_TRANSITIONS, illegal: HotelsError.illegalTransition });
// the state an action moves a record in `from` to, or undefined when the table does not allow it
export const nextState = TABLE.next;
// the state it moves to, or the module's 409 illegalTransition naming the state and the action
export const transition = TABLE.move;
