import type { FieldError } from '../errors/app.exception';
import type { ResourceDef } from './define-resource';
import { checkInputValue, fieldError, isBlank, MAX_ARRAY_ITEMS, validationError } from './field-validator';
import { checkFilter, emptyFilter, KEYWORD_FIELD, PAGE_NUM_FIELD, PAGE_SIZE_FIELD } from './list-query';
import type { FieldDecl } from './resource.types';
import { L } from './label';

// The body of a custom operation, declared field by field as a resource's fields are. The router
// checks every call against it before the handler runs and hands the handler the declared fields only.
export type OperationBody = Record<string, FieldDecl>;

// The value a declared field holds once the router has checked it (field-validator.ts checkValue): a
// money amount and a datetime are normalised to a number and a Date; a filter reads a range as a pair
// and `in` as a list.
type ValueOf<F extends FieldDecl> = F['filter'] extends 'range'
  ? [Scalar<F> | null, Scalar<F> | null]
  : F['filter'] extends 'in'
    ? Scalar<F>[]
    : Scalar<F>;
type Scalar<F extends FieldDecl> = F['type'] extends 'int' | 'number' | 'ref' | 'money'
  ? number
  : F['type'] extends 'boolean'
    ? boolean
    : F['type'] extends 'refs'
      ? number[]
      : F['type'] extends 'datetime'
        ? Date
        : F['type'] extends 'enum'
          ? string | number
          : F['type'] extends 'scalar'
            ? string | number
            : F['type'] extends 'json'
              ? unknown
              : string;
type RequiredKeys<B> = { [K in keyof B]: B[K] extends { required: true } ? K : never }[keyof B];

// The body a handler is handed for a declared body: required fields present, the others possibly
// absent. Declare the body with `satisfies OperationBody` (not `: OperationBody`) so its field types
// stay literal, then `ctx: OpContext<BodyOf<typeof BODY>>`.
export type BodyOf<B extends Record<string, FieldDecl>> = { [K in RequiredKeys<B>]: ValueOf<B[K]> } & {
  [K in Exclude<keyof B, RequiredKeys<B>>]?: ValueOf<B[K]> | null;
};

export const PAGING: OperationBody = { pageNum: PAGE_NUM_FIELD, pageSize: PAGE_SIZE_FIELD };

// What every list takes besides its filters; which fields `sort` may name is the list's to say.
export const LIST_BODY: OperationBody = {
  ...PAGING,
  sort: { type: 'sort', label: L('排序', 'Sort') },
  keyword: KEYWORD_FIELD,
};

// One record by its id (a row action).
export const ID_BODY: OperationBody = { id: { type: 'ref', label: L('编号', 'Id'), required: true } };

// One record or several, as delete takes them: {id} or {ids}.
export const IDS_BODY: OperationBody = {
  id: { type: 'ref', label: L('编号', 'Id') },
  ids: { type: 'refs', label: L('编号', 'Ids'), max: MAX_ARRAY_ITEMS },
};

// A list over a resource's rows (getList under another name, a report): paging, sort, keyword and the
// resource's declared filters, read-only columns included (they are searched, not written).
export function listBody(def: Pick<ResourceDef, 'fields'>): OperationBody {
  const filters = Object.entries(def.fields)
    .filter(([, f]) => f.filter)
    .map(([name, f]) => [name, { ...f, required: false, readOnly: false, defaultValue: undefined }]);
  return { ...LIST_BODY, ...Object.fromEntries(filters) };
}

// In a body, `filter` says a field is read as a list reads it ([from, to], one value or several). A
// resource's fields taken as input (an insert under another name, a dialog's form) are values, not
// filters: pass them through inputBody.
export function inputBody(fields: OperationBody): OperationBody {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, { ...f, filter: undefined }]));
}

// Fields an operation writes as update does: each may be left out; the write itself refuses emptying
// a required one.
export function partialBody(fields: OperationBody): OperationBody {
  return Object.fromEntries(Object.entries(inputBody(fields)).map(([name, f]) => [name, { ...f, required: false, defaultValue: undefined }]));
}

const isEmpty = (f: FieldDecl, v: unknown) => (f.filter ? emptyFilter(f, v) : isBlank(f, v));
const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// Reads a body against its declaration: a required field must be sent and not empty; an optional one
// left out stays out (no default is invented: the handler or the write it calls decides); an empty one
// is handed on as sent (null, ''); a read-only one is ignored, as insert ignores it. Filters are read as
// lists read them ([from, to], one value or several); other fields as input. Keys not declared are
// dropped, not refused: clients send extra keys (the generic pages send their whole query, an add
// action the list's fixed fields), and a dropped key can do no harm; the standard insert and update
// refuse them instead (assertDeclaredKeys), as a record's fields are what they save. A planned date
// (notPast) is checked by the write, against the stored row (checkPlannedDates). Only own properties
// are read.
export function readBody(decl: OperationBody, raw: Record<string, unknown>): Record<string, unknown> {
  const isList = Object.values(decl).some((f) => f.filter);
  // a list's filters come flat or under `filters`, as getList takes them
  const nested = isList && !Object.hasOwn(decl, 'filters') && Object.hasOwn(raw, 'filters') && isPlainObject(raw.filters) ? raw.filters : {};
  const source: Record<string, unknown> = { ...raw, ...nested };
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, f] of Object.entries(decl)) {
    if (f.readOnly) continue;
    const present = Object.hasOwn(source, name);
    const v = present ? source[name] : undefined;
    if (isEmpty(f, v)) {
      if (f.required) errors.push(fieldError(name, f, 'required'));
      // an empty array (a filter that accepts one) means no filter: left out, as the handler reads "none";
      // a text of spaces is handed on as the empty text it is
      else if (present && !Array.isArray(v)) out[name] = typeof v === 'string' ? '' : v;
      continue;
    }
    const r = f.filter ? checkFilter(f, v) : checkInputValue(f, v);
    if (r.reason) errors.push(fieldError(name, f, r.reason));
    else out[name] = r.value;
  }
  if (errors.length) throw validationError(errors);
  return out;
}

// A declaration the registry refuses at start: names that Object.prototype also has would make a
// missing field read as the prototype's member, and a form asked before the call must be part of it.
export function declarationProblem(decl: OperationBody | undefined, form?: Record<string, FieldDecl>): string | undefined {
  if (!isPlainObject(decl)) return 'declares no body (body: {} when it takes none)';
  const bad = Object.keys(decl).find((name) => name in Object.prototype);
  if (bad) return `declares a body field named ${bad}`;
  const missing = Object.keys(form ?? {}).find((name) => !Object.hasOwn(decl, name));
  if (missing) return `asks ${missing} in its form but does not declare it in its body`;
  return undefined;
}
