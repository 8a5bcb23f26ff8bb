import type { OpContext } from '../resource/op-context';
import { AppException } from './app.exception';
import { formatMessage, type ErrorKey } from './error-code';

// SPEC §5's "continue?" prompts, decided by the server: an operation lists the warnings its input
// raises; any the caller has not accepted yet refuse the call with ConfirmRequired (nothing is written),
// naming each; the web asks the user and sends the same call again with the keys in X-Confirm. The
// warnings accepted come back with their texts so the operation can record who went on, and when.

export interface Warning {
  key: ErrorKey; // a module's error key: its texts are the question
  params?: Record<string, unknown>;
}

export interface ConfirmedWarning {
  key: string;
  text: { zh: string; en: string };
  by: number | null;
  at: string;
}

const KEYS = /^[A-Za-z0-9_.-]{1,64}$/;

// X-Confirm: a comma-separated list of warning keys; anything else is ignored (it confirms nothing)
export function confirmedKeys(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  return raw
    .split(',')
    .map((k) => k.trim())
    .filter((k) => KEYS.test(k))
    .slice(0, 20);
}

export function confirmWarnings(ctx: OpContext, warnings: Warning[]): ConfirmedWarning[] {
  const text = (w: Warning) => ({ zh: formatMessage(w.key, 'zh', w.params), en: formatMessage(w.key, 'en', w.params) });
  const open = warnings.filter((w) => !ctx.confirmed?.includes(w.key));
  if (open.length) {
    const fields = open.map((w) => ({ field: w.key, key: w.key, reason: 'confirm', message: text(w) }));
    const items = (lang: 'zh' | 'en') => fields.map((f) => f.message[lang]).join(lang === 'en' ? '; ' : '；');
    throw new AppException('ConfirmRequired', { items: { zh: items('zh'), en: items('en') } }, fields);
  }
  const at = new Date().toISOString();
  return warnings.map((w) => ({ key: w.key, text: text(w), by: ctx.user?.userId ?? null, at }));
}
