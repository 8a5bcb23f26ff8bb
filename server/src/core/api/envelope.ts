import type { Lang } from '../errors/error-code';

// The one answer shape of the API (ARCHITECTURE §2). Only this file and the error renderer build it.
export interface Envelope {
  code: string;
  msg: string;
  list: unknown[];
  total: number;
  totals?: Record<string, number>; // a report's sums over every page (ListResult.totals)
  series?: Array<Record<string, unknown>>; // a report's chart over every page (ListResult.series)
  fields?: Array<{ field: string; key: string; reason: string; message: string }>;
  error?: string; // the error's stable key (StaleVersion, Duplicate, ...), for callers that act on it
  errorId?: string;
  // a 428 ConfirmRequired: sent back in X-Confirm, it accepts exactly the warnings listed (confirmations.ts)
  confirmToken?: string;
}

// SPEC §8's result texts: a save and a delete say what was done; every other success says "done".
export type Outcome = 'done' | 'saved' | 'deleted';
const OK: Record<Outcome, Record<Lang, string>> = {
  done: { zh: '操作成功', en: 'Operation successful' },
  saved: { zh: '保存成功', en: 'Saved successfully' },
  deleted: { zh: '删除成功', en: 'Successfully deleted' },
};

export function okEnvelope(result: unknown, lang: Lang, outcome: Outcome = 'done'): Envelope {
  const msg = OK[outcome][lang];
  if (result && typeof result === 'object' && 'list' in result && Array.isArray((result as { list: unknown }).list)) {
    const r = result as Pick<Envelope, 'list' | 'totals' | 'series'> & { total?: number };
    return { code: '200', msg, list: r.list, total: r.total ?? r.list.length, ...(r.totals && { totals: r.totals }), ...(r.series && { series: r.series }) };
  }
  const list = result === undefined || result === null ? [] : Array.isArray(result) ? result : [result];
  return { code: '200', msg, list, total: list.length };
}
