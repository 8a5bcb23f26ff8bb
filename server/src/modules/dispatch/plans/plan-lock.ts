import type { EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { lockedPlan, lockPlansOfOrderIds } from './plan.repository';

// Dispatch's lock order (ARCHITECTURE §5a), kept by every plan and order command and by the plan flow's
// finish hook: the plan row first, then its orders, then the seafarers (factsOf, while orders are made or
// changed), then sea service (boat_work). Carrying an order out hands the last two to the crew module's
// sea-service operation, which takes them in its own way for every caller, its screens included; no
// dispatch code waits for a plan or an order while holding either. An order command finds its order's
// plan without locking the order (an order never changes plan), locks the plan here, then locks and reads
// the order; the generic delete of orders does the same through its delete:lock hook (order.hooks.ts).
// The flow comes to its finish hook already holding the plan (it writes the business record before the
// hooks run; its own order is instance, task, record). So:
// - two commands on one plan queue on the plan row and never wait for each other in a cycle (approval
//   used to hold the plan and wait for an order that cancel held while it waited for the plan);
// - what is decided about the plan (is it done? its counts) is decided by statements that start after
//   the previous holder committed, so they see its change (READ COMMITTED: each statement reads anew),
//   never a snapshot taken before it (two last orders ending at once each saw the other one open).

// the plan, locked; NotFound when there is none
export async function lockPlan(m: EntityManager, id: number): Promise<DispatchPlan> {
  const plan = await lockedPlan(m, id);
  if (!plan) throw new AppException('NotFound');
  return plan;
}

// the plans of these orders, locked in id order (two batches never wait on each other in a cycle),
// found without locking the orders; ids that name no order lock nothing (the caller answers NotFound)
export async function lockPlansOfOrders(m: EntityManager, orderIds: unknown[]): Promise<number[]> {
  const ids = orderIds.filter((x): x is number => typeof x === 'number' && Number.isSafeInteger(x));
  if (!ids.length) return [];
  return lockPlansOfOrderIds(m, ids);
}
