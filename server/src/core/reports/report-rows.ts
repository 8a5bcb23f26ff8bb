import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { After, KeyPart, keysetRows, namedBinder } from '../resource/keyset';
import { readPaging } from '../resource/list-query';
import type { ListResult, OpContext } from '../resource/op-context';
import type { Row } from '../resource/row';

// Paging of report rows, once: grouped rows of a query builder (the period reports, read by group key
// for an export: keyset.ts groupedRows) and a list of records ordered by one key (abnormal sign-offs,
// the relief forecast). Pages by OFFSET (a screen reads the first pages); exports by key, a batch at a time.

export const EXPORT_BATCH = 2000;

type Present = (rows: Row[]) => Row[] | Promise<Row[]>;

// One page of grouped rows (the database groups, the server holds a page), numbered for the table's
// key. The count of groups and the totals of the additive measures (name → SQL of the measure) ride on
// the page's statement as windows over the groups, so the grouping runs once; only a page past the end
// asks for them on their own.
export async function pageGrouped(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>, present: Present = (r) => r, numbered = true, totals: Record<string, string> = {}): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const page = qb.clone().addSelect('count(*) OVER ()', TOTAL);
  const sums = Object.entries(totals);
  sums.forEach(([name, sql], i) => page.addSelect(`sum(${sql}) OVER ()`, `${SUM}${i}`));
  const rows = await page.offset(offset).limit(pageSize).getRawMany<Row>();
  const summed = rows.length || !offset ? rows[0] : await aside(ctx, qb, sums);
  const total = rows.length ? Number(rows[0][TOTAL]) : summed ? Number(summed[TOTAL]) : 0;
  const list = await present(rows.map(withoutWindows));
  return {
    list: numbered ? list.map((r, i) => ({ id: offset + i + 1, ...r })) : list,
    total,
    ...(sums.length && { totals: Object.fromEntries(sums.map(([name], i) => [name, Number(summed?.[`${SUM}${i}`] ?? 0)])) }),
  };
}

const TOTAL = 'listTotal';
const SUM = 'listSum';
const withoutWindows = (r: Row): Row => Object.fromEntries(Object.entries(r).filter(([k]) => k !== TOTAL && !k.startsWith(SUM)));

// The count and sums of a page past the end, over the grouped statement's output columns.
async function aside(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>, sums: Array<[string, string]>): Promise<Row> {
  const [sql, params] = qb.clone().orderBy().getQueryAndParameters();
  const cols = [`count(*)::int AS "${TOTAL}"`, ...sums.map(([name], i) => `sum(x."${name}") AS "${SUM}${i}"`)];
  const [row] = await ctx.manager.query(`SELECT ${cols.join(', ')} FROM (${sql}) x`, params);
  return row;
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

// The records in order, a batch at a time by key.
export function keyedBatches(ctx: OpContext, k: KeyedList): AsyncGenerator<Row[]> {
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
  return keysetRows(EXPORT_BATCH, read, parts, (r) => [r[k.keyAlias], r.id]);
}
