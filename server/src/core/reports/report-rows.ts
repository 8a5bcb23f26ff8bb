import type { StreamableFile } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { exportColumns, streamXlsx } from '../files/xlsx-stream';
import type { CrudService } from '../resource/crud.service';
import type { ResourceDef } from '../resource/define-resource';
import { After, groupedRows, KeyPart, keysetRows, namedBinder, sqlRows } from '../resource/keyset';
import { readPaging } from '../resource/list-query';
import type { ListResult, OpContext } from '../resource/op-context';
import type { Row } from '../resource/row';

// Paging and exports of report rows, once: grouped rows of a query builder (declared reports and the
// dispatch head counts), a list of records ordered by one key (abnormal sign-offs, the relief forecast)
// and rows of a raw statement (the on-board report). Pages by OFFSET (a screen reads the first pages);
// exports by key, a batch at a time.

export const EXPORT_BATCH = 2000;

type Present = (rows: Row[]) => Row[] | Promise<Row[]>;

// One page of grouped rows (the database groups, the server holds a page), numbered for the table's
// key. The count of groups rides on the page's statement (a window over the groups), so the grouping
// runs once; only a page past the end asks for the count on its own.
export async function pageGrouped(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>, present: Present = (r) => r, numbered = true): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const rows = await qb.clone().addSelect('count(*) OVER ()', TOTAL).offset(offset).limit(pageSize).getRawMany<Row>();
  const total = await totalOf(ctx, rows, offset, () => qb.clone().orderBy().getQueryAndParameters());
  const list = await present(rows.map(withoutTotal));
  return { list: numbered ? list.map((r, i) => ({ id: offset + i + 1, ...r })) : list, total };
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
export function exportGrouped(ctx: OpContext, crud: CrudService, qb: SelectQueryBuilder<ObjectLiteral>, present: Present = (r) => r): Promise<StreamableFile> {
  const columns = exportColumns(ctx.resource.fields);
  return streamRows(ctx, async function* () {
    for await (const rows of groupedRows(ctx.manager, qb, EXPORT_BATCH)) yield await crud.nameRefs(ctx, columns, await present(rows));
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

export async function pageKeyed(ctx: OpContext, k: KeyedList, present: Present = (r) => r): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const { n } = (await k.qb.clone().select('count(*)::int', 'n').getRawOne<{ n: number }>())!;
  const rows = n > offset ? await ordered(k).offset(offset).limit(pageSize).getRawMany<Row>() : [];
  return { list: await present(rows), total: n };
}

export function exportKeyed(ctx: OpContext, crud: CrudService, k: KeyedList, present: Present = (r) => r): Promise<StreamableFile> {
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
    for await (const rows of keysetRows(EXPORT_BATCH, read, parts, (r) => [r[k.keyAlias], r.id])) yield await crud.nameRefs(ctx, columns, await present(rows.map((r) => ({ ...r }))));
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
