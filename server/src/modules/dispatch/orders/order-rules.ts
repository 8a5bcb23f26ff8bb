import type { EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import type { Warning } from '../../../core/errors/confirmations';
import type { DispatchOrder } from '../entities/dispatch-order.entity';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { assertShipOfOwner, type ShipOwnerFact } from '../../clients/ship-owner.rule';
import { certificateWarnings } from '../../crew/credentials/certificate-warning.rule';
import { DispatchError } from '../dispatch.errors';
import { firstOpenSignOffs, firstOverlap, lockSeafarerFacts } from './order.repository';
import { ORDER_FIELDS } from '../dispatch.resources';
import { DISPATCH_OPERATION, DISPATCH_STATUS, DISPATCH_TYPE, OPEN_STATUSES } from '../dispatch.states';

// SPEC §5's rules for dispatch orders, checked for a whole batch at once (a nesting plan's 30 sign-ons,
// a bench's 500) with one query per kind of fact. Refusals throw; "continue?" warnings are answered for
// the caller to confirm. `at` prefixes field names with the order's place in the batch (orders[3].).

export const Op = DISPATCH_OPERATION;
// the dictionary's named states (dispatch.states.ts)
export const OrderStatus = DISPATCH_STATUS;
export { OPEN_STATUSES };

export interface Facts {
  name: string;
  readyDate: string | null;
  workId: number | null;
  workShipId: number | null;
  workDuty: string | null;
  onboatDate: string | null;
  certWarning?: Warning; // crew's rule: certificates warning or expired
}

// An order as a caller gives it (the order operations' input fields): who, which change, where, when.
export type OrderInput = Pick<DispatchOrder, 'userId' | 'operation' | 'shipId' | 'planDate'> &
  Partial<Pick<DispatchOrder, 'duty' | 'newDuty' | 'newShipId' | 'planPort' | 'planLeaveDate' | 'relievesUserId' | 'overrideReason'>>;

// The columns checkOrder answers for an order: the rank is the seafarer's on board for a change to their
// stint, which may be empty
export type OrderColumns = Pick<
  DispatchOrder,
  'planId' | 'userId' | 'operation' | 'shipownerId' | 'shipId' | 'newDuty' | 'newShipId' | 'planDate' | 'planPort' | 'planLeaveDate' | 'relievesUserId' | 'overrideReason'
> & { duty: string | null };

// what the server sets on an order besides (a regenerated order keeps its dispatching state)
export type OrderExtra = Partial<Pick<DispatchOrder, 'status' | 'operationStatus' | 'regeneratedFrom'>>;

export interface OrderDraft {
  index: number;
  row: OrderColumns & OrderExtra; // the columns to write
}

// a refusal under the order's field, in its place in the batch
export function fail(key: (typeof DispatchError)[keyof typeof DispatchError], field: string, at: string, params: Record<string, unknown> = {}) {
  return new AppException(key, params, [{ field: `${at}${field}`, reason: 'rule' }]);
}

// What the rules need to know of each seafarer: their open stint, warnings, ready date. The seafarers
// are locked (in id order, so two batches never wait on each other in a cycle) until the orders are
// written: two plans made at once cannot both book one seafarer for the same days.
export async function factsOf(m: EntityManager, userIds: number[]): Promise<Map<number, Facts>> {
  const rows = await lockSeafarerFacts(m, [...new Set(userIds)]);
  // read under the seafarers' locks, so the warnings asked are the state the orders are written in
  const warned = await certificateWarnings(m, rows.map((r) => r.id));
  return new Map(
    rows.map((r) => [
      r.id,
      { name: r.name, readyDate: r.ready_date, workId: r.work_id, workShipId: r.ship_id, workDuty: r.duty, onboatDate: r.onboat_date, certWarning: warned.get(r.id) },
    ]),
  );
}

// The checks of one order on its own: the ship and rank fit the plan and the seafarer's service, and
// the dates keep the sea-service order. Answers the row to write and the warnings it raises.
export function checkOrder(plan: DispatchPlan, input: OrderInput, facts: Facts | undefined, ships: Map<number, ShipOwnerFact>, at: string): { row: OrderColumns; warnings: Warning[] } {
  if (!facts) throw new AppException('MissingRef', {}, [{ field: `${at}userId`, reason: 'ref' }]);
  assertShipOfOwner(ships.get(input.shipId), plan.shipownerId, `${at}shipId`);
  if (plan.shipId != null && plan.planType === DISPATCH_TYPE.Nesting && input.shipId !== plan.shipId) throw fail(DispatchError.wrongShip, 'shipId', at);
  const op = input.operation;
  const row: OrderColumns = {
    planId: plan.id,
    userId: input.userId,
    operation: op,
    shipownerId: plan.shipownerId,
    shipId: input.shipId,
    duty: input.duty ?? null,
    newDuty: null,
    newShipId: null,
    planDate: input.planDate,
    planPort: input.planPort ?? null,
    planLeaveDate: input.planLeaveDate ?? null,
    relievesUserId: null,
    overrideReason: null,
  };
  const warnings: Warning[] = [];
  const certWarning = () => {
    if (facts.certWarning) warnings.push(facts.certWarning);
  };
  if (op === Op.SignOn) {
    if (!row.duty) throw new AppException('Validation', {}, [{ field: `${at}duty`, reason: 'required', message: { zh: '请填写职务', en: 'Rank is required' } }]);
    row.relievesUserId = input.relievesUserId ?? null;
    certWarning();
    if (facts.readyDate && facts.readyDate > input.planDate) warnings.push({ key: DispatchError.readyLate, params: { name: facts.name, ready: facts.readyDate, date: input.planDate }, subject: input.userId });
  } else {
    // sign-off, promotion and ship change act on the open stint on that ship
    if (facts.workShipId !== input.shipId) throw fail(DispatchError.notOnThatShip, 'shipId', at);
    row.duty = facts.workDuty;
    if (facts.onboatDate && input.planDate < facts.onboatDate) throw fail(DispatchError.beforeBoarding, 'planDate', at, { field: ORDER_FIELDS.planDate.label });
    if (op === Op.SignOff) row.planLeaveDate = null;
    if (op === Op.Promotion) {
      if (!input.newDuty) throw fail(DispatchError.needsNewRank, 'newDuty', at);
      if (input.newDuty === facts.workDuty) throw fail(DispatchError.sameRank, 'newDuty', at);
      row.newDuty = input.newDuty;
      certWarning();
    }
    if (op === Op.ShipChange) {
      if (!input.newShipId) throw fail(DispatchError.needsNewShip, 'newShipId', at);
      if (input.newShipId === input.shipId) throw fail(DispatchError.sameShip, 'newShipId', at);
      assertShipOfOwner(ships.get(input.newShipId), plan.shipownerId, `${at}newShipId`);
      row.newShipId = input.newShipId;
      certWarning();
    }
  }
  if (row.planLeaveDate && row.planLeaveDate <= row.planDate) throw fail(DispatchError.leaveBeforeBoarding, 'planLeaveDate', at);
  return { row, warnings };
}

// The days an order holds its seafarer: a sign-off its day; the others from their day to the planned
// sign-off (open-ended when none is planned).
const rangeOf = (r: OrderColumns) => (r.operation === Op.SignOff ? `[${r.planDate},${r.planDate}]` : `[${r.planDate},${r.planLeaveDate ?? ''})`);

// A seafarer is in one open order at a time for any day (SPEC §5 via issue 12 §2), and does not sign on
// while on board unless an earlier open sign-off ends that stint first.
export async function checkAgainstOpenOrders(m: EntityManager, drafts: OrderDraft[], facts: Map<number, Facts>, except: number[] = []): Promise<void> {
  const at = (d: OrderDraft) => (drafts.length > 1 || d.index > 0 ? `orders[${d.index}].` : '');
  // within the batch
  const byUser = new Map<number, OrderDraft[]>();
  for (const d of drafts) byUser.set(d.row.userId, [...(byUser.get(d.row.userId) ?? []), d]);
  const overlaps = (a: OrderColumns, b: OrderColumns) => {
    const [a0, a1] = [a.planDate, a.operation === Op.SignOff ? a.planDate : (a.planLeaveDate ?? '9999-12-31')];
    const [b0, b1] = [b.planDate, b.operation === Op.SignOff ? b.planDate : (b.planLeaveDate ?? '9999-12-31')];
    const endA = a.operation === Op.SignOff ? a1 >= b0 : a1 > b0;
    const endB = b.operation === Op.SignOff ? b1 >= a0 : b1 > a0;
    return endA && endB;
  };
  for (const list of byUser.values()) {
    for (let i = 1; i < list.length; i++) {
      for (let j = 0; j < i; j++) {
        if (overlaps(list[i].row, list[j].row)) throw fail(DispatchError.overlapping, 'planDate', at(list[i]), { code: `#${list[j].index + 1}` });
      }
    }
  }
  // against the open orders already made
  const hit = await firstOverlap(m, drafts.map((d) => ({ index: d.index, userId: d.row.userId, range: rangeOf(d.row) })), OPEN_STATUSES, except);
  if (hit) {
    const d = drafts.find((x) => x.index === hit.i)!;
    throw fail(DispatchError.overlapping, 'planDate', at(d), { code: hit.dispatch_code });
  }
  // on board: only after an open sign-off from that stint, dated no later than the sign-on
  const aboard = drafts.filter((d) => d.row.operation === Op.SignOn && facts.get(d.row.userId)?.workId != null);
  if (!aboard.length) return;
  const leaves = await firstOpenSignOffs(m, aboard.map((d) => d.row.userId), OPEN_STATUSES);
  for (const d of aboard) {
    const batchOff = drafts.find((x) => x.row.userId === d.row.userId && x.row.operation === Op.SignOff)?.row.planDate;
    const off = [leaves.get(d.row.userId), batchOff].filter(Boolean).sort()[0];
    if (!off || off > d.row.planDate) throw fail(DispatchError.onBoardElsewhere, 'userId', at(d));
  }
}
