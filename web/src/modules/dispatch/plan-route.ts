import { PLAN_KINDS, type PlanKind } from '../../../../server/src/modules/dispatch/plans/plan-kinds';
import { DISPATCH_TYPE } from '../../../../server/src/modules/dispatch/dispatch.states';

export { PLAN_KINDS, type PlanKind };

// The view routes of SPEC §2: <view>/:id/:shipownerId/:shipownername[/:shipId/:shipname]/:type
export interface PlanRoute {
  kind: PlanKind | undefined;
  id: number;
  shipownerId: number;
  shipownerName: string;
  shipId: number | null; // a nesting plan's ship
}

const decode = (s: string | undefined) => {
  try {
    return decodeURIComponent(s ?? '');
  } catch {
    return s ?? '';
  }
};

export function readPlanRoute(screen: string, rest: string): PlanRoute {
  const kind = PLAN_KINDS.find((k) => k.view === screen);
  const [id, shipownerId, shipownerName, shipId] = rest.split('/');
  const nesting = kind?.planType === DISPATCH_TYPE.Nesting;
  return { kind, id: Number(id) || 0, shipownerId: Number(shipownerId) || 0, shipownerName: decode(shipownerName), shipId: nesting ? Number(shipId) || null : null };
}

// The route of a plan's view from a row of its list (the names only label the page).
export function planViewPath(kind: PlanKind, row: Record<string, unknown>): string {
  const part = (v: unknown) => encodeURIComponent(String(v ?? '-') || '-');
  const owner = `${row.id}/${row.shipownerId}/${part(row.shipownerIdLabel ?? row.shipownerId)}`;
  const ship = kind.planType === DISPATCH_TYPE.Nesting ? `/${row.shipId ?? 0}/${part(row.shipIdLabel ?? row.shipId)}` : '';
  const type = kind.planType === DISPATCH_TYPE.Planned ? '' : `/${kind.planType}`;
  return `/home/${kind.view}/${owner}${ship}${type}`;
}
