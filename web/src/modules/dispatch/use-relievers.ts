import { useEffect, useState } from 'react';
import { searchRelievers, type ReliefQuery, type ReliefRow } from './dispatch-api';

// The candidates for a place, best fit first, paged on the server; a new query starts at page one.
export function useRelievers(query: Omit<ReliefQuery, 'pageNum' | 'pageSize'> | null, pageSize = 8) {
  const [pageNum, setPageNum] = useState(1);
  const [rows, setRows] = useState<ReliefRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(query);

  useEffect(() => setPageNum(1), [key]);
  useEffect(() => {
    if (!query) return;
    let live = true;
    setLoading(true);
    searchRelievers({ ...query, pageNum, pageSize })
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
    // key stands for query
  }, [key, pageNum, pageSize]);

  return { rows, total, loading, pageNum, pageSize, setPageNum };
}
