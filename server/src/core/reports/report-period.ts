import dayjs from 'dayjs';
import { localTimeZone, localToday } from '../config/local-date';
import { checkFilter } from '../resource/list-query';
import { fieldError, validationError } from '../resource/field-validator';
import { L } from '../resource/label';
import type { FieldDecl } from '../resource/resource.types';
import type { Row } from '../resource/row';

// The period of a report (SPEC §9: by month or by quarter) and its date range, read once for every
// report: the dispatch and staff reports each had a table of their own, already different.

export const PERIODS = {
  month: { unit: 'month', format: 'YYYY-MM', months: 1 },
  quarter: { unit: 'quarter', format: 'YYYY-"Q"Q', months: 3 },
} as const;
export type Period = (typeof PERIODS)[keyof typeof PERIODS];

// the API's names, and the reportPeriod dictionary values (1 month, 2 quarter) the search form sends
const PERIOD_NAMES: Record<string, keyof typeof PERIODS> = { month: 'month', quarter: 'quarter', '1': 'month', '2': 'quarter' };

export const PERIOD = 'period';
export const DATE_RANGE = 'dateRange';
export const YEAR = 'year';
export const HORIZON = 'days';

// Body fields the report reads itself (not a column): in the search form, never in the table.
export const filterOnly = (f: FieldDecl): FieldDecl => ({ ...f, required: false, readOnly: true, inList: false, inForm: false });
export const PERIOD_FIELD = filterOnly({ type: 'dict', dict: 'reportPeriod', label: L('统计方式', 'Group by'), filter: 'eq' });
export const dateRangeField = (label: FieldDecl['label']) => filterOnly({ type: 'date', label, filter: 'range' });
// a same-term report's year (default: this year on the company's calendar)
export const YEAR_FIELD = filterOnly({ type: 'int', label: L('年度', 'Year'), min: 2000, max: 2100, filter: 'eq' });
// a forecast's window; the search form starts from the default, which a list body never fills in
export const horizonField = (h: { label: FieldDecl['label']; days: number; max: number }) => filterOnly({ type: 'int', label: h.label, min: 1, max: h.max, filter: 'eq', defaultValue: h.days });

// Filters come flat in the body or under `filters`, as a list takes them.
export const bodyValues = (body: Row): Row => ({ ...body, ...(body.filters ?? {}) });

export function readPeriod(body: Row, field: FieldDecl = PERIOD_FIELD): Period {
  const v = bodyValues(body)[PERIOD];
  if (v === undefined || v === null || v === '') return PERIODS.month;
  // own properties only: "constructor" is not a period
  const name = (typeof v === 'string' || typeof v === 'number') && Object.hasOwn(PERIOD_NAMES, String(v)) ? PERIOD_NAMES[String(v)] : undefined;
  if (!name) throw validationError([fieldError(PERIOD, { type: 'enum', label: field.label, options: Object.keys(PERIOD_NAMES) }, 'enum')]);
  return PERIODS[name];
}

// [from, to] as YYYY-MM-DD, either end open; nothing sent: the current year on the company's calendar,
// so a report opens on something readable rather than all history.
export function readRange(body: Row, field: FieldDecl, name = DATE_RANGE): [string | null, string | null] {
  const v = bodyValues(body)[name];
  const empty = (x: unknown) => x === undefined || x === null || x === '';
  if (empty(v) || (Array.isArray(v) && v.length > 0 && v.every(empty))) {
    const year = localToday().slice(0, 4);
    return [`${year}-01-01`, `${year}-12-31`];
  }
  const r = checkFilter({ ...field, filter: 'range' }, v);
  if (r.reason) throw validationError([fieldError(name, field, r.reason)]);
  const [from, to] = r.value as Array<string | null>;
  return [from || null, to || null];
}

// SQL of a date's period label: the wall-clock date in the company's zone for a timestamp with a zone,
// so a request at 01:00 on the 1st in Shanghai counts in that month whatever the session's zone.
export function periodLabelSql(p: Period, date: string, zoned: boolean): string {
  return `to_char(date_trunc('${p.unit}', ${localSql(date, zoned)}), '${p.format}')`;
}

export function localSql(date: string, zoned: boolean): string {
  return zoned ? `(${date} AT TIME ZONE '${localTimeZone().replace(/'/g, "''")}')` : `CAST(${date} AS timestamp)`;
}

// The range as conditions on the date (a timestamp with a zone: from the start of `from` to the end of
// `to` on the company's calendar).
export function rangeSql(date: string, zoned: boolean, [from, to]: [string | null, string | null]): Array<[string, Row]> {
  const tz = localTimeZone();
  const out: Array<[string, Row]> = [];
  if (from) out.push([zoned ? `${date} >= (CAST(:rpFrom AS timestamp) AT TIME ZONE :rpTz)` : `${date} >= CAST(:rpFrom AS date)`, { rpFrom: from, rpTz: tz }]);
  if (to) out.push([zoned ? `${date} < ((CAST(:rpTo AS timestamp) + interval '1 day') AT TIME ZONE :rpTz)` : `${date} <= CAST(:rpTo AS date)`, { rpTo: to, rpTz: tz }]);
  return out;
}

// The year a same-term report compares with the one before.
export function readYear(body: Row): number {
  const v = bodyValues(body)[YEAR];
  return v === undefined || v === null || v === '' ? Number(localToday().slice(0, 4)) : Number(v);
}

// A same-term measure's condition: the date falls in the year asked (back 0) or the year before (1).
export const sameTermYear = (date: string, back: 0 | 1) => `extract(year FROM ${date}) = :rpYear - ${back}`;

// SQL of a same-term row's period label: a date of the year before counts in the same period of the year asked.
export function sameTermLabelSql(p: Period, date: string, zoned: boolean): string {
  const d = localSql(date, zoned);
  return `to_char(date_trunc('${p.unit}', CASE WHEN extract(year FROM ${d}) = :rpYear THEN ${d} ELSE ${d} + interval '1 year' END), '${p.format}')`;
}

// The ends of the periods over a range, as a head count at each end reads them: today for the period
// under way, none after today, ten years at most before the range's end (each end joins every row once).
const MAX_YEARS = 10;
export function periodEnds(p: Period, [from0, to0]: [string | null, string | null]): { ends: string[]; labels: string[] } {
  const today = localToday();
  const to = to0 && to0 < today ? to0 : today;
  const earliest = dayjs(to).subtract(MAX_YEARS, 'year').format('YYYY-MM-DD');
  const from = from0 ? (from0 > earliest ? from0 : earliest) : `${to.slice(0, 4)}-01-01`;
  const ends: string[] = [];
  const labels: string[] = [];
  for (let start = dayjs(from).startOf('month').subtract(dayjs(from).month() % p.months, 'month'); start.format('YYYY-MM-DD') <= to; start = start.add(p.months, 'month')) {
    const end = start.add(p.months, 'month').subtract(1, 'day').format('YYYY-MM-DD');
    ends.push(end < today ? end : today);
    labels.push(p.months === 1 ? start.format('YYYY-MM') : `${start.year()}-Q${start.month() / 3 + 1}`);
  }
  return { ends, labels };
}
