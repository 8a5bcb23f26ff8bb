import type { StreamableFile } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applyDataScope } from '../../../core/access/data-scope';
import { exportColumns, streamXlsx } from '../../../core/files/xlsx-stream';
import type { CrudService } from '../../../core/resource/crud.service';
import type { ResourceDef } from '../../../core/resource/define-resource';
import { After, groupedRows, KeyPart, keysetRows, namedBinder, sqlRows } from '../../../core/resource/keyset';
import { L } from '../../../core/resource/label';
import { readPaging } from '../../../core/resource/list-query';
import type { ListResult, OpContext } from '../../../core/resource/op-context';
import type { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { FieldDecl, Label } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';

// What the dispatch reports not yet declared as reports (core/reports) share: paging over the database's
// rows, and exports read a batch at a time by key. Their period and date range are core's.

export const EXPORT_BATCH = 2000;

// A column the report works out.
export const column = (type: FieldDecl['type'], label: Label, more: Partial<FieldDecl> = {}): FieldDecl => ({ type, label, readOnly: true, sortable: false, ...more });

export const shipownerFilter: FieldDecl = { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), readOnly: true, filter: 'eq' };
export const shipFilter: FieldDecl = { type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label: L('船舶', 'Ship'), readOnly: true, filter: 'eq' };
export const dutyFilter: FieldDecl = { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), readOnly: true, filter: 'eq' };
export const seafarerColumn: FieldDecl = { type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true, sortable: false };
// The declared eq filters the caller sent, on the query's columns (name → SQL column).
export function eqFilters(qb: SelectQueryBuilder<ObjectLiteral>, ctx: OpContext, columns: Record<string, string>): void {
  for (const [name, col] of Object.entries(columns)) {
    const v = ctx.body[name];
    if (v !== undefined && v !== null && v !== '') qb.andWhere(`${col} = :rf_${name}`, { [`rf_${name}`]: v });
  }
}

// Rows the caller may see, as the resource `scopeOf` (BoatPlanDispatch, BoatWork) shows them: orders and
// stints are seen with their seafarer (the crew rights).
export function scoped<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, ctx: OpContext, registry: ResourceRegistry, scopeOf: string): SelectQueryBuilder<T> {
  const def = registry.resource(scopeOf);
  if (!def) throw new Error(`dispatch reports: no resource ${scopeOf}`);
  return applyDataScope(qb, def, ctx.user, (n) => registry.resource(n));
}

// One page of grouped rows (the database groups, the server holds a page), numbered for the table's
// key. The count of groups rides on the page's statement (a window over the groups), so the grouping
// runs once; only a page past the end asks for the count on its own.
export async function pageGrouped(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>, present: (rows: Row[]) => Row[] = (r) => r): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const rows = await qb.clone().addSelect('count(*) OVER ()', TOTAL).offset(offset).limit(pageSize).getRawMany<Row>();
  const total = await totalOf(ctx, rows, offset, () => qb.clone().orderBy().getQueryAndParameters());
  return { list: present(rows.map(withoutTotal)).map((r, i) => ({ id: offset + i + 1, ...r })), total };
}

const TOTAL = 'listTotal';
const withoutTotal = ({ [TOTAL]: _total, ...r }: Row) => r;

async function totalOf(ctx: OpContext, rows: Row[], offset: number, statement: () => [string, unknown[]]): Promise<number> {
  if (rows.length) return Number(rows[0][TOTAL]);
  if (!offset) return 0;
  const [sql, params] = statement();
  const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return n;
}

// The grouped rows as xlsx, a batch at a time by group key; references named in the reader's language.
export function exportGrouped(ctx: OpContext, crud: CrudService, qb: SelectQueryBuilder<ObjectLiteral>, present: (rows: Row[]) => Row[] = (r) => r): Promise<StreamableFile> {
  const columns = exportColumns(ctx.resource.fields);
  return streamRows(ctx, async function* () {
    for await (const rows of groupedRows(ctx.manager, qb, EXPORT_BATCH)) yield await crud.nameRefs(ctx, columns, present(rows));
  });
}

// A list over one row per record (a stint), ordered by one key and the row's id: a page by offset, the
// export by key (each batch starts after the last row of the one before, so a long export never reads
// the rows it skips again).
export interface KeyedList {
  qb: SelectQueryBuilder<ObjectLiteral>; // the rows with their columns, filtered, not ordered
  key: string; // SQL of the ordering key (never null in these rows)
  keyAlias: string; // its name among the selected columns: the next batch starts after the last row's
  id: string; // SQL of the row's id, selected as "id"
  desc: boolean;
}

function ordered(k: KeyedList) {
  const dir = k.desc ? 'DESC' : 'ASC';
  return k.qb.clone().orderBy(k.key, dir).addOrderBy(k.id, dir);
}

export async function pageKeyed(ctx: OpContext, k: KeyedList, present: (rows: Row[]) => Row[] = (r) => r): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const { n } = (await k.qb.clone().select('count(*)::int', 'n').getRawOne<{ n: number }>())!;
  const rows = n > offset ? await ordered(k).offset(offset).limit(pageSize).getRawMany<Row>() : [];
  return { list: present(rows), total: n };
}

export function exportKeyed(ctx: OpContext, crud: CrudService, k: KeyedList, present: (rows: Row[]) => Row[] = (r) => r): Promise<StreamableFile> {
  const columns = exportColumns(ctx.resource.fields);
  const parts: KeyPart[] = [
    { expr: k.key, desc: k.desc, notNull: true },
    { expr: k.id, desc: k.desc, notNull: true },
  ];
  const read = (after: After) => {
    const qb = ordered(k).limit(EXPORT_BATCH);
    if (after) {
      const params: Record<string, unknown> = {};
      qb.andWhere(after(namedBinder(params, 'ek')), params);
    }
    return qb.getRawMany<Row>();
  };
  return streamRows(ctx, async function* () {
    for await (const rows of keysetRows(EXPORT_BATCH, read, parts, (r) => [r[k.keyAlias], r.id])) yield await crud.nameRefs(ctx, columns, present(rows.map((r) => ({ ...r }))));
  });
}

function streamRows(ctx: OpContext, batches: () => AsyncIterable<Row[]>): Promise<StreamableFile> {
  const def: ResourceDef = ctx.resource;
  return streamXlsx({ name: def.name, label: def.label, columns: exportColumns(def.fields), lang: ctx.lang, manager: ctx.manager, batches });
}

// Grouped rows of a statement built around a query builder's (its positional parameters first): for
// reports whose grouping TypeORM cannot express (a join to a list of period ends). The statement selects
// the number of groups as "listTotal" (count(*) OVER ()) beside each row, as pageGrouped's do.
export interface GroupedSql {
  sql: (limit: string) => string; // the statement, ordered, with `limit` (LIMIT … OFFSET …) appended
  params: unknown[];
  // its order over its output columns (g."asOf"), and a row's values of it: the export goes on by key
  key: KeyPart[];
  keyOf: (row: Row) => unknown[];
}

export async function pageSql(ctx: OpContext, g: GroupedSql): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const rows: Row[] = await ctx.manager.query(g.sql(`LIMIT ${pageSize} OFFSET ${offset}`), g.params);
  const total = await totalOf(ctx, rows, offset, () => [g.sql(''), g.params]);
  return { list: rows.map(withoutTotal).map((r, i) => ({ id: offset + i + 1, ...r })), total };
}

export function exportSql(ctx: OpContext, crud: CrudService, g: GroupedSql): Promise<StreamableFile> {
  const columns = exportColumns(ctx.resource.fields);
  return streamRows(ctx, async function* () {
    for await (const rows of sqlRows(ctx.manager, g.sql(''), g.params, g.key, g.keyOf, EXPORT_BATCH)) yield await crud.nameRefs(ctx, columns, rows);
  });
}
