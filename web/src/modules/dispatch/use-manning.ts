import { getManning, getOrders } from './dispatch-api';
import { useLoaded } from './use-loaded';

// One ship's places by rank as the plan would leave them: held or vacant, with the order touching each.
export function useManning(planId: number, shipId: number | null) {
  const r = useLoaded(planId && shipId ? () => getManning(planId, shipId) : null, `${planId}/${shipId}`);
  return { rows: r.data ?? [], loading: r.loading, reload: r.reload };
}

// The plan's orders. quiet: a section below someone else's record shows nothing rather than an error toast
export function useOrders(planId: number, quiet = false) {
  const r = useLoaded(planId ? () => getOrders(planId, quiet ? { toast: false } : undefined) : null, String(planId));
  return { orders: r.data?.orders ?? [], outside: r.data?.outside ?? 0, loading: r.loading, reload: r.reload };
}
