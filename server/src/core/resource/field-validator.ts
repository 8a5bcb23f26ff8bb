import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { localToday } from '../config/local-date';
import { AppException, FieldError } from '../errors/app.exception';
import type { DateOrder, FieldDecl, Label } from './resource.types';

dayjs.extend(customParseFormat);

type Reason = 'required' | 'type' | 'max' | 'min' | 'format' | 'enum' | 'future';

const REASONS: Record<Reason, (f: FieldDecl) => Label> = {
  required: () => ({ zh: '不能为空', en: 'is required' }),
  type: (f) => ({ zh: `类型应为${TYPE_NAMES[f.type].zh}`, en: `must be ${TYPE_NAMES[f.type].en}` }),
  max: (f) =>
    isNumeric(f) ? { zh: `不能大于 ${f.max}`, en: `must be at most ${f.max}` } : { zh: `长度不能超过 ${f.max}`, en: `must be at most ${f.max} characters` },
  min: (f) => (isNumeric(f) ? { zh: `不能小于 ${f.min}`, en: `must be at least ${f.min}` } : { zh: `长度不能少于 ${f.min}`, en: `must be at least ${f.min} characters` }),
  format: (f) => ({ zh: `格式不正确（${TYPE_NAMES[f.type].zh}）`, en: `has the wrong format (${TYPE_NAMES[f.type].en})` }),
  enum: () => ({ zh: '不是允许的取值', en: 'is not one of the allowed values' }),
  future: () => ({ zh: '不能晚于今天', en: 'cannot be later than today' }),
};

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
};

function isNumeric(f: FieldDecl) {
  return f.type === 'int' || f.type === 'number' || f.type === 'money';
}

export function fieldError(name: string, f: FieldDecl, reason: Reason): FieldError {
  const r = REASONS[reason](f);
  return { field: name, reason, message: { zh: `${f.label.zh}${r.zh}`, en: `${f.label.en} ${r.en}` } };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

// Checks one value against its declaration; answers the normalised value or a reason.
export function checkValue(f: FieldDecl, v: unknown): { value?: unknown; reason?: Reason } {
  switch (f.type) {
    case 'string':
    case 'text':
    case 'password': {
      if (typeof v !== 'string') return { reason: 'type' };
      const s = f.type === 'password' ? v : v.trim();
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
      if (!dayjs(v, 'YYYY-MM-DD', true).isValid()) return { reason: 'format' };
      return f.notFuture && v > localToday() ? { reason: 'future' } : { value: v };
    case 'datetime':
      if (typeof v !== 'string') return { reason: 'type' };
      return !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v) ? { value: new Date(v) } : { reason: 'format' };
    case 'dict':
      if (typeof v === 'number') return { value: String(v) };
      return typeof v === 'string' && v.length <= 64 ? { value: v } : { reason: 'type' };
    case 'enum':
      return f.options?.includes(v as string | number) ? { value: v } : { reason: 'enum' };
    case 'refs':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'number' && Number.isSafeInteger(x))) return { reason: 'type' };
      return { value: [...new Set(v)] };
    case 'json':
      return typeof v === 'object' ? { value: v } : { reason: 'type' };
  }
}

function range(f: FieldDecl, n: number) {
  if (f.max !== undefined && n > f.max) return { reason: 'max' as const };
  if (f.min !== undefined && n < f.min) return { reason: 'min' as const };
  return { value: n };
}

// Validates a body for insert or update: only declared, writable fields are taken; on insert every
// required field must be present, on update only what is sent is checked (and may not be emptied).
export function validateInput(
  fields: Record<string, FieldDecl>,
  body: Record<string, unknown>,
  mode: 'insert' | 'update',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, f] of Object.entries(fields)) {
    if (f.readOnly || (f.createOnly && mode === 'update')) continue;
    const present = Object.prototype.hasOwnProperty.call(body, name);
    const v = body[name];
    if (!present && mode === 'update') continue;
    if (isEmpty(v)) {
      if (f.required && (mode === 'insert' || present)) errors.push(fieldError(name, f, 'required'));
      else if (present) out[name] = f.type === 'refs' ? [] : null;
      else if (f.defaultValue !== undefined) out[name] = f.defaultValue;
      continue;
    }
    const r = checkValue(f, v);
    if (r.reason) errors.push(fieldError(name, f, r.reason));
    else out[name] = r.value;
  }
  if (errors.length) throw validationError(errors);
  return out;
}

// The row as it will be saved keeps its dates in the declared order; answers the first breach.
export function checkDateOrder(fields: Record<string, FieldDecl>, order: DateOrder[] | undefined, row: Record<string, unknown>): void {
  const errors: FieldError[] = [];
  for (const [a, b, kind] of order ?? []) {
    const x = row[a];
    const y = row[b];
    if (isEmpty(x) || isEmpty(y) || errors.some((e) => e.field === b)) continue;
    const bad = kind === 'lt' ? String(y) <= String(x) : String(y) < String(x);
    if (!bad) continue;
    const [la, lb] = [fields[a].label, fields[b].label];
    const message =
      kind === 'lt' ? { zh: `${lb.zh}必须晚于${la.zh}`, en: `${lb.en} must be after ${la.en}` } : { zh: `${lb.zh}不能早于${la.zh}`, en: `${lb.en} cannot be before ${la.en}` };
    errors.push({ field: b, reason: 'order', message });
  }
  if (errors.length) throw validationError(errors);
}

export function validationError(errors: FieldError[]): AppException {
  return new AppException('Validation', {}, errors);
}
