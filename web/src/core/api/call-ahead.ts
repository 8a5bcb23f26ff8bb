import { getToken } from '../storage';
import type { Envelope } from './api-error';
import { call, carriedAnswer, type CallOptions, type ListAnswer } from './client';

// What a screen will ask, asked while the pointer rests on what opens it (a menu entry, a "view" link)
// or at sign-in (the home page): once drawn, the screen finds its answers asked, often answered, instead
// of asking after its first render. Each is kept a few seconds and serves one screen, for exactly the
// call it makes; a failure is asked again by the screen itself, which shows it as usual.
const KEPT_MS = 5_000;
// A landed answer a screen took as its first state stays this long for that screen alone: React may draw
// a screen more than once before it shows it (a concurrent render begun again after an update), and each
// drawing must find it (the relief forecast was seen asked twice when only the first drawing could).
const TAKEN_MS = 1_000;
// `value` once the answer has landed (takeAnswered); `takenAt` once a screen took it
interface Asked {
  at: number;
  answer: Promise<ListAnswer<unknown>>;
  value?: ListAnswer<unknown>;
  takenAt?: number;
}
const ahead = new Map<string, Asked>();

// per session: what one user asked is never the answer of the next one to sign in on that browser
const keyOf = (entity: string, op: string, body: object) => `${getToken() ?? ''} ${entity}/${op} ${JSON.stringify(body)}`;

function fresh(key: string) {
  const e = ahead.get(key);
  if (e && (e.takenAt === undefined ? Date.now() - e.at < KEPT_MS : Date.now() - e.takenAt < TAKEN_MS)) return e;
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

// The answer to a call asked ahead, when it has already landed: a screen takes it as its first state and
// is drawn with its data at once, instead of empty first and again a moment later (issue 21 §2). Taken,
// it answers only the drawings of that moment (TAKEN_MS), never a later call.
export function takeAnswered<T>(entity: string, op: string, body: object): ListAnswer<T> | undefined {
  const kept = fresh(keyOf(entity, op, body));
  if (!kept?.value) return undefined;
  kept.takenAt ??= Date.now();
  return kept.value as ListAnswer<T>;
}

// The call a screen makes, answered by what was asked ahead when there is one no screen has taken: a
// call made once the screen is shown (a reload after a change) is always asked afresh.
export function callAhead<T>(entity: string, op: string, body: object, opts?: CallOptions): Promise<ListAnswer<T>> {
  const key = keyOf(entity, op, body);
  const kept = fresh(key);
  ahead.delete(key);
  if (!kept || kept.takenAt !== undefined) return call<T>(entity, op, body, opts);
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

// A call named ahead of time (the sign-in sends these with it: server core/api/ask-ahead.ts).
export interface AskedCall {
  entity: string;
  op: string;
  body: object;
}

// The calls as another call carries them to the server.
export const carriedCalls = (calls: AskedCall[]) => calls.map((c) => ({ entity: c.entity, operation: c.op, body: c.body }));

// What the server answered for them, in their order, kept for the session now signed in: each call then
// finds its answer (a screen's read) instead of asking. A failed one is left to its caller.
export function keepCarried(calls: AskedCall[], answers: unknown): void {
  if (!Array.isArray(answers)) return;
  calls.forEach((c, i) => {
    try {
      // already landed: the first drawing takes it at once
      const value = carriedAnswer(answers[i] as Envelope);
      ahead.set(keyOf(c.entity, c.op, c.body), { at: Date.now(), answer: Promise.resolve(value), value });
    } catch {
      /* asked again by whoever needs it */
    }
  });
}
