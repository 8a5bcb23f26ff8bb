import type { EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { DispatchError } from '../dispatch.errors';
import { fail, Op, OPEN_STATUSES, type Facts, type OrderInput } from './order-rules';
import { leavingOrdersOf, openReliefsOf } from './relief.repository';

// A relief's two halves: the reliever's sign-on (its place in the batch) and the relieved seafarer's
// sign-off, in the batch or made already in this plan.
export interface ReliefPair {
  on: number;
  off: { index: number } | { id: number };
}

// Issue 21: a relief is a pair. Each sign-on relieving a seafarer (relievesUserId) is made with that
// seafarer's sign-off on the same ship and day, in their rank: the sign-off given in the same batch, or
// one already made in this plan, or one made now (added to the batch). A seafarer being relieved
// already is not relieved twice: the refusal names the open relief. `facts` holds the relieved
// seafarers too (locked, so two plans cannot relieve one seafarer at once).
export async function pairReliefs(
  m: EntityManager,
  plan: DispatchPlan,
  inputs: OrderInput[],
  facts: Map<number, Facts>,
  except: number[],
  at: (i: number) => string,
): Promise<{ inputs: OrderInput[]; pairs: ReliefPair[] }> {
  const out = [...inputs];
  const pairs: ReliefPair[] = [];
  const reliefs = inputs.map((o, i) => [o, i] as const).filter(([o]) => o.operation === Op.SignOn && o.relievesUserId != null);
  if (!reliefs.length) return { inputs: out, pairs };
  const relievedIds = [...new Set(reliefs.map(([o]) => o.relievesUserId!))];
  const open = await openReliefsOf(m, relievedIds, OPEN_STATUSES, except);
  const leaving = await leavingOrdersOf(m, relievedIds, OPEN_STATUSES, except);
  const inBatch = new Map<number, number>(); // relieved seafarer -> place of the sign-on relieving them
  for (const [o, i] of reliefs) {
    const x = o.relievesUserId!;
    const f = facts.get(x);
    if (!f) throw new AppException('MissingRef', {}, [{ field: `${at(i)}relievesUserId`, reason: 'ref' }]);
    if (f.workShipId !== o.shipId) throw fail(DispatchError.relievedNotOnShip, 'relievesUserId', at(i));
    if (o.duty && o.duty !== f.workDuty) throw fail(DispatchError.reliefRankDiffers, 'duty', at(i));
    const other = open.find((r) => r.relieves_user_id === x);
    if (other) throw fail(DispatchError.alreadyRelieved, 'relievesUserId', at(i), { name: other.relieved, code: other.dispatch_code, reliever: other.reliever });
    const first = inBatch.get(x);
    if (first != null) throw fail(DispatchError.alreadyRelieved, 'relievesUserId', at(i), { name: f.name, code: `#${first + 1}`, reliever: facts.get(inputs[first].userId)?.name ?? '' });
    inBatch.set(x, i);
    const given = inputs.findIndex((y) => y.userId === x && y.operation === Op.SignOff);
    if (given >= 0) {
      pairs.push({ on: i, off: { index: given } });
      continue;
    }
    const made = leaving.find((l) => l.user_id === x);
    if (made) {
      // their sign-off in this plan is the relief's other half; any other change of theirs is in the way
      if (made.operation !== Op.SignOff || made.plan_id !== plan.id) throw fail(DispatchError.relievedHasOrder, 'relievesUserId', at(i), { code: made.dispatch_code });
      pairs.push({ on: i, off: { id: made.id } });
      continue;
    }
    out.push({ userId: x, operation: Op.SignOff, shipId: o.shipId, planDate: o.planDate, ...(o.planPort ? { planPort: o.planPort } : {}) });
    pairs.push({ on: i, off: { index: out.length - 1 } });
  }
  return { inputs: out, pairs };
}
