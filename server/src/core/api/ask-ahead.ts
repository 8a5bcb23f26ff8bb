import { AppException, type FieldError } from '../errors/app.exception';
import { L } from '../resource/label';
import type { Envelope } from './envelope';

// Issue 21 §2, "ask for what a screen needs in one round trip": a caller may send, with its sign-in,
// the reads its first screen will make (the catalog, the home page's settings, messages and widgets).
// The server answers each as the call on its own would, under the user just signed in, in the same
// answer: the first screen is drawn one round trip after the click instead of three. Only reads are
// taken (no write, upload, export or public call); each is checked exactly as its own call is
// (OperationRouter.answerAs), so a call the user may not make answers its 403 in its place, and the
// sign-in itself still succeeds.
export const AHEAD_MAX_CALLS = 16;
const NAME_MAX = 64;
const ETAG_MAX = 64;

export interface AheadCall {
  entity: string;
  operation: string;
  body: Record<string, unknown>;
  // the tag of the copy the caller keeps (an `etag` operation's answer): a match answers notModified
  etag?: string;
}

// One call's answer: its envelope as the call would have had it, with the tag of an `etag` operation;
// `notModified` (and no rows) when the caller's copy is still the answer.
export type AheadAnswer = Envelope & { etag?: string; notModified?: true };

const field = L('预先请求', 'Calls asked ahead');
const bad = (reason: string, message: { zh: string; en: string }): AppException =>
  new AppException('Validation', {}, [{ field: 'ahead', reason, message } satisfies FieldError]);

const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= NAME_MAX;

// The calls as sent, checked for shape only (what each may do is the router's to say, per call).
export function readAheadCalls(raw: unknown): AheadCall[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw bad('type', { zh: `${field.zh}应为列表`, en: `${field.en} must be a list` });
  if (raw.length > AHEAD_MAX_CALLS) throw bad('max', { zh: `${field.zh}最多 ${AHEAD_MAX_CALLS} 个`, en: `${field.en}: at most ${AHEAD_MAX_CALLS}` });
  return raw.map((c: unknown) => {
    const call = c as Partial<AheadCall> | null;
    const body = call?.body ?? {};
    const ok = !!call && typeof call === 'object' && isName(call.entity) && isName(call.operation) && typeof body === 'object' && !Array.isArray(body);
    if (!ok || (call.etag !== undefined && (typeof call.etag !== 'string' || call.etag.length > ETAG_MAX))) {
      throw bad('format', { zh: `${field.zh}的格式有误：每个应有 entity、operation 和 body`, en: `${field.en}: each needs an entity, an operation and a body` });
    }
    return { entity: call.entity!, operation: call.operation!, body: body as Record<string, unknown>, ...(call.etag !== undefined && { etag: call.etag }) };
  });
}
