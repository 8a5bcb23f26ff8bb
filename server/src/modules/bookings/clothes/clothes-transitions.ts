import { L } from '../../../core/resource/label';
import { transitionTable } from '../../../core/states/transition-table';
import type { Label } from '../../../core/resource/resource.types';
import { ClothesError } from './clothes.errors';
import { CLOTHES_STATE as S, clothesStatus } from './clothes.states';

// Every move of a work-clothes line's state (SPEC §4), in one table every call goes through: an action a
// state does not list answers 409 naming what, its state and the action. An order moves as its lines
// do (its state is theirs, order-state.rule.ts), so its own actions (edit, delete, submit, cancel) are
// read from the same table on its state. What each move does to the stock is beside it (STOCK_OF).
export const CLOTHES_ACTIONS = {
  edit: L('修改', 'edited'),
  delete: L('删除', 'deleted'),
  submit: L('提交', 'submitted'),
  ship: L('发货', 'shipped'),
  receive: L('签收', 'received'),
  return: L('退回', 'returned'),
  // ended before the clothes left the store (its dispatch order closed, or withdrawn by the applicant)
  cancel: L('取消', 'cancelled'),
  // closed with its dispatch order after the clothes left: they stay where they are, marked to come back
  markReturn: L('标记为待退回', 'marked to be returned'),
} satisfies Record<string, Label>;

export type ClothesAction = keyof typeof CLOTHES_ACTIONS;
type State = (typeof S)[keyof typeof S];

export const CLOTHES_TRANSITIONS: Record<State, Partial<Record<ClothesAction, State>>> = {
  [S.Reserve]: { edit: S.Reserve, delete: S.Reserve, submit: S.NotSent, cancel: S.Cancelled },
  [S.NotSent]: { ship: S.Shipping, cancel: S.Cancelled },
  [S.Shipping]: { receive: S.Received, return: S.Returned, markReturn: S.Shipping },
  [S.Received]: { return: S.Returned, markReturn: S.Received },
  [S.Returned]: {},
  [S.Cancelled]: {},
};

// What a move does to the catalogue row's stock (clothes.repository.ts moveStock): reserve takes from
// what is free, release gives a reservation back, send takes the reserved pieces out of the store,
// restock brings pieces back in. A line is reserved from the moment it is made (insert, edit).
export type StockMove = 'reserve' | 'release' | 'send' | 'restock';
export const STOCK_OF: Partial<Record<ClothesAction, StockMove>> = {
  delete: 'release',
  cancel: 'release',
  ship: 'send',
  return: 'restock',
};

const TABLE = transitionTable({ states: clothesStatus.items, actions: CLOTHES_ACTIONS, moves: CLOTHES_TRANSITIONS, illegal: ClothesError.illegalTransition });
// the state an action moves a record in `from` to, or undefined when the table does not allow it
export const nextState = TABLE.next;
// the state it moves to, or 409 clothes.illegalTransition naming what (an order, a line), its state and the action
export const transition = (what: string | Label, from: string, action: ClothesAction) => TABLE.move(from, action, { what });
