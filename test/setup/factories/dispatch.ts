import { DataSource } from 'typeorm';
import { confirmThrough } from '../confirm-through';
import { day } from '../dates';
import type { TestApp } from '../test-app';
import { uniq } from '../test-app';
import { code, OPERATION, ORDER_STATUS } from './codes';

// Dispatch plans with their orders. `newPlan` makes one as a dispatcher does, through the API (every
// "continue?" accepted), and submits it if asked; `newPlanRecord` saves a plan and orders in any state
// through the entities, for reports that count finished, cancelled and past orders.
type Row = Record<string, any>;
type Answer = { status: number; body: Row };

const ok = (what: string, r: Answer) => {
  if (r.body.code !== '200') throw new Error(`${what}: ${r.body.msg}`);
  return r.body.list;
};

// a sign-on order body for a seafarer, planned 30 days ahead
export const signOnOrder = (userId: number, shipId: number, extra: Row = {}): Row => ({
  userId,
  operation: OPERATION.SignOn,
  shipId,
  duty: code('duty', 'Able Seaman (AB)'),
  planDate: day(30),
  planLeaveDate: day(270),
  ...extra,
});

export interface NewPlan {
  plan: Row;
  orders: Row[];
  // set once submitted
  instanceId?: string;
}

export async function newPlan(t: TestApp, by: string, opts: { shipownerId: number; planDate?: string; orders?: Row[]; submit?: boolean; fields?: Row }): Promise<NewPlan> {
  const [plan] = ok('newPlan', await t.call('BoatScatPlan', 'insert', { shipownerId: opts.shipownerId, planDate: opts.planDate ?? day(0), ...opts.fields }, by));
  const orders = opts.orders?.length ? ok('newPlan orders', await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: opts.orders }, by))) : [];
  if (!opts.submit) return { plan, orders };
  const [sub] = ok('newPlan submit', await t.call('BoatScatPlan', 'submit', { id: plan.id }, by));
  return { plan, orders, instanceId: sub.instanceId };
}

export interface OrderRecord extends Row {
  userId: number;
  shipownerId: number;
  shipId: number;
  planDate: string;
}

// A plan and its orders as stored (planned dispatch; each order pending and a sign-on unless told).
export async function newPlanRecord(t: TestApp, shipownerId: number, orders: OrderRecord[]): Promise<{ id: number; orderIds: number[] }> {
  const ds = t.app.get(DataSource);
  const { id } = await ds.getRepository('boat_dispatch_plan').save({ planType: code('dispatchType', 'Planned dispatch'), shipownerId, code: uniq('DIS') });
  const orderIds: number[] = [];
  for (const o of orders) {
    const saved = await ds.getRepository('boat_plan_dispatch').save({ dispatchCode: uniq('DO'), planId: id, operation: OPERATION.SignOn, status: ORDER_STATUS.Pending, duty: code('duty', 'Third Officer'), ...o });
    orderIds.push(saved.id);
  }
  return { id, orderIds };
}
