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

// What a page of grouped rows carries beside its rows, over every page: the additive measures' sums,
// and a chart's series (each y summed per x).
export interface GroupedExtras {
  totals?: string[];
  chart?: { x: string; y: string[] };
}

// One page of grouped rows (the database groups, the server holds a page), numbered for the table's
// key, with the count of groups, the totals and the chart's series, in one statement: the grouping runs
// once (a CTE), the page is its first rows in order, and the rest are aggregates over all of it, so a
// page past the end still answers them.
export async function pageGrouped(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>, present: Present = (r) => r, numbered = true, extras: GroupedExtras = {}): Promise<ListResult<Row>> {
  const { pageNum, pageSize } = readPaging(ctx.body);
  const offset = (pageNum - 1) * pageSize;
  const [sql, params] = qb.clone().orderBy().getQueryAndParameters();
  const orderBy = (alias: string) => (Object.keys(qb.expressionMap.orderBys).length ? `ORDER BY ${outputOrder(qb, alias)}` : '');
  const sums = extras.totals ?? [];
  const chart = extras.chart;
  const all = [
    `count(*)::int AS "${TOTAL}"`,
    ...sums.map((n, i) => `COALESCE(sum(g."${n}"), 0)::float8 AS "${SUM}${i}"`),
    ...(chart ? [`(SELECT json_agg(t ORDER BY t."${chart.x}") FROM (SELECT g."${chart.x}", ${chart.y.map((y) => `sum(g."${y}")::float8 AS "${y}"`).join(', ')} FROM g GROUP BY 1) t) AS "${SERIES}"`] : []),
  ];
  const rows: Row[] = await ctx.manager.query(
    `WITH g AS MATERIALIZED (${sql}), a AS (SELECT ${all.join(', ')} FROM g)
     SELECT a.*, p.* FROM a LEFT JOIN LATERAL (SELECT 1 AS "${ROW}", g.* FROM g ${orderBy('g')} LIMIT ${pageSize} OFFSET ${offset}) p ON true
     ${orderBy('p')}`,
    params,
  );
  const head = rows[0];
  const list = await present(rows.filter((r) => r[ROW] !== null).map(withoutExtras));
  return {
    list: numbered ? list.map((r, i) => ({ id: offset + i + 1, ...r })) : list,
    total: head[TOTAL],
    ...(sums.length && { totals: Object.fromEntries(sums.map((n, i) => [n, head[`${SUM}${i}`]])) }),
    ...(chart && { series: (head[SERIES] as Row[] | null) ?? [] }),
  };
}

const TOTAL = 'listTotal';
const SUM = 'listSum';
const SERIES = 'listSeries';
const ROW = 'listRow';
const withoutExtras = (r: Row): Row => Object.fromEntries(Object.entries(r).filter(([k]) => !(k === TOTAL || k === SERIES || k === ROW || /^listSum\d+$/.test(k))));

// The query builder's ORDER BY, which names output columns ("periodLabel"), over the alias of its rows.
function outputOrder(qb: SelectQueryBuilder<ObjectLiteral>, alias: string): string {
  return Object.entries(qb.expressionMap.orderBys)
    .map(([name, o]) => {
      if (!/^\w+$/.test(name)) throw new Error(`pageGrouped: order by an output column, not ${name}`);
      const dir = typeof o === 'string' ? o : o.order;
      const nulls = typeof o === 'string' ? undefined : o.nulls;
      return `${alias}."${name}" ${dir}${nulls ? ` ${nulls}` : ''}`;
    })
    .join(', ');
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
