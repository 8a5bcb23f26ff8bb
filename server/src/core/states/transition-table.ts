import { itemLabel, type DictItems } from '../dictionary/dict-dsl';
import { AppException } from '../errors/app.exception';
import type { ErrorKey } from '../errors/error-code';
import type { Label } from '../resource/resource.types';

// A module's state machine (SPEC §4): every move of a record's state in one table that every call goes
// through. An action the record's state does not list answers the module's 409, naming the state (its
// dictionary label) and the action in the reader's language: `{from}` and `{action}` in the error's text.
export interface TransitionTable<S extends string, A extends string> {
  readonly actions: Record<A, Label>;
  readonly moves: Record<S, Partial<Record<A, S>>>;
  // the state `action` moves a record in `from` to, or undefined when the table does not allow it
  next(from: string, action: A): S | undefined;
  // the state it moves to, or the module's illegal-transition error; `params`: more of the error's words
  move(from: string, action: A, params?: Record<string, unknown>): S;
}

export function transitionTable<S extends string, A extends string>(def: {
  states: DictItems; // the state dictionary's items, for the state's label in the refusal
  actions: Record<A, Label>; // each action as it reads in "it cannot be {action}"
  moves: Record<S, Partial<Record<A, S>>>;
  illegal: ErrorKey;
}): TransitionTable<S, A> {
  const next = (from: string, action: A): S | undefined => def.moves[from as S]?.[action];
  return {
    actions: def.actions,
    moves: def.moves,
    next,
    move(from, action, params = {}) {
      const to = next(from, action);
      if (to === undefined) throw new AppException(def.illegal, { ...params, from: itemLabel(def.states, from, { inSentence: true }), action: def.actions[action] });
      return to;
    },
  };
}
