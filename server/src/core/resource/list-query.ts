import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppException, FieldError } from '../errors/app.exception';
import { extensionOf, type ResourceDef } from './define-resource';
import { checkValue, fieldError, MAX_ARRAY_ITEMS, parseSort, validationError } from './field-validator';
import type { KeyPart } from './keyset';
import type { FieldDecl } from './resource.types';

export const MAX_PAGE_SIZE = 500;
export const MAX_KEYWORD = 100;
export const KEYWORD_FIELD: FieldDecl = { type: 'string', label: { zh: '关键字', en: 'Keyword' }, max: MAX_KEYWORD };
const SYSTEM_SORTS = ['id', 'createdAt', 'updatedAt'];

export interface Paging {
  pageNum: number;
  pageSize: number;
}

// Paging as every list takes it, declared once: the standard lists read it here, operation bodies
// through PAGING, and the API document states the same limits.
export const PAGE_NUM_FIELD: FieldDecl = { type: 'int', label: { zh: '页码', en: 'Page' }, min: 1, max: 1_000_000 };
export const PAGE_SIZE_FIELD: FieldDecl = { type: 'int', label: { zh: '每页条数', en: 'Page size' }, min: 1, max: MAX_PAGE_SIZE };

// Left out (or null): the first page of 10. A page too large is refused as such ('max'), so the caller
// learns the limit rather than a type it already sent.
export function readPaging(body: Record<string, unknown>): Paging {
  const errors: FieldError[] = [];
  const num = (name: string, f: FieldDecl, dflt: number): number => {
    const v = body[name];
    if (v === undefined || v === null) return dflt;
    const r = checkValue(f, v);
    if (r.reason) {
      errors.push(fieldError(name, f, r.reason));
      return dflt;
    }
    return r.value as number;
  };
  const paging = { pageNum: num('pageNum', PAGE_NUM_FIELD, 1), pageSize: num('pageSize', PAGE_SIZE_FIELD, 10) };
  if (errors.length) throw validationError(errors);
  return paging;
}

// Where a field lives in a list's query: the resource's own row, or the joined row of the module that
// extends it (extendResource).
function column(def: ResourceDef, alias: string, name: string): string {
  return `${extensionOf(def, name)?.alias ?? alias}.${name}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Not sent, or sent empty. An empty array is a filter to refuse (minItems) unless the field says it means
// "no filter" (acceptEmpty): read literally it selects nothing, and reports that passed it on to SQL
// answered 500 (22P02, a date "-1-01-01"). The web never sends one: it leaves a cleared filter out.
export const emptyFilter = (f: FieldDecl, v: unknown) => v === undefined || v === null || v === '' || (!!f.acceptEmpty && Array.isArray(v) && v.length === 0);

// One filter value as a list reads it: 'in' one value or several, 'range' [from, to] with either end
// open (null), any other kind one value; text is searched as one line. Lists and operation bodies
// read filters through this one function. An array holds 1 to MAX_ARRAY_ITEMS values, counted before
// any is read.
export function checkFilter(f: FieldDecl, v: unknown): ReturnType<typeof checkValue> {
  const decl: FieldDecl = f.type === 'text' ? { ...f, type: 'string' } : f;
  if (Array.isArray(v) && v.length === 0) return { reason: 'minItems' };
  if (Array.isArray(v) && v.length > MAX_ARRAY_ITEMS) return { reason: 'maxItems' };
  switch (f.filter) {
    case 'in': {
      const out: unknown[] = [];
      for (const x of Array.isArray(v) ? v : [v]) {
        const r = checkValue(decl, x);
        if (r.reason) return r;
        out.push(r.value);
      }
      return { value: Array.isArray(v) ? out : out[0] };
    }
    case 'range': {
      if (!Array.isArray(v) || v.length !== 2) return { reason: 'format' };
      const out: unknown[] = [];
      for (const x of v) {
        const r = x === null || x === '' ? { value: null } : checkValue(decl, x);
        if (r.reason) return r;
        out.push(r.value);
      }
      return { value: out };
    }
    default:
      return checkValue(decl, v);
  }
}

// Filters come flat in the body (SPEC-style payloads) or under `filters`, which wins.
export const filterValues = (body: Record<string, any>): Record<string, unknown> => ({ ...body, ...(body.filters ?? {}) });

// Only declared filters count.
export function applyFilters<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, def: ResourceDef, body: Record<string, any>): void {
  const source = filterValues(body);
  const errors: FieldError[] = [];
  const a = qb.alias;
  let i = 0;
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.filter) continue;
    const v = Object.hasOwn(source, name) ? source[name] : undefined;
    if (emptyFilter(f, v)) continue;
    const r = checkFilter(f, v);
    if (r.reason) {
      errors.push(fieldError(name, f, r.reason));
      continue;
    }
    const p = `f${i++}`;
    const c = column(def, a, name);
    switch (f.filter) {
      case 'eq':
        qb.andWhere(`${c} = :${p}`, { [p]: r.value });
        break;
      case 'like':
        qb.andWhere(`${c} ${likeOperator(String(r.value ?? ''))} :${p} ESCAPE '\\'`, { [p]: `%${escapeLike(String(r.value ?? ''))}%` });
        break;
      case 'in':
        qb.andWhere(`${c} IN (:...${p})`, { [p]: Array.isArray(r.value) ? r.value : [r.value] });
        break;
      case 'range': {
        const [from, to] = r.value as unknown[];
        if (from !== null) qb.andWhere(`${c} >= :${p}a`, { [`${p}a`]: from });
        if (to !== null) qb.andWhere(`${c} <= :${p}b`, { [`${p}b`]: to });
        break;
      }
    }
  }
  // a search box, not a document: an unbounded ILIKE pattern costs PostgreSQL minutes per row set
  const kw = source.keyword == null || source.keyword === '' ? null : checkValue(KEYWORD_FIELD, source.keyword);
  if (kw?.reason) errors.push(fieldError('keyword', KEYWORD_FIELD, kw.reason));
  else if (kw?.value && def.keyword?.length) {
    const op = likeOperator(kw.value as string);
    const ors = def.keyword.map((k) => `${column(def, a, k)} ${op} :kw`).join(' OR ');
    qb.andWhere(`(${ors})`, { kw: `%${escapeLike(kw.value as string)}%` });
  }
  if (errors.length) throw validationError(errors);
}

// ILIKE lower-cases every row's text before comparing, which costs twice LIKE (measured: 16 against 9 ms
// over 11,000 names); a search with no letter that has a case (张, 0532) finds the same rows with LIKE.
export function likeOperator(search: string): 'LIKE' | 'ILIKE' {
  return search.toLowerCase() === search && search.toUpperCase() === search ? 'LIKE' : 'ILIKE';
}

// sort: "field", "-field", "field desc", or { field, order: asc|desc|ascend|descend }. Answers the order
// applied, ending with the id, so an export can go on from a row by key (keyset.ts).
export function applySort<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, def: ResourceDef, sort: unknown): KeyPart[] {
  let field: string | undefined;
  let desc = false;
  if ((typeof sort === 'string' && sort.trim()) || (sort && typeof sort === 'object')) {
    const s = parseSort(sort);
    if (!s) throw badSort((typeof sort === 'string' ? sort.trim() : JSON.stringify(sort)).slice(0, 100));
    ({ field, desc } = s);
  } else if (def.defaultSort) {
    return applySort(qb, def, def.defaultSort);
  }
  const parts: KeyPart[] = [];
  if (field) {
    // own properties only: "constructor" or "toString" name Object.prototype's members, not a column
    const decl: FieldDecl | undefined = Object.hasOwn(def.fields, field) ? def.fields[field] : undefined;
    const ok = SYSTEM_SORTS.includes(field) || (decl && decl.sortable !== false && !['json', 'refs', 'password', 'text'].includes(decl.type));
    if (!ok) throw badSort(field);
    const expr = column(def, qb.alias, field);
    if (SYSTEM_SORTS.includes(field)) {
      // never null: no NULLS clause, so the order is an index's (id DESC NULLS LAST is not the primary
      // key's backward order, and an export sorted all 100,000 seafarers for every batch)
      qb.orderBy(expr, desc ? 'DESC' : 'ASC');
      if (field === 'id') return [{ expr, desc, notNull: true }];
      parts.push({ expr, desc, notNull: true });
    } else {
      qb.orderBy(expr, desc ? 'DESC' : 'ASC', desc ? 'NULLS LAST' : 'NULLS FIRST');
      parts.push({ expr, desc, nullsFirst: !desc });
    }
  }
  qb.addOrderBy(`${qb.alias}.id`, desc ? 'DESC' : 'ASC');
  parts.push({ expr: `${qb.alias}.id`, desc, notNull: true });
  return parts;
}

function badSort(s: string) {
  return new AppException('Validation', {}, [
    { field: 'sort', reason: 'format', message: { zh: `不能按“${s}”排序`, en: `Cannot sort by "${s}"` } },
  ]);
}
