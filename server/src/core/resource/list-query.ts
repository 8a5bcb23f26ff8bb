import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppException, FieldError } from '../errors/app.exception';
import type { ResourceDef } from './define-resource';
import { checkValue, fieldError, validationError } from './field-validator';
import type { FieldDecl } from './resource.types';

export const MAX_PAGE_SIZE = 500;
const SYSTEM_SORTS = ['id', 'createdAt', 'updatedAt'];

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export function readPaging(body: Record<string, unknown>): Paging {
  const errors: FieldError[] = [];
  const num = (name: string, dflt: number, max: number) => {
    const v = body[name] ?? dflt;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max) {
      errors.push(fieldError(name, { type: 'int', label: { zh: name, en: name }, min: 1, max }, 'type'));
      return dflt;
    }
    return v;
  };
  const paging = { pageNum: num('pageNum', 1, 1_000_000), pageSize: num('pageSize', 10, MAX_PAGE_SIZE) };
  if (errors.length) throw validationError(errors);
  return paging;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Filters come flat in the body (SPEC-style payloads) or under `filters`; only declared filters count.
export function applyFilters<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, def: ResourceDef, body: Record<string, any>): void {
  const source: Record<string, unknown> = { ...body, ...(body.filters ?? {}) };
  const errors: FieldError[] = [];
  const a = qb.alias;
  let i = 0;
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.filter) continue;
    const v = source[name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    const p = `f${i++}`;
    const one = (x: unknown) => {
      const r = checkValue(f.type === 'text' ? { ...f, type: 'string' } : f, x);
      if (r.reason) errors.push(fieldError(name, f, r.reason));
      return r.value;
    };
    switch (f.filter) {
      case 'eq':
        qb.andWhere(`${a}.${name} = :${p}`, { [p]: one(v) });
        break;
      case 'like':
        qb.andWhere(`${a}.${name} ILIKE :${p} ESCAPE '\\'`, { [p]: `%${escapeLike(String(one(v) ?? ''))}%` });
        break;
      case 'in': {
        const vals = (Array.isArray(v) ? v : [v]).map(one);
        qb.andWhere(`${a}.${name} IN (:...${p})`, { [p]: vals });
        break;
      }
      case 'range': {
        if (!Array.isArray(v) || v.length !== 2) {
          errors.push(fieldError(name, f, 'format'));
          break;
        }
        if (v[0] !== null && v[0] !== '') qb.andWhere(`${a}.${name} >= :${p}a`, { [`${p}a`]: one(v[0]) });
        if (v[1] !== null && v[1] !== '') qb.andWhere(`${a}.${name} <= :${p}b`, { [`${p}b`]: one(v[1]) });
        break;
      }
    }
  }
  const kw = source.keyword;
  if (typeof kw === 'string' && kw.trim() && def.keyword?.length) {
    const ors = def.keyword.map((k) => `${a}.${k} ILIKE :kw`).join(' OR ');
    qb.andWhere(`(${ors})`, { kw: `%${escapeLike(kw.trim())}%` });
  }
  if (errors.length) throw validationError(errors);
}

// sort: "field", "-field", "field desc", or { field, order: asc|desc|ascend|descend }
export function applySort<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, def: ResourceDef, sort: unknown): void {
  let field: string | undefined;
  let desc = false;
  if (typeof sort === 'string' && sort.trim()) {
    const s = sort.trim();
    const m = /^(-)?(\w+)(?:[\s,]+(asc|desc|ascend|descend))?$/i.exec(s);
    if (!m) throw badSort(s);
    field = m[2];
    desc = !!m[1] || /^desc/i.test(m[3] ?? '');
  } else if (sort && typeof sort === 'object') {
    const o = sort as { field?: unknown; order?: unknown };
    if (typeof o.field !== 'string') throw badSort(JSON.stringify(sort));
    field = o.field;
    desc = typeof o.order === 'string' && /^desc/i.test(o.order);
  } else if (def.defaultSort) {
    return applySort(qb, def, def.defaultSort);
  }
  if (field) {
    const decl: FieldDecl | undefined = def.fields[field];
    const ok = SYSTEM_SORTS.includes(field) || (decl && decl.sortable !== false && !['json', 'refs', 'password', 'text'].includes(decl.type));
    if (!ok) throw badSort(field);
    qb.orderBy(`${qb.alias}.${field}`, desc ? 'DESC' : 'ASC', desc ? 'NULLS LAST' : 'NULLS FIRST');
  }
  qb.addOrderBy(`${qb.alias}.id`, desc ? 'DESC' : 'ASC');
}

function badSort(s: string) {
  return new AppException('Validation', {}, [
    { field: 'sort', reason: 'format', message: { zh: `不能按“${s}”排序`, en: `Cannot sort by "${s}"` } },
  ]);
}
