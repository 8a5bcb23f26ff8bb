import type { DispatchOrder } from '../../../../server/src/modules/dispatch/entities/dispatch-order.entity';
import type { DispatchPlan } from '../../../../server/src/modules/dispatch/entities/dispatch-plan.entity';
import type { ComplianceItem, ComplianceResult } from '../../../../server/src/modules/dispatch/compliance/compliance.repository';
import { aheadRead, askAhead, type AskedCall } from '../../core/api/call-ahead';
import { call, type CallOptions, type ListAnswer } from '../../core/api/client';
import type { Wire } from '../../core/resource/wire-row';

export type { ComplianceItem };

// The dispatch operations the plan view calls (server: modules/dispatch/...). The server decides every
// rule; a "continue?" it raises is asked by the client (core/api/client.ts) before these resolve.

// A plan as the API answers it: the entity's columns with its flow's (status: 1 draft, 2 in approval,
// 3 finished), written once on the server (dates as text on the wire), and what the answer adds (labels).
export type PlanRow = Wire<DispatchPlan> & { [k: string]: unknown };

export interface ShipRow {
  id: number;
  name: string;
  enName?: string | null;
  shipType?: string | null;
  onBoard?: number;
  pendingOrders?: number;
  nextSignOff?: string | null;
}

// One place of the ship's manning: held (userId set) or vacant (userId null)
export interface ManningRow {
  duty: string;
  slot: number;
  userId: number | null; // null: vacant, or held by a seafarer outside the reader's crew rights
  userName?: string | null;
  occupied?: boolean;
  onboatDate?: string | null;
  planLeaveboatDate?: string | null;
  credWarn?: string | null; // '0' ok, '1' warning, '2' expired
  workId?: number | null;
  orderCode?: string | null;
  orderOperation?: string | null;
  // issue 21: who an open order brings into the place (a held place: its reliever)
  incoming?: boolean;
  incomingUserId?: number | null;
  incomingName?: string | null;
  incomingCode?: string | null;
  incomingOperation?: string | null;
  planned?: number; // the rank's planned holders after every open order
  places?: number; // the rank's places in the manning template
}

// An order as the API answers it: the entity's columns, written once on the server (dates as text on
// the wire), with what the answer adds: the seafarer's name, the compliance check's result as the server
// stores it, and after a move the linked applications to update by hand.
export type OrderRow = Wire<Omit<DispatchOrder, 'compliance'>> & {
  userIdLabel?: string;
  compliance?: ComplianceResult | null;
  linkedToUpdate?: string[];
  links?: OrderLink[];
  // the crew change's logistics: each kind it needs (or carries), ready, under way or missing
  logistics?: Logistic[];
  [k: string]: unknown;
};

// A check item of an order (SPEC §5): an application made for it from the plan, with the application's
// number and state as its module tells them (appState in the reader's language); closed once cancelled,
// or with its order
export interface OrderLink {
  id: number;
  kind: string; // a value of the dispatchLinkKind dictionary
  appId: number;
  open: boolean;
  code: string;
  appState: string | null;
  // done as far as the crew change needs it (a hotel booked, a ticket issued)
  ready: boolean;
}

export interface Logistic {
  kind: string;
  state: 'ready' | 'pending' | 'missing';
}

// A kind of check item the view may offer: the declared operation that makes one from an order (body
// { orderId, ...its dialog's values }), on orders of these kinds (dispatchOperation values)
export interface LinkKind {
  kind: string;
  resource: string;
  operation: string;
  orderOperations: string[];
}

export interface ReliefRow {
  userId: number;
  name: string;
  internalCode?: string | null;
  duty?: string | null;
  boardState?: string | null;
  readyDate?: string | null;
  certOk?: number;
  certExpiring?: number;
  certExpired?: number;
  certMissing?: number;
  lastEvaluation?: string | null;
  servedWithOwner?: number;
  stints?: number;
  fit?: number;
}

export interface ReliefQuery {
  planId: number;
  shipId: number;
  duty: string;
  planDate?: string;
  planLeaveDate?: string;
  operation: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

// What addOrder takes beside the plan (operation: the dispatchOperation dictionary's value)
export interface NewOrder {
  userId: number;
  operation: string;
  shipId: number;
  duty: string;
  planDate: string;
  planPort?: string;
  planLeaveDate?: string;
  relievesUserId?: number;
  newDuty?: string;
  newShipId?: number;
}

export const ORDERS = 'BoatPlanDispatch';
const first = <T,>(a: { list: T[] }) => a.list[0];

// the view's reads answer what its "view" link asked ahead (askPlanAhead) when there is one, at once
// when it has already come (landed)
export const planRead = (resource: string, id: number) => aheadRead<PlanRow, PlanRow | undefined>(resource, 'getById', { id }, first);
export const shipsRead = (resource: string, id: number) => aheadRead<ShipRow, ShipRow[]>(resource, 'getShipList', { id }, (a) => a.list);
export const manningRead = (planId: number, shipId: number) => aheadRead<ManningRow, ManningRow[]>('BoatPlanOnboat', 'getList', { planId, shipId }, (a) => a.list);
// every order of a plan (up to 1,000) the reader's crew rights cover, for its manager and for whoever
// approves it (getPlanOrders answers both: an approver holds no dispatch screen); `outside`: how many
// more the plan holds, of seafarers outside those rights, never named (its total counts them)
export interface PlanOrders {
  orders: OrderRow[];
  outside: number;
}
export const ordersRead = (planId: number, opts?: CallOptions) =>
  aheadRead<OrderRow, PlanOrders>(ORDERS, 'getPlanOrders', { planId }, (a) => ({ orders: a.list, outside: Math.max(0, a.total - a.list.length) }), opts);

// What a plan's view reads first, asked while the pointer rests on its link: the plan, its ships, its
// orders, and the manning of the ship it opens on (a nesting plan's own ship, else the first listed),
// which otherwise waits for the ships' answer.
export function askPlanAhead(resource: string, id: number, shipId: number | null): void {
  const quiet = () => undefined;
  askAhead(resource, 'getById', { id }).catch(quiet);
  askAhead(ORDERS, 'getPlanOrders', { planId: id }).catch(quiet);
  askAhead<ShipRow>(resource, 'getShipList', { id })
    .then((a) => {
      const ship = shipId ?? a.list[0]?.id;
      if (ship) askAhead('BoatPlanOnboat', 'getList', { planId: id, shipId: ship }).catch(quiet);
    })
    .catch(quiet);
}
export const linkKindsRead = () => call<LinkKind>(ORDERS, 'getLinkKinds', {}, { overlay: false }).then((a) => a.list);
export const searchRelievers = (q: ReliefQuery) => call<ReliefRow>('BoatPlanToUser', 'getList', q, { overlay: false });

// orders are made and changed through their declared operations (use-plan-commands.tsx)

export interface ForecastRow {
  id?: number;
  userId: number;
  userIdLabel?: string;
  name?: string;
  duty?: string | null;
  shipId?: number | null;
  shipIdLabel?: string;
  planLeaveboatDate?: string | null;
  daysLeft?: number | null;
  [k: string]: unknown;
}

export const FORECAST = 'reliefForecast';
// the home page's forecast: sent with the sign-in (ReliefForecastWidget's FORECAST_ASKED), drawn at once
// when it has come
const forecastBody = (days: number, pageSize: number) => ({ days, pageNum: 1, pageSize });
export const forecastCall = (days: number, pageSize: number): AskedCall => ({ entity: FORECAST, op: 'getList', body: forecastBody(days, pageSize) });
export const forecastRead = (days: number, pageSize: number) =>
  aheadRead<ForecastRow, ListAnswer<ForecastRow>>(FORECAST, 'getList', forecastBody(days, pageSize), (a) => a, { toast: false, overlay: false });
