import type { EntityManager } from 'typeorm';
import { OPEN_STATUSES } from '../orders/order-rules';
import { PlanStatus } from './plan-kinds';
import { movePlansWithNoOpenOrder, recountPlanRows } from './plan.repository';

// master and chief engineer (duty dictionary): the ranks whose orders the second approver looks at
export const SENIOR_RANKS = ['1', '5'];

// A plan's counts, read again from its live orders (not cancelled or closed) in the same transaction as
// every change to them: the lists show them and the flow's threshold reads them (orderCount, seniorCount).
export async function recountPlans(m: EntityManager, planIds: number[]): Promise<void> {
  const ids = [...new Set(planIds)].filter((x) => x != null);
  if (!ids.length) return;
  await recountPlanRows(m, ids, SENIOR_RANKS);
}

// The decision about a plan after one of its orders ended or it was approved, taken under the plan's lock
// (plan-lock.ts) so it sees every order as committed: an approved plan with no open order left is
// finished (SPEC §4: the last open order finishes the plan), and its counts are read again.
export async function settlePlans(m: EntityManager, planIds: number[]): Promise<void> {
  const ids = [...new Set(planIds)].filter((x) => x != null);
  if (!ids.length) return;
  await movePlansWithNoOpenOrder(m, ids, PlanStatus.InProgress, PlanStatus.Finished, OPEN_STATUSES);
  await recountPlans(m, ids);
}
