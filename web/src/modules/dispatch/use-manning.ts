import { manningRead, ordersRead } from './dispatch-api';
import { useAheadRead } from '../../core/util/use-loaded';

// One ship's places by rank as the plan would leave them: held or vacant, with the order touching each.
export function useManning(planId: number, shipId: number | null) {
  const r = useAheadRead(planId && shipId ? manningRead(planId, shipId) : null, `${planId}/${shipId}`);
  return { rows: r.data ?? [], loading: r.loading, reload: r.reload };
}

// The plan's orders. quiet: a section below someone else's record shows nothing rather than an error toast
export function useOrders(planId: number, quiet = false) {
  const r = useAheadRead(planId ? ordersRead(planId, quiet ? { toast: false } : undefined) : null, String(planId));
  return { orders: r.data?.orders ?? [], outside: r.data?.outside ?? 0, loading: r.loading, reload: r.reload };
}
