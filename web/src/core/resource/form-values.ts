import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDecl } from './resource.types';
import { isFormField, type FormMode } from './field-rules';

type Values = Record<string, unknown>;
export const DATE_FORMAT = 'YYYY-MM-DD';

const isDayjs = (v: unknown): v is Dayjs => dayjs.isDayjs(v);
const empty = (v: unknown) => v === undefined || v === null || v === '';

// A record as the form widgets want it: dates as dayjs, everything else as answered.
export function toFormValues(fields: Record<string, FieldDecl>, record: Values): Values {
  const out: Values = {};
  for (const [name, f] of Object.entries(fields)) {
    const v = record[name];
    if (empty(v)) continue;
    if (f.type === 'date' || f.type === 'datetime') out[name] = dayjs(v as string);
    else if (f.type === 'money') out[name] = String(v);
    // PostgreSQL numeric columns arrive as text ("0.0"); the server only accepts numbers back
    else if ((f.type === 'number' || f.type === 'int') && typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) out[name] = Number(v);
    else out[name] = v;
  }
  return out;
}

export function toWireValue(f: FieldDecl, v: unknown): unknown {
  if (empty(v)) return f.type === 'refs' ? [] : null;
  if (f.type === 'date') return isDayjs(v) ? v.format(DATE_FORMAT) : v;
  if (f.type === 'datetime') return isDayjs(v) ? v.toISOString() : v;
  if (f.type === 'boolean') return !!v;
  if (f.type === 'string' || f.type === 'text') return typeof v === 'string' ? v.trim() : v;
  return v;
}

// The body of insert/update. On update every form field is sent, so clearing a field clears it on the
// server; on insert empty fields are left out so the declared defaults apply.
export function fromFormValues(fields: Record<string, FieldDecl>, values: Values, mode: FormMode): Values {
  const out: Values = {};
  for (const [name, f] of Object.entries(fields)) {
    if (!isFormField(f, mode) || f.type === 'json') continue;
    if (!(name in values)) continue;
    const v = toWireValue(f, values[name]);
    if (mode === 'insert' && (v === null || (Array.isArray(v) && v.length === 0))) continue;
    out[name] = v;
  }
  return out;
}

// Search form values → getList/export filters (eq: value, like: text, in: array, range: [from, to]).
export function toFilterBody(fields: Record<string, FieldDecl>, values: Values): Values {
  const out: Values = {};
  const keyword = values.keyword;
  if (typeof keyword === 'string' && keyword.trim()) out.keyword = keyword.trim();
  for (const [name, f] of Object.entries(fields)) {
    if (!f.filter) continue;
    const v = values[name];
    if (empty(v) || (Array.isArray(v) && v.every(empty))) continue;
    if (f.filter === 'range') {
      if (!Array.isArray(v)) continue;
      out[name] = v.map((x) => (empty(x) ? null : toWireValue(f, x)));
    } else if (f.filter === 'in') {
      out[name] = (Array.isArray(v) ? v : [v]).map((x) => toWireValue(f, x));
    } else {
      out[name] = toWireValue(f, v);
    }
  }
  return out;
}
