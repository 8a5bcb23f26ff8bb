import { getToken } from '../storage';
import { call, type CallOptions, type ListAnswer } from './client';

// What a screen will ask, asked while the pointer rests on what opens it (a menu entry, a "view" link):
// once drawn, the screen finds its answers asked, often answered, instead of asking after its first
// render. Each is kept a few seconds and used once, for exactly the call the screen makes; a failure is
// asked again by the screen itself, which shows it as usual.
const KEPT_MS = 5_000;
// `value` once the answer has landed (takeAnswered)
interface Asked {
  at: number;
  answer: Promise<ListAnswer<unknown>>;
  value?: ListAnswer<unknown>;
}
const ahead = new Map<string, Asked>();

// per session: what one user asked is never the answer of the next one to sign in on that browser
const keyOf = (entity: string, op: string, body: object) => `${getToken() ?? ''} ${entity}/${op} ${JSON.stringify(body)}`;

function fresh(key: string) {
  const e = ahead.get(key);
  if (e && Date.now() - e.at < KEPT_MS) return e;
  ahead.delete(key);
  return undefined;
}

export function askAhead<T>(entity: string, op: string, body: object): Promise<ListAnswer<T>> {
  const key = keyOf(entity, op, body);
  const kept = fresh(key);
  if (kept) return kept.answer as Promise<ListAnswer<T>>;
  const answer = call<T>(entity, op, body, { toast: false, overlay: false });
  const entry: Asked = { at: Date.now(), answer };
  ahead.set(key, entry);
  answer.then(
    (value) => {
      entry.value = value;
    },
    () => {
      if (ahead.get(key) === entry) ahead.delete(key);
    },
  );
  return answer;
}

// The answer to a call asked ahead, when it has already landed: a screen takes it (once) as its first
// state and is drawn with its data at once, instead of empty first and again a moment later (issue 21 §2).
export function takeAnswered<T>(entity: string, op: string, body: object): ListAnswer<T> | undefined {
  const key = keyOf(entity, op, body);
  const kept = fresh(key);
  if (!kept?.value) return undefined;
  ahead.delete(key);
  return kept.value as ListAnswer<T>;
}

// The call a screen makes, answered by what was asked ahead when there is one.
export function callAhead<T>(entity: string, op: string, body: object, opts?: CallOptions): Promise<ListAnswer<T>> {
  const key = keyOf(entity, op, body);
  const kept = fresh(key);
  if (!kept) return call<T>(entity, op, body, opts);
  ahead.delete(key);
  return (kept.answer as Promise<ListAnswer<T>>).catch(() => call<T>(entity, op, body, opts));
}

// One read a screen makes, both ways: `landed()` its answer when what was asked ahead has already come
// (taken once: the screen is then drawn with it at once), else `read()` as callAhead does.
export interface AheadRead<T> {
  landed: () => T | undefined;
  read: () => Promise<T>;
}

export function aheadRead<R, T>(entity: string, op: string, body: object, shape: (a: ListAnswer<R>) => T, opts?: CallOptions): AheadRead<T> {
  return {
    landed: () => {
      const a = takeAnswered<R>(entity, op, body);
      return a && shape(a);
    },
    read: () => callAhead<R>(entity, op, body, opts).then(shape),
  };
}
