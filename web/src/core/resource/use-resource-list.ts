import { useCallback, useEffect, useRef, useState } from 'react';
import { askAhead, callAhead, takeAnswered } from '../api/call-ahead';
import { call, type ListAnswer } from '../api/client';
import { listFields } from './field-rules';
import { listOptionsOf } from './overrides';
import { labelSourceOf, loadRefItems } from './ref-sources';
import type { ResourceMeta } from './resource.types';

export type Row = Record<string, unknown> & { id: number; version?: number };

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort?: string;
  filters: Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 10;

// The first page a resource's screen opens on, asked ahead (its menu entry hovered), with the names its
// reference columns show (FieldValue's, loaded once per session): the list then draws once, with names,
// instead of drawing ids and every row again when they land. Not for trees (read whole) nor reports
// (they open on their own filters): those would be asked twice.
export function askFirstPageAhead(resource: ResourceMeta, resources: ResourceMeta[]): void {
  for (const [, decl] of listFields(resource)) {
    const names = decl.type === 'ref' || decl.type === 'refs' ? labelSourceOf(decl, resources) : undefined;
    if (names) void loadRefItems(names, resources, decl.refLabel);
  }
  if (resource.report || listOptionsOf(resource.name).tree) return;
  void askAhead(resource.name, 'getList', { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE }).catch(() => undefined);
}

// a tree of more rows than this many pages is not a tree a screen should draw whole
const MAX_PAGES = 20;

// The headless list controller (react-admin's useListController idea): server-side paging, sort, filters.
// `fixed` filters (a related list's parent id) go with every call and are not the user's to change.
export function useResourceList(resource: ResourceMeta, opts: { all?: boolean; fixed?: Record<string, unknown> } = {}) {
  const fixedKey = JSON.stringify(opts.fixed ?? {});
  const all = !!opts.all;
  const [query, setQueryState] = useState<ListQuery>({ pageNum: 1, pageSize: opts.all ? 500 : DEFAULT_PAGE_SIZE, filters: {} });
  const bodyOf = (q: ListQuery) => ({ pageNum: q.pageNum, pageSize: q.pageSize, ...(q.sort ? { sort: q.sort } : {}), ...q.filters, ...JSON.parse(fixedKey) });
  // the first page, when it was asked ahead and has landed: the list is drawn with its rows at once
  const [landed] = useState(() => (all ? undefined : takeAnswered<Row>(resource.name, 'getList', bodyOf(query))));
  const skipFirst = useRef(!!landed);
  const [rows, setRows] = useState<Row[]>(landed?.list ?? []);
  // a tree's every row, whatever the search: the path from the top to each row found
  const [whole, setWhole] = useState<Row[]>([]);
  const [total, setTotal] = useState(landed?.total ?? 0);
  // a report's totals row and chart (ListAnswer.totals, .series)
  const [report, setReport] = useState<Pick<ListAnswer<Row>, 'totals' | 'series'>>(landed ? reportOf(landed) : {});
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (skipFirst.current) return void (skipFirst.current = false);
    let live = true;
    setLoading(true);
    const body = bodyOf(query);
    // `all` (a tree) reads page after page until every row is in: a tree cut at the largest page would
    // lose branches (580 menus and buttons)
    const readAll = async (b: Record<string, unknown>) => {
      const first = await call<Row>(resource.name, 'getList', b);
      // a tree is a list of records, never a report with totals
      const list = [...first.list];
      for (let page = 2; list.length < first.total && page <= MAX_PAGES; page++) {
        const next = await call<Row>(resource.name, 'getList', { ...b, pageNum: page });
        if (!next.list.length) break;
        list.push(...next.list);
      }
      return { list, total: first.total };
    };
    const read = async (): Promise<ListAnswer<Row> & { whole?: Row[] }> => {
      if (!all) return callAhead<Row>(resource.name, 'getList', body);
      const found = await readAll(body);
      if (!Object.keys(query.filters).length) return { ...found, whole: found.list };
      // a search finds rows deep in the tree: the whole tree gives the path down to them
      const unfiltered = Object.fromEntries(Object.entries(body).filter(([k]) => !(k in query.filters)));
      return { ...found, whole: (await readAll(unfiltered)).list };
    };
    read()
      .then((a) => {
        if (!live) return;
        setRows(a.list);
        setWhole(a.whole ?? []);
        setTotal(a.total);
        setReport(reportOf(a));
      })
      .catch(() => live && setRows([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [resource.name, query, round, fixedKey, all]);

  const setQuery = useCallback((patch: Partial<ListQuery>) => setQueryState((q) => ({ ...q, ...patch })), []);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // export and toolbar actions use the same filters as the visible list
  const exportBody = { ...(query.sort ? { sort: query.sort } : {}), ...query.filters, ...(opts.fixed ?? {}) };
  return { rows, whole, total, ...report, loading, query, setQuery, reload, exportBody };
}

const reportOf = (a: ListAnswer<Row>): Pick<ListAnswer<Row>, 'totals' | 'series'> => ('totals' in a || 'series' in a ? { totals: a.totals, series: a.series } : {});
