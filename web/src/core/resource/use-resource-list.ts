import { useCallback, useEffect, useState } from 'react';
import { call } from '../api/client';
import type { ResourceMeta } from './resource.types';

export type Row = Record<string, unknown> & { id: number; version?: number };

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort?: string;
  filters: Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 10;

// The headless list controller (react-admin's useListController idea): server-side paging, sort, filters.
// `fixed` filters (a related list's parent id) go with every call and are not the user's to change.
export function useResourceList(resource: ResourceMeta, opts: { all?: boolean; fixed?: Record<string, unknown> } = {}) {
  const fixedKey = JSON.stringify(opts.fixed ?? {});
  const [query, setQueryState] = useState<ListQuery>({ pageNum: 1, pageSize: opts.all ? 500 : DEFAULT_PAGE_SIZE, filters: {} });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const body = { pageNum: query.pageNum, pageSize: query.pageSize, ...(query.sort ? { sort: query.sort } : {}), ...query.filters, ...JSON.parse(fixedKey) };
    call<Row>(resource.name, 'getList', body)
      .then((a) => {
        if (!live) return;
        setRows(a.list);
        setTotal(a.total);
      })
      .catch(() => live && setRows([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [resource.name, query, round, fixedKey]);

  const setQuery = useCallback((patch: Partial<ListQuery>) => setQueryState((q) => ({ ...q, ...patch })), []);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // export and toolbar actions use the same filters as the visible list
  const exportBody = { ...(query.sort ? { sort: query.sort } : {}), ...query.filters, ...(opts.fixed ?? {}) };
  return { rows, total, loading, query, setQuery, reload, exportBody };
}
