import { clearSession, getToken, getUser, hasToken, keepAnswer, readKeptAnswer, touchSession } from '../storage';
import { ApiError, CONFIRM_REQUIRED, DECLINED, type Envelope } from './api-error';
import { newIdempotencyKey } from './idempotency-key';
import { beginLoading } from './loading';

// THE envelope handler of the web (ant-design-pro's requestErrorConfig idea): every call goes through
// here, so no page ever reads `code` or shows an error toast by itself.

export const JSON_TIMEOUT_MS = 100_000_000; // SPEC §9
export const UPLOAD_TIMEOUT_MS = 700_000; // SPEC §9
export const ERROR_TOAST_SECONDS = 5; // SPEC §8

export interface CallOptions {
  toast?: boolean; // show the red message on failure (default true)
  overlay?: boolean; // false marks a background call (polls, pickers): no overlay, and not user activity
  auth?: boolean; // a 401 signs the user out (default true; sign-in itself passes false)
  // the session the call acts for instead of the stored one: sign-out, whose local session is gone first
  token?: string | null;
  // the operation answers with an ETag (Meta/getResources): the last answer is kept and revalidated,
  // a 304 answers the kept copy
  keep?: boolean;
  // the Idempotency-Key of a creation: a form keeps one per record it makes, so its own retries after a
  // lost answer answer the first answer; absent, each call (with its "continue?" rounds) gets one
  idempotencyKey?: string;
}

export interface ListAnswer<T> {
  list: T[];
  total: number;
  msg?: string; // the server's result text in the caller's language (SPEC §8: 保存成功, 操作成功 ...)
  totals?: Record<string, number>; // a report's sums over every page (its screen's totals row)
  series?: Array<Record<string, unknown>>; // a report's chart over every page
}

export interface ClientHooks {
  lang: () => string;
  text: (key: 'messages.network' | 'messages.timeout' | 'messages.serverError') => string;
  notifyError: (text: string, seconds: number) => void;
  onUnauthorized: (owner: string | null) => void;
  // SPEC §5's "continue?": the server's warnings in the reader's language; resolves true to go on
  confirm?: (messages: string[]) => Promise<boolean>;
  fetch?: typeof fetch;
}

let hooks: ClientHooks = {
  lang: () => 'zh',
  text: (k) => k,
  notifyError: () => undefined,
  onUnauthorized: () => undefined,
};

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

const url = (entity: string, op: string) => `/${encodeURIComponent(entity)}/api/${encodeURIComponent(op)}`;

// The server ignores the Idempotency-Key of calls that create nothing: every call carries one.
function headers(json: boolean, etag: string | undefined, round: Round, session: string | null | undefined): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': hooks.lang() === 'en' ? 'en' : 'zh' };
  if (etag) h['If-None-Match'] = etag;
  if (round.tokens.length) h['X-Confirm'] = round.tokens.join(',');
  h['Idempotency-Key'] = round.key;
  if (json) h['Content-Type'] = 'application/json';
  const token = session === undefined ? getToken() : session;
  if (hasToken(token)) h.Authorization = `Bearer ${token}`;
  return h;
}

// What the rounds of one call share: its Idempotency-Key, and the "continue?" tokens accepted so far.
interface Round {
  key: string;
  tokens: string[];
}

interface RawOptions extends CallOptions {
  body: BodyInit;
  json: boolean;
  timeoutMs: number;
  closeOverlayAtOnce: boolean;
  expectFile: boolean;
}

// One round trip: the answer, or the ApiError it makes (shown and acted on by send()).
async function sendOnce(entity: string, op: string, o: RawOptions, round: Round): Promise<Response | Envelope> {
  const end = o.overlay === false ? () => undefined : beginLoading();
  const ctl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctl.abort();
  }, o.timeoutMs);
  try {
    const doFetch = hooks.fetch ?? fetch;
    const keptName = o.keep ? `${entity}/${op}` : null;
    const kept = keptName ? readKeptAnswer<Envelope>(keptName) : null;
    let res: Response;
    try {
      res = await doFetch(url(entity, op), { method: 'POST', headers: headers(o.json, kept?.etag, round, o.token), body: o.body, signal: ctl.signal });
    } catch {
      throw new ApiError(timedOut ? 'timeout' : 'network', hooks.text(timedOut ? 'messages.timeout' : 'messages.network'));
    }
    if (res.status === 304 && kept) return kept.envelope;
    const type = res.headers.get('content-type') ?? '';
    if (o.expectFile && res.ok && !type.includes('application/json')) return res;
    let env: Envelope;
    try {
      env = (await res.json()) as Envelope;
    } catch {
      throw new ApiError(String(res.status), hooks.text('messages.serverError'));
    }
    if (!env || typeof env.code !== 'string') throw new ApiError(String(res.status), hooks.text('messages.serverError'));
    if (env.code !== '200') throw new ApiError(env.code, env.msg || hooks.text('messages.serverError'), env.fields ?? [], env);
    const etag = res.headers.get('etag');
    if (keptName && etag) keepAnswer(keptName, { etag, envelope: env });
    return env;
  } catch (e) {
    throw e instanceof ApiError ? e : new ApiError('network', hooks.text('messages.network'));
  } finally {
    clearTimeout(timer);
    end(o.closeOverlayAtOnce);
  }
}

// The token of a ConfirmRequired answer not accepted yet (none: not such an answer, or a server asking
// again about what was accepted, which no second round would settle). The token covers exactly the
// warnings listed: a fact that changed since comes back with another token and is asked again.
function newToken(err: ApiError, round: Round): string | null {
  const token = err.envelope?.error === CONFIRM_REQUIRED ? err.envelope.confirmToken : undefined;
  return typeof token === 'string' && token && !round.tokens.includes(token) ? token : null;
}

// Every call: sent; a "continue?" answer asked and, when accepted, sent again with the tokens accepted
// so far (the server may raise further warnings: asked in turn) and the same Idempotency-Key; failures
// shown once, here.
async function send(entity: string, op: string, o: RawOptions): Promise<Response | Envelope> {
  const round: Round = { key: o.idempotencyKey ?? newIdempotencyKey(), tokens: [] };
  try {
    for (;;) {
      try {
        return await sendOnce(entity, op, o, round);
      } catch (e) {
        const err = e as ApiError;
        const token = hooks.confirm ? newToken(err, round) : null;
        if (!token) throw err;
        const accepted = await hooks.confirm!(err.fields.map((f) => f.message || err.msg));
        if (!accepted) throw new ApiError(DECLINED, '', [], err.envelope);
        round.tokens = [...round.tokens, token];
      }
    }
  } catch (e) {
    const err = e as ApiError;
    if (err.code === '401' && o.auth !== false) {
      // whose session ended: none when it was already ended on purpose (signed out, here or in another tab)
      const owner = getUser()?.username ?? null;
      clearSession();
      hooks.onUnauthorized(owner);
    }
    if (o.toast !== false && !err.declined) hooks.notifyError(err.msg, ERROR_TOAST_SECONDS);
    throw err;
  }
}

// Only calls the user caused keep the session alive; a badge poll must not stop the idle rule.
function answered(opts: CallOptions): void {
  if (opts.overlay !== false) touchSession();
}

const listAnswer = <T>(env: Envelope<T>): ListAnswer<T> => ({
  list: Array.isArray(env.list) ? env.list : [],
  total: typeof env.total === 'number' ? env.total : (env.list?.length ?? 0),
  ...(typeof env.msg === 'string' && env.msg ? { msg: env.msg } : {}),
  ...(env.totals && { totals: env.totals }),
  ...(env.series && { series: env.series }),
});

export async function call<T = Record<string, unknown>>(entity: string, op: string, body: object = {}, opts: CallOptions = {}): Promise<ListAnswer<T>> {
  const env = (await send(entity, op, { ...opts, body: JSON.stringify(body), json: true, timeoutMs: JSON_TIMEOUT_MS, closeOverlayAtOnce: false, expectFile: false })) as Envelope<T>;
  answered(opts);
  return listAnswer(env);
}

// A call's envelope as another answer carried it (the sign-in's calls asked ahead, server
// core/api/ask-ahead.ts), made into what the call on its own would have given: its rows, or its error
// (thrown, not shown: whoever asked ahead asks again on failure).
export function carriedAnswer<T>(carried: Envelope<T>): ListAnswer<T> {
  if (carried.code !== '200') throw new ApiError(carried.code, carried.msg || hooks.text('messages.serverError'), carried.fields ?? [], carried);
  return listAnswer(carried);
}

export async function upload<T = Record<string, unknown>>(entity: string, op: string, form: FormData, opts: CallOptions = {}): Promise<ListAnswer<T>> {
  const env = (await send(entity, op, { ...opts, body: form, json: false, timeoutMs: UPLOAD_TIMEOUT_MS, closeOverlayAtOnce: true, expectFile: false })) as Envelope<T>;
  answered(opts);
  return { list: env.list ?? [], total: env.total ?? 0 };
}

// Export and file download: answers the file; the caller (or saveBlob) hands it to the browser.
export async function download(entity: string, op: string, body: object = {}, opts: CallOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const res = await send(entity, op, { ...opts, body: JSON.stringify(body), json: true, timeoutMs: JSON_TIMEOUT_MS, closeOverlayAtOnce: false, expectFile: true });
  answered(opts);
  if (!(res instanceof Response)) throw new ApiError('500', hooks.text('messages.serverError'));
  const blob = await res.blob();
  return { blob, filename: filenameFrom(res.headers.get('content-disposition')) ?? `${entity}-${op}` };
}

// attachment; filename="a.xlsx" or filename*=UTF-8''%E8%88%B9.xlsx (RFC 6266; the starred form wins)
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || null;
}

export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
