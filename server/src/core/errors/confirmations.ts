import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../api/canonical-json';
import type { OpContext } from '../resource/op-context';
import { AppException } from './app.exception';
import { formatMessage, type ErrorKey } from './error-code';

// SPEC §5's "continue?" prompts, decided by the server: an operation lists the warnings its input
// raises; unless the caller sends back a token covering exactly those warnings, the call is refused
// with ConfirmRequired (nothing is written), naming each and carrying the token (`confirmToken`). The
// web asks the user and sends the same call again with the token in X-Confirm. A token is an HMAC over
// the caller, the operation and the warnings (key, subject and the facts in their params), so it
// confirms only what was shown: another seafarer, a changed date or certificate asks again. The key is
// shared by every process through the database (confirm-secret.ts). The warnings accepted come back with
// their texts so the operation can record who went on, and when.

export interface Warning {
  key: ErrorKey; // a module's error key: its texts are the question
  params?: Record<string, unknown>; // the facts shown: part of what the token covers
  // what the warning is about (a seafarer's id, an order's id) when the texts name it only by name
  subject?: string | number;
}

export interface ConfirmedWarning {
  key: string;
  text: { zh: string; en: string };
  by: number | null;
  at: string;
}

// What the router hands an operation: the tokens the caller sent back and the key that signs them.
export interface ConfirmInput {
  tokens: string[];
  secret: Buffer;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

// X-Confirm: comma-separated tokens (an operation may ask more than once: each answer's token is kept);
// anything else is ignored (it confirms nothing), as are the warning keys older clients sent
export function confirmTokens(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  return raw
    .split(',')
    .map((k) => k.trim())
    .filter((k) => TOKEN.test(k))
    .slice(0, 20);
}

export function confirmToken(secret: Buffer, ctx: Pick<OpContext, 'user' | 'resource' | 'operation'>, warnings: Warning[]): string {
  const items = warnings.map((w) => canonicalJson([w.key, w.subject ?? null, w.params ?? {}])).sort();
  const text = canonicalJson([ctx.user?.userId ?? null, ctx.resource.name, ctx.operation, items]);
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sentBack(sent: string[], token: string): boolean {
  const want = Buffer.from(token);
  return sent.some((t) => t.length === token.length && timingSafeEqual(Buffer.from(t), want));
}

export function confirmWarnings(ctx: OpContext, warnings: Warning[]): ConfirmedWarning[] {
  const text = (w: Warning) => ({ zh: formatMessage(w.key, 'zh', w.params), en: formatMessage(w.key, 'en', w.params) });
  if (!warnings.length) return [];
  // server code that accepts warnings itself (the demo seed) names their keys; callers never can
  const trusted = !!ctx.confirmed && warnings.every((w) => ctx.confirmed!.includes(w.key));
  if (!trusted) {
    const token = ctx.confirm ? confirmToken(ctx.confirm.secret, ctx, warnings) : null;
    if (!token || !sentBack(ctx.confirm!.tokens, token)) {
      const fields = warnings.map((w) => ({ field: w.key, key: w.key, reason: 'confirm', message: text(w) }));
      const items = (lang: 'zh' | 'en') => fields.map((f) => f.message[lang]).join(lang === 'en' ? '; ' : '；');
      throw new AppException('ConfirmRequired', { items: { zh: items('zh'), en: items('en') }, ...(token ? { confirmToken: token } : {}) }, fields);
    }
  }
  const at = new Date().toISOString();
  return warnings.map((w) => ({ key: w.key, text: text(w), by: ctx.user?.userId ?? null, at }));
}
