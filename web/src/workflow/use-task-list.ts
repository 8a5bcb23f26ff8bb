import { useCallback, useEffect, useState } from 'react';
import { useAppEvent } from '../core/events';
import { listTasks, type ListKind } from './workflow-api';

export interface TaskQuery {
  pageNum: number;
  pageSize: number;
  sort?: string;
  filters: Record<string, unknown>;
}

// One of the three lists, paged and sorted on the server; reloads when a task is completed anywhere.
export function useTaskList<T>(kind: ListKind, initialSort?: string) {
  const [query, setQueryState] = useState<TaskQuery>({ pageNum: 1, pageSize: 20, sort: initialSort, filters: {} });
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useAppEvent('tasksChanged', reload);

  useEffect(() => {
    let live = true;
    setLoading(true);
    listTasks<T>(kind, { pageNum: query.pageNum, pageSize: query.pageSize, sort: query.sort, ...query.filters })
      .then((r) => {
        if (!live) return;
        setRows(r.list);
        setTotal(r.total);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [kind, query, tick]);

  const setQuery = (patch: Partial<TaskQuery>) => setQueryState((q) => ({ ...q, ...patch }));
  return { rows, total, loading, query, setQuery, reload };
}
