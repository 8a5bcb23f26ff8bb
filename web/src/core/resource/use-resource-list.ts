import { useCallback, useEffect, useState } from 'react';
import { askAhead, callAhead } from '../api/call-ahead';
import { call, type ListAnswer } from '../api/client';
import { listOptionsOf } from './overrides';
import type { ResourceMeta } from './resource.types';

export type Row = Record<string, unknown> & { id: number; version?: number };

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort?: string;
  filters: Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 10;

// The first page a resource's screen opens on, asked ahead (its menu entry hovered). Not for trees (read
// whole) nor reports (they open on their own filters): those would be asked twice.
export function askFirstPageAhead(resource: ResourceMeta): void {
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
  const [rows, setRows] = useState<Row[]>([]);
  // a tree's every row, whatever the search: the path from the top to each row found
  const [whole, setWhole] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  // a report's totals row and chart (ListAnswer.totals, .series)
  const [report, setReport] = useState<Pick<ListAnswer<Row>, 'totals' | 'series'>>({});
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const body = { pageNum: query.pageNum, pageSize: query.pageSize, ...(query.sort ? { sort: query.sort } : {}), ...query.filters, ...JSON.parse(fixedKey) };
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
        setReport('totals' in a || 'series' in a ? { totals: a.totals, series: a.series } : {});
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
