import { useEffect, useState } from 'react';
import { searchRelievers, type ReliefQuery } from './dispatch-api';
import { useLoaded } from '../../core/util/use-loaded';

// The candidates for a place, best fit first, paged on the server; a new query starts at page one.
export function useRelievers(query: Omit<ReliefQuery, 'pageNum' | 'pageSize'> | null, pageSize = 8) {
  const [pageNum, setPageNum] = useState(1);
  const key = JSON.stringify(query);
  useEffect(() => setPageNum(1), [key]);
  const r = useLoaded(query ? () => searchRelievers({ ...query, pageNum, pageSize }) : null, `${key}/${pageNum}/${pageSize}`);
  const page = r.failed ? undefined : r.data;
  return { rows: page?.list ?? [], total: page?.total ?? 0, loading: r.loading, pageNum, pageSize, setPageNum };
}
