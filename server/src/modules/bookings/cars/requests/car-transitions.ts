import { L } from '../../../../core/resource/label';
import { transitionTable } from '../../../../core/states/transition-table';
import type { Label } from '../../../../core/resource/resource.types';
import { CarsError } from '../cars.errors';
import { CAR_STATUS as S, carStatus, type CarStatus } from '../cars.states';

// Every move of a car request's state (SPEC §4), in one table that every call goes through: an action a
// state does not list answers 409 naming the state and the action. edit and delete leave the state as it
// is; the rest move it.
export const CAR_ACTIONS = {
  edit: L('修改', 'edited'),
  delete: L('删除', 'deleted'),
  submit: L('提交', 'submitted'),
  // the flow agreed: a vehicle the company arranges waits for the admin office's review (复核)
  approve: L('审批通过', 'approved'),
  // the flow agreed to a taxi: nothing to arrange, reviewed at once
  approveTaxi: L('审批通过', 'approved'),
  reject: L('驳回', 'rejected'),
  withdraw: L('撤回', 'withdrawn'),
  // the admin office confirms (or changes) the car and the driver
  review: L('复核', 'reviewed'),
  // the trip's end passed without the km (carTask.markNotClosed)
  end: L('结束行程', 'ended'),
  // closed with the km driven
  close: L('关闭', 'closed'),
  // the admin office calls the trip off before it begins
  callOff: L('取消用车', 'called off'),
  // its dispatch order ended before it was used (car.link.ts)
  cancel: L('取消', 'cancelled'),
} satisfies Record<string, Label>;

export type CarAction = keyof typeof CAR_ACTIONS;

export const CAR_TRANSITIONS: Record<CarStatus, Partial<Record<CarAction, CarStatus>>> = {
  // a draft (a rejected request reads the same and is finished: the flow's lock refuses it every edit)
  [S.NotSubmitted]: { edit: S.NotSubmitted, delete: S.NotSubmitted, submit: S.UnderReview, cancel: S.Cancelled },
  [S.UnderReview]: { approve: S.ToReview, approveTaxi: S.Reviewed, reject: S.NotSubmitted, withdraw: S.NotSubmitted, cancel: S.Cancelled },
  [S.ToReview]: { review: S.Reviewed, callOff: S.Cancelled, cancel: S.Cancelled },
  // reviewed again: the car or the driver changed before the trip; closed early: the trip is over before
  // its planned end; called off or cancelled only before it begins (car-request.service.ts)
  [S.Reviewed]: { review: S.Reviewed, end: S.NotClosed, close: S.Completed, callOff: S.Cancelled, cancel: S.Cancelled },
  [S.NotClosed]: { close: S.Completed },
  [S.Completed]: {},
  [S.Cancelled]: {},
};

const TABLE = transitionTable({ states: carStatus.items, actions: CAR_ACTIONS, moves: CAR_TRANSITIONS, illegal: CarsError.illegalTransition });
// the state an action moves a record in `from` to, or undefined when the table does not allow it
export const nextState = TABLE.next;
// the state it moves to, or the module's 409 illegalTransition naming the state and the action
export const transition = TABLE.move;
