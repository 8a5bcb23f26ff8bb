import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { localToday } from '../config/local-date';
import { AppException, FieldError } from '../errors/app.exception';
import { normalizeEmail, normalizeIdCard, normalizePhone } from './field-formats';
import { limitText } from './number-text';
import type { DateOrder, FieldDecl, Label } from './resource.types';

dayjs.extend(customParseFormat);

type Reason = 'required' | 'type' | 'max' | 'min' | 'format' | 'enum' | 'future' | 'past' | 'control' | 'phone' | 'idCard' | 'email' | 'minItems' | 'maxItems';

// How many values one array in a body may hold (a filter's values, ids to delete, a list of refs). Past
// this a list filter's IN (...) would run into PostgreSQL's 65,535 bind parameters and the call would
// fail as a broken connection (08P01), and nobody picks a thousand values by hand.
export const MAX_ARRAY_ITEMS = 1000;

const REASONS: Record<Reason, (f: FieldDecl) => Label> = {
  required: () => ({ zh: '不能为空', en: 'is required' }),
  type: (f) => ({ zh: `类型应为${TYPE_NAMES[f.type].zh}`, en: `must be ${TYPE_NAMES[f.type].en}` }),
  max: (f) =>
    isNumeric(f) ? { zh: `不能大于 ${limitText(f.max ?? PG_INT_MAX)}`, en: `must be at most ${limitText(f.max ?? PG_INT_MAX)}` }
    : f.type === 'refs' ? { zh: `最多 ${f.max} 项`, en: `must hold at most ${f.max} items` }
    : { zh: `长度不能超过 ${f.max}`, en: `must be at most ${f.max} characters` },
  min: (f) =>
    isNumeric(f) ? { zh: `不能小于 ${limitText(f.min ?? PG_INT_MIN)}`, en: `must be at least ${limitText(f.min ?? PG_INT_MIN)}` }
    : f.type === 'refs' ? { zh: `至少 ${f.min} 项`, en: `must hold at least ${f.min} items` }
    : { zh: `长度不能少于 ${f.min}`, en: `must be at least ${f.min} characters` },
  format: (f) => ({ zh: `格式不正确（${TYPE_NAMES[f.type].zh}）`, en: `has the wrong format (${TYPE_NAMES[f.type].en})` }),
  enum: () => ({ zh: '不是允许的取值', en: 'is not one of the allowed values' }),
  future: () => ({ zh: '不能晚于今天', en: 'cannot be later than today' }),
  past: () => ({ zh: '不能早于今天', en: 'cannot be earlier than today' }),
  control: () => ({ zh: '含有不允许的控制字符', en: 'contains a control character that is not allowed' }),
  phone: () => ({
    zh: '不是有效的电话号码（11 位手机号、带区号的座机号，或以 + 开头的国际号码）',
    en: 'is not a valid phone number (an 11-digit mobile, a landline with its area code, or an international number starting with +)',
  }),
  idCard: () => ({
    zh: '不是有效的居民身份证号码（18 位，出生日期或校验码不正确）',
    en: 'is not a valid resident identity card number (18 characters; the date of birth or the check character is wrong)',
  }),
  email: () => ({ zh: '不是有效的邮箱地址', en: 'is not a valid email address' }),
  minItems: () => ({ zh: '不能是空列表', en: 'cannot be an empty list' }),
  maxItems: () => ({ zh: `最多 ${MAX_ARRAY_ITEMS} 项`, en: `must hold at most ${MAX_ARRAY_ITEMS} items` }),
};

// PostgreSQL stores no NUL in text or jsonb (22021 / 22P05): refused here as the caller's mistake.
const NUL = /\u0000/;

// Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a U+202E in a name
// shows "txt.exe" as "exe.txt" in every list that prints it. Stripped from stored text as from file names
// (file.service.ts); the marks U+200E/U+200F stay, as mixed Chinese, Arabic and Latin text needs them.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

// A JSON value holds no NUL in any string, key or nested value; nesting past 32 levels is refused too
// rather than walked (no business value is that deep).
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return NUL.test(v);
  if (!v || typeof v !== 'object') return false;
  if (depth > 32) return true;
  for (const [k, x] of Object.entries(v)) if (NUL.test(k) || hasNul(x, depth + 1)) return true;
  return false;
}

const TYPE_NAMES: Record<FieldDecl['type'], Label> = {
  string: { zh: '文本', en: 'text' },
  text: { zh: '文本', en: 'text' },
  password: { zh: '文本', en: 'text' },
  int: { zh: '整数', en: 'a whole number' },
  number: { zh: '数字', en: 'a number' },
  money: { zh: '金额', en: 'an amount' },
  boolean: { zh: '是/否', en: 'true or false' },
  date: { zh: '日期 YYYY-MM-DD', en: 'a date YYYY-MM-DD' },
  datetime: { zh: '日期时间', en: 'a date and time' },
  dict: { zh: '字典值', en: 'a dictionary value' },
  enum: { zh: '选项值', en: 'an option' },
  ref: { zh: '记录编号', en: 'a record id' },
  refs: { zh: '记录编号列表', en: 'a list of record ids' },
  file: { zh: '文件编号', en: 'a file id' },
  json: { zh: '对象', en: 'an object' },
  sort: { zh: '排序（字段名，可加 - 或 desc）', en: 'a sort order (a field name, optionally - or desc)' },
  scalar: { zh: '数字或文本', en: 'a number or text' },
};

function isNumeric(f: FieldDecl) {
  return f.type === 'int' || f.type === 'number' || f.type === 'money';
}

export function fieldError(name: string, f: FieldDecl, reason: Reason): FieldError {
  const r = REASONS[reason](f);
  return { field: name, reason, message: { zh: `${f.label.zh}${r.zh}`, en: `${f.label.en} ${r.en}` } };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

// Empty as a form means it: nothing, or for a text field only spaces (and direction marks), which the
// field's own check trims to nothing, so "   " is no answer to a required field.
export function isBlank(f: FieldDecl, v: unknown): boolean {
  if (isEmpty(v)) return true;
  return (f.type === 'string' || f.type === 'text') && typeof v === 'string' && v.replace(BIDI_CONTROLS, '').trim() === '';
}

// Checks one value against its declaration; answers the normalised value or a reason.
export function checkValue(f: FieldDecl, v: unknown): { value?: unknown; reason?: Reason } {
  switch (f.type) {
    case 'string':
    case 'text':
    case 'password': {
      if (typeof v !== 'string') return { reason: 'type' };
      if (NUL.test(v)) return { reason: 'control' };
      // a password is hashed, never shown: stripping would change it
      const s = f.type === 'password' ? v : v.replace(BIDI_CONTROLS, '').trim();
      const max = f.max ?? (f.type === 'string' ? 255 : f.type === 'password' ? 128 : 5000);
      if (s.length > max) return { reason: 'max' };
      if (f.min !== undefined && s.length < f.min) return { reason: 'min' };
      return { value: s };
    }
    case 'file': // sys_file ids are uuids
      return typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? { value: v.toLowerCase() } : { reason: 'type' };
    case 'int':
    case 'ref':
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return { reason: 'type' };
      if (f.type === 'ref' && !isPgInt(v)) return { reason: 'type' };
      if (f.type === 'int' && f.max === undefined && v > PG_INT_MAX) return { reason: 'max' };
      if (f.type === 'int' && f.min === undefined && v < PG_INT_MIN) return { reason: 'min' };
      return range(f, v);
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v)) return { reason: 'type' };
      return range(f, v);
    case 'money': {
      const n = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { reason: 'type' };
      if (Math.abs(n) >= 1e15 || !/^-?\d+(\.\d{1,4})?$/.test(String(n))) return { reason: 'format' };
      return range(f, n);
    }
    case 'boolean':
      return typeof v === 'boolean' ? { value: v } : { reason: 'type' };
    case 'date':
      if (typeof v !== 'string') return { reason: 'type' };
      if (v.length > 10) return { reason: 'format' };
      if (!dayjs(v, 'YYYY-MM-DD', true).isValid()) return { reason: 'format' };
      return { value: v };
    case 'datetime':
      // a value this function answered before (an operation's body handed on to a list) is taken as is
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? { reason: 'format' } : { value: v };
      if (typeof v !== 'string' || v.length > 40) return { reason: 'type' };
      // Date.parse rolls an impossible day over (2027-02-30 → 03-02): the day must be one of the calendar's
      return !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v) && dayjs(v.slice(0, 10), 'YYYY-MM-DD', true).isValid() ? { value: new Date(v) } : { reason: 'format' };
    case 'dict':
      if (typeof v === 'number') return { value: String(v) };
      if (typeof v === 'string' && NUL.test(v)) return { reason: 'control' };
      return typeof v === 'string' && v.length <= 64 ? { value: v.replace(BIDI_CONTROLS, '') } : { reason: 'type' };
    case 'enum':
      return f.options?.includes(v as string | number) ? { value: v } : { reason: 'enum' };
    case 'refs':
      if (!Array.isArray(v)) return { reason: 'type' };
      // counted before the elements are walked, and bounded whatever the declaration says
      if (v.length > Math.min(f.max ?? MAX_ARRAY_ITEMS, MAX_ARRAY_ITEMS)) return { reason: 'max' };
      if (!v.every((x) => typeof x === 'number' && Number.isSafeInteger(x) && isPgInt(x))) return { reason: 'type' };
      if (f.min !== undefined && v.length < f.min) return { reason: 'min' };
      return { value: [...new Set(v)] };
    case 'json':
      if (typeof v !== 'object') return { reason: 'type' };
      return hasNul(v) ? { reason: 'control' } : { value: v };
    case 'sort': {
      const s = parseSort(v);
      return s ? { value: `${s.desc ? '-' : ''}${s.field}` } : { reason: 'format' };
    }
    case 'scalar':
      if (typeof v === 'number') return Number.isFinite(v) ? { value: v } : { reason: 'type' };
      if (typeof v !== 'string') return { reason: 'type' };
      if (NUL.test(v)) return { reason: 'control' };
      const s = v.replace(BIDI_CONTROLS, '');
      return s.length > (f.max ?? 255) ? { reason: 'max' } : { value: s };
  }
}

// A list's order as the API takes it: "field", "-field", "field desc" (or asc, ascend, descend), or
// { field, order }. Answers the field name and direction, or undefined when it is none of these;
// whether the list sorts by that name is the list's to say, by own properties only.
export function parseSort(v: unknown): { field: string; desc: boolean } | undefined {
  if (typeof v === 'string') {
    const m = v.length <= 100 ? /^(-)?(\w+)(?:[\s,]+(asc|desc|ascend|descend))?$/i.exec(v.trim()) : null;
    return m ? { field: m[2], desc: !!m[1] || /^desc/i.test(m[3] ?? '') } : undefined;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const { field, order } = v as { field?: unknown; order?: unknown };
  if (typeof field !== 'string' || field.length > 100 || !/^\w+$/.test(field)) return undefined;
  return { field, desc: typeof order === 'string' && /^desc/i.test(order) };
}

// What a value written to a record must also be: a fact's date not later than today, a string of its
// declared format. Kept out of checkValue because list filters read values with checkValue too, and a
// search may run to a future date or look for part of a phone number.
export function checkInputValue(f: FieldDecl, v: unknown): { value?: unknown; reason?: Reason } {
  const r = checkValue(f, v);
  if (r.reason) return r;
  if (f.type === 'date' && f.notFuture && String(r.value) > localToday()) return { reason: 'future' };
  if (f.format && typeof r.value === 'string' && r.value !== '') {
    const value = FORMATS[f.format](r.value);
    return value === null ? { reason: f.format } : { value };
  }
  return r;
}

const FORMATS: Record<NonNullable<FieldDecl['format']>, (s: string) => string | null> = {
  phone: normalizePhone,
  idCard: (s) => normalizeIdCard(s, localToday()),
  email: normalizeEmail,
};

// int and ref are PostgreSQL integers (ids are serial): a safe integer beyond 32 bits would reach the
// column and fail there as a server error, so it is refused here as the caller's mistake
const PG_INT_MAX = 2147483647;
const PG_INT_MIN = -2147483648;
const isPgInt = (n: number) => n >= PG_INT_MIN && n <= PG_INT_MAX;

function range(f: FieldDecl, n: number) {
  if (f.max !== undefined && n > f.max) return { reason: 'max' as const };
  if (f.min !== undefined && n < f.min) return { reason: 'min' as const };
  return { value: n };
}

// A planned date (notPast) set or changed to a day before today. Not in checkInputValue: whether a value
// changes needs the stored row, and a draft planned for yesterday stays editable in its other fields
// (the form sends the date back unchanged).
export function isPastChange(f: FieldDecl, value: unknown, stored?: unknown): boolean {
  if (f.type !== 'date' || !f.notPast || typeof value !== 'string') return false;
  return value < localToday() && value !== dateText(stored);
}

// The same for a custom operation's body (the router's check has no stored row to compare with): the
// planned dates it sets or changes, each against the row as stored.
export function checkPlannedDates(fields: Record<string, FieldDecl>, input: Record<string, unknown>, current: object): void {
  const stored = current as Record<string, unknown>; // a typed row (RowOf) as well as a Row
  const errors = Object.entries(fields).filter(([name, f]) => Object.hasOwn(input, name) && isPastChange(f, input[name], stored[name]));
  if (errors.length) throw validationError(errors.map(([name, f]) => fieldError(name, f, 'past')));
}

// a date column as pg hands it over (text), or a Date for callers that made one
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v == null ? undefined : String(v));

// Validates a body for insert or update: only declared, writable fields are taken; on insert every
// required field must be present, on update only what is sent is checked (and may not be emptied).
// `current`: the row an update changes, against which planned dates count as changed or kept.
export function validateInput(
  fields: Record<string, FieldDecl>,
  body: Record<string, unknown>,
  mode: 'insert' | 'update',
  current?: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, f] of Object.entries(fields)) {
    if (f.readOnly || (f.createOnly && mode === 'update')) continue;
    const present = Object.prototype.hasOwnProperty.call(body, name);
    const v = body[name];
    if (!present && mode === 'update') continue;
    if (isBlank(f, v)) {
      if (f.required && (mode === 'insert' || present)) errors.push(fieldError(name, f, 'required'));
      else if (present) out[name] = f.type === 'refs' ? [] : null;
      else if (f.defaultValue !== undefined) out[name] = f.defaultValue;
      continue;
    }
    const r = checkInputValue(f, v);
    if (r.reason) errors.push(fieldError(name, f, r.reason));
    else if (isPastChange(f, r.value, current?.[name])) errors.push(fieldError(name, f, 'past'));
    else out[name] = r.value;
  }
  if (errors.length) throw validationError(errors);
  return out;
}

// Keys a standard insert or update names that the resource does not declare are refused, each named
// (400), never dropped: a misspelt or unknown field would otherwise answer "saved" for a value nobody
// stored. An update also carries the row's key and the version it was read at. Read-only fields are
// declared (the server's to set, ignored as input); nothing else of an answered row (createdAt,
// <ref>Label) is tolerated: the generic forms send declared fields only, so a client echoing a whole
// row learns at once that it does.
const UPDATE_KEYS = ['id', 'version'];

export function assertDeclaredKeys(fields: Record<string, FieldDecl>, body: Record<string, unknown>, mode: 'insert' | 'update'): void {
  const unknown = Object.keys(body).filter((k) => !Object.hasOwn(fields, k) && !(mode === 'update' && UPDATE_KEYS.includes(k)));
  if (!unknown.length) return;
  throw validationError(
    unknown.slice(0, 50).map((k) => ({ field: k, reason: 'unknown', message: { zh: `不是可保存的字段：${k}`, en: `${k} is not a field that can be saved` } })),
  );
}

// The row as it will be saved keeps its dates in the declared order; answers the first breach of each
// later field, under that field.
export function checkDateOrder(fields: Record<string, FieldDecl>, order: DateOrder[] | undefined, row: Record<string, unknown>): void {
  const errors: FieldError[] = [];
  for (const [a, b, kind, maxDays] of order ?? []) {
    const x = instant(row[a]);
    const y = instant(row[b]);
    if (x === null || y === null || errors.some((e) => e.field === b)) continue;
    const [la, lb] = [fields[a].label, fields[b].label];
    if (kind === 'lt' ? y <= x : y < x) {
      const message =
        kind === 'lt' ? { zh: `${lb.zh}必须晚于${la.zh}`, en: `${lb.en} must be after ${la.en}` } : { zh: `${lb.zh}不能早于${la.zh}`, en: `${lb.en} cannot be before ${la.en}` };
      errors.push({ field: b, reason: 'order', message });
    } else if (maxDays !== undefined && y - x > maxDays * DAY_MS) {
      errors.push({ field: b, reason: 'span', message: { zh: `${lb.zh}不能晚于${la.zh} ${maxDays} 天以上`, en: `${lb.en} cannot be more than ${maxDays} days after ${la.en}` } });
    }
  }
  if (errors.length) throw validationError(errors);
}

const DAY_MS = 86_400_000;

// A date ('YYYY-MM-DD', as UTC midnight), a date-time (ISO 8601) or a Date read from a timestamptz column,
// in ms; null when empty or unreadable (the field's own check reports that).
function instant(v: unknown): number | null {
  if (isEmpty(v)) return null;
  if (v instanceof Date) return v.getTime();
  const s = String(v);
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00Z` : s);
  return Number.isNaN(t) ? null : t;
}

export function validationError(errors: FieldError[]): AppException {
  return new AppException('Validation', {}, errors);
}
