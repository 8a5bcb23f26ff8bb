import dayjs, { type Dayjs } from 'dayjs';
import type { DateOrder, FieldDecl } from './resource.types';

// Why a date cannot be chosen for a field, from its declaration: a fact's date after today (notFuture),
// a plan's before today (notPast),
// or out of order with a sibling field (the resource's dateOrder, as the server checks it in
// field-validator.ts checkDateOrder). `other` names the sibling; the message keys are form.<reason>.
export type DateLimit =
  | { reason: 'future' | 'past' }
  | { reason: 'after' | 'notBefore' | 'before' | 'notAfter'; other: string }
  | { reason: 'spanAfter' | 'spanBefore'; other: string; days: number };

export const DATE_LIMIT_KEYS: Record<DateLimit['reason'], string> = {
  future: 'form.future',
  past: 'form.past',
  after: 'form.after',
  notBefore: 'form.notBefore',
  before: 'form.before',
  notAfter: 'form.notAfter',
  spanAfter: 'form.spanAfter',
  spanBefore: 'form.spanBefore',
};

const asDay = (v: unknown): Dayjs | null => {
  if (dayjs.isDayjs(v)) return v;
  if (typeof v !== 'string' || !v) return null;
  const d = dayjs(v);
  return d.isValid() ? d : null;
};

// The fields a field is ordered against (their changes move its limits).
export function dateSiblings(name: string, order: DateOrder[] | undefined): string[] {
  return (order ?? []).flatMap(([a, b]) => (a === name ? [b] : b === name ? [a] : []));
}

// A planned date (notPast) may not be set to a day before today; the day stored on the row may stay
// (a draft planned for yesterday is still edited in its other fields), as the server decides.
export function isPastDay(d: Dayjs, today: string, stored?: unknown): boolean {
  const day = d.format('YYYY-MM-DD');
  return day < today && day !== storedDay(stored);
}

const storedDay = (v: unknown) => asDay(v)?.format('YYYY-MM-DD');

// The first limit `d` breaks, or null. `values` are the siblings' values: the form's, and in a row
// action's dialog the row's too (sign-off after the stint's boarding). `precise`: a date-time is
// compared to the instant (the validator); a calendar compares days, so a date-time may end later the
// same day it begins. `today` is the company's (YYYY-MM-DD).
export function dateLimit(
  name: string,
  decl: FieldDecl,
  order: DateOrder[] | undefined,
  values: Record<string, unknown>,
  d: Dayjs,
  today: string,
  precise = false,
  stored?: unknown,
): DateLimit | null {
  const isDate = decl.type === 'date';
  if (isDate && decl.notFuture && d.format('YYYY-MM-DD') > today) return { reason: 'future' };
  if (isDate && decl.notPast && isPastDay(d, today, stored)) return { reason: 'past' };
  const unit = isDate || !precise ? 'day' : undefined;
  for (const [a, b, kind, maxDays] of order ?? []) {
    const strict = kind === 'lt' && (isDate || precise);
    if (b === name) {
      const x = asDay(values[a]);
      if (!x) continue;
      if (d.isBefore(x, unit) || (strict && d.isSame(x, unit))) return { reason: kind === 'lt' ? 'after' : 'notBefore', other: a };
      if (maxDays !== undefined && d.startOf('day').diff(x.startOf('day'), 'day') > maxDays) return { reason: 'spanAfter', other: a, days: maxDays };
    } else if (a === name) {
      const y = asDay(values[b]);
      if (!y) continue;
      if (d.isAfter(y, unit) || (strict && d.isSame(y, unit))) return { reason: kind === 'lt' ? 'before' : 'notAfter', other: b };
      if (maxDays !== undefined && y.startOf('day').diff(d.startOf('day'), 'day') > maxDays) return { reason: 'spanBefore', other: b, days: maxDays };
    }
  }
  return null;
}
