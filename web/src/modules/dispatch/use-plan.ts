import { planRead, shipsRead } from './dispatch-api';
import { useAheadRead } from '../../core/util/use-loaded';

// The plan shown by the view, by its resource (one of the three kinds) and id.
export function usePlan(resource: string | undefined, id: number) {
  const r = useAheadRead(resource && id ? planRead(resource, id) : null, `${resource}/${id}`);
  return { plan: r.data ?? null, loading: r.loading, missing: !resource || !id || (r.done && !r.loading && r.data === undefined), reload: r.reload };
}

// The shipowner's ships with their on-board counts, pending orders and next sign-off.
export function useShips(resource: string | undefined, id: number) {
  const r = useAheadRead(resource && id ? shipsRead(resource, id) : null, `${resource}/${id}`);
  return { ships: r.data ?? [], loading: r.loading, reload: r.reload };
}
