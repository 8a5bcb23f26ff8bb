import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Row } from './row';

// Reading a long ordered list a batch at a time by key: each batch starts after the last row of the
// one before, so an export never reads again the rows it has written (OFFSET did: 100,000 rows in
// batches of 500 read the first rows two hundred times).

// One part of an order, as SQL. The last part must make the order total (an id).
export interface KeyPart {
  expr: string;
  desc?: boolean;
  // where nulls sort; PostgreSQL's default (last ascending, first descending) when left out
  nullsFirst?: boolean;
  // never null (an id): no branch for nulls, which on PostgreSQL 15 would keep an index from the range
  notNull?: boolean;
}

// How a value becomes a parameter of the statement: TypeORM's named ones or a raw statement's $n.
export type Bind = (value: unknown) => string;

// The SQL of `ORDER BY` for the parts.
export function orderSql(parts: KeyPart[]): string {
  return parts.map((p) => `${p.expr} ${p.desc ? 'DESC' : 'ASC'} NULLS ${nullsFirst(p) ? 'FIRST' : 'LAST'}`).join(', ');
}

// A condition true of the rows strictly after `last` (the values of the parts in the last row read).
// Row comparison `(a, b) > (x, y)` would be shorter, but it knows neither mixed directions nor nulls.
export function afterKey(parts: KeyPart[], last: unknown[], bind: Bind): string {
  const at = (i: number): string => {
    if (i === parts.length) return 'FALSE';
    const p = parts[i];
    const v = last[i];
    if (v === null || v === undefined) {
      const tie = `(${p.expr} IS NULL AND ${at(i + 1)})`;
      return nullsFirst(p) ? `(${tie} OR ${p.expr} IS NOT NULL)` : tie;
    }
    // bound before the parts after it, so the parameters read in the order of the key
    const b = bind(v);
    const rest = at(i + 1);
    const beyond = [`${p.expr} ${p.desc ? '<' : '>'} ${b}`];
    if (rest !== 'FALSE') beyond.push(`(${p.expr} = ${b} AND ${rest})`);
    if (!p.notNull && !nullsFirst(p)) beyond.push(`${p.expr} IS NULL`);
    return `(${beyond.join(' OR ')})`;
  };
  return at(0);
}

const nullsFirst = (p: KeyPart) => p.nullsFirst ?? !!p.desc;

// Binders: named parameters for a query builder (collected into `params`), positional for raw SQL
// (appended to `params`, numbered after those already there).
export function namedBinder(params: Record<string, unknown>, prefix = 'ks'): Bind {
  let i = 0;
  return (v) => {
    const name = `${prefix}${i++}`;
    params[name] = v;
    return `:${name}`;
  };
}

export function positionalBinder(params: unknown[]): Bind {
  return (v) => {
    params.push(v);
    return `$${params.length}`;
  };
}

// Batches in key order. `read(after)` answers the next `size` rows after the condition (none for the
// first batch); `lastKey` the last row's values of the parts, `count` how many rows the batch holds.
// Stops at a short batch.
export type After = ((bind: Bind) => string) | null;

export async function* keysetBatches<B>(size: number, read: (after: After) => Promise<B>, parts: KeyPart[], lastKey: (batch: B) => unknown[], count: (batch: B) => number): AsyncGenerator<B> {
  let last: unknown[] | null = null;
  for (;;) {
    const key = last;
    const batch = await read(key ? (bind) => afterKey(parts, key, bind) : null);
    const n = count(batch);
    if (n) last = lastKey(batch);
    yield batch;
    if (n < size) return;
  }
}

// Rows in key order, for the common case of a batch being the rows themselves.
export function keysetRows<R>(size: number, read: (after: After) => Promise<R[]>, parts: KeyPart[], keyOf: (row: R) => unknown[]): AsyncGenerator<R[]> {
  return keysetBatches(size, read, parts, (rows) => keyOf(rows[rows.length - 1]), (rows) => rows.length);
}

// The rows of a grouping statement, a batch at a time, in the order of its ORDER BY: each batch is the
// statement's rows after the last one's group, by the output columns it is ordered by (which must name
// a group: "periodLabel", "shipownerId"). The grouping runs for each batch, as it did with OFFSET, but
// the rows before the batch are neither sorted past nor sent.
export function groupedRows(manager: EntityManager, qb: SelectQueryBuilder<ObjectLiteral>, size: number): AsyncGenerator<Row[]> {
  const parts: KeyPart[] = [];
  const names: string[] = [];
  for (const [name, o] of Object.entries(qb.expressionMap.orderBys)) {
    if (!/^\w+$/.test(name)) throw new Error(`groupedRows: order by an output column, not ${name}`);
    const nulls = typeof o === 'string' ? undefined : o.nulls;
    names.push(name);
    parts.push({ expr: `g."${name}"`, desc: (typeof o === 'string' ? o : o.order) === 'DESC', nullsFirst: nulls ? nulls === 'NULLS FIRST' : undefined });
  }
  const [sql, params] = qb.clone().orderBy().getQueryAndParameters();
  return sqlRows(manager, sql, params, parts, (row) => names.map((n) => row[n]), size);
}

// The same for a raw statement: `parts` over its output columns as `g."name"`, `keyOf` a row's values
// of them.
export function sqlRows(manager: EntityManager, sql: string, params: unknown[], parts: KeyPart[], keyOf: (row: Row) => unknown[], size: number): AsyncGenerator<Row[]> {
  const read = (after: After) => {
    const p = [...params];
    const where = after ? `WHERE ${after(positionalBinder(p))}` : '';
    return manager.query(`SELECT * FROM (${sql}) g ${where} ORDER BY ${orderSql(parts)} LIMIT ${size}`, p) as Promise<Row[]>;
  };
  return keysetRows(size, read, parts, keyOf);
}
