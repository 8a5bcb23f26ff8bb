import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { DispatchMessage } from '../dispatch.messages';
import type { OpContext } from '../../../core/resource/op-context';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { DispatchError } from '../dispatch.errors';
import { dispatchLinkKind } from '../links/link-kinds';
import { recountPlans } from '../plans/plan-counts';
import { lockPlan, lockPlansOfOrders } from '../plans/plan-lock';
import { OPEN_STATUSES, OrderStatus } from './order-rules';
import { openPartnersOf } from './relief.repository';
import { BusinessStatus } from '../../../workflow/flow-entity';
import { closeOpenLinks, endOrders, type ClosedLink } from './order.repository';

// Reading and locking orders and plans as the caller may, and closing an order's linked applications:
// shared by the order operations, the plan hooks and the regeneration of an order.
@Injectable()
export class OrderStore {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
  ) {}

  // an order the caller may see, locked for the change after its plan (the lock order of plan-lock.ts)
  async order(ctx: OpContext, id: unknown): Promise<DispatchOrder> {
    await lockPlansOfOrders(ctx.manager, [id]);
    return this.crud.load<DispatchOrder>({ ...ctx, resource: this.registry.resource('BoatPlanDispatch')! }, id, true);
  }

  // the order's plan: locked already by order() (locking it again costs nothing), read as it stands now
  plan(m: EntityManager, id: number): Promise<DispatchPlan> {
    return lockPlan(m, id);
  }

  // the open other halves of these orders' reliefs (issue 21), locked after their plans, whoever may see
  // them: a relief is one change made of two orders
  async openPartners(ctx: OpContext, ids: number[]): Promise<DispatchOrder[]> {
    const partnerIds = await openPartnersOf(ctx.manager, ids, OPEN_STATUSES);
    if (!partnerIds.length) return [];
    await lockPlansOfOrders(ctx.manager, partnerIds);
    return ctx.manager.getRepository(DispatchOrder).find({ where: { id: In(partnerIds) }, lock: { mode: 'pessimistic_write' } });
  }

  // a plan of any kind the caller may see, for adding orders to it
  async visiblePlan(ctx: OpContext, id: unknown): Promise<DispatchPlan> {
    return this.crud.load<DispatchPlan>({ ...ctx, resource: this.registry.resource('boatDispatchPlanAny')! }, id, true);
  }

  // the seafarers among `ids` within the caller's crew rights
  async visibleSeafarers(ctx: OpContext, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const crew = { ...ctx, resource: this.registry.resource('BoatUserInfo')! };
    const rows = await this.crud.scopedQuery(crew).select('t.id', 'id').andWhere('t.id IN (:...ids)', { ids: [...new Set(ids)] }).getRawMany<{ id: number }>();
    return new Set(rows.map((r) => r.id));
  }

  // orders of a plan still draft may be changed; afterwards only through cancel, close, finish
  assertDraft(plan: Pick<DispatchPlan, 'status'>): void {
    if (plan.status !== BusinessStatus.Draft) throw new AppException(DispatchError.planNotDraft);
  }

  // Ends orders (cancelled, closed, or replaced by a regenerated one) with every application linked to
  // them: each kind closes its own applications as the caller.
  async end(ctx: OpContext, orders: DispatchOrder[], status: string, patch: Partial<DispatchOrder> = {}): Promise<void> {
    if (!orders.length) return;
    const ids = orders.map((o) => o.id);
    await endOrders(ctx.manager, ids, status, patch.cancelReason ?? null, ctx.user?.userId ?? null);
    await this.closeLinks(ctx, { orderIds: ids }, status === OrderStatus.Cancelled ? 'cancelled' : 'closed');
    await recountPlans(ctx.manager, orders.map((o) => o.planId));
  }

  // closes the open links of these orders (or these links alone), and their applications
  async closeLinks(ctx: OpContext, of: { orderIds: number[] } | { linkIds: number[] }, why: 'cancelled' | 'closed'): Promise<ClosedLink[]> {
    const links = await closeOpenLinks(ctx.manager, of);
    const byKind = new Map<string, number[]>();
    for (const l of links) byKind.set(l.kind, [...(byKind.get(l.kind) ?? []), l.app_id]);
    const reason = { key: why === 'cancelled' ? DispatchMessage.orderWasCancelled : DispatchMessage.orderWasClosed };
    for (const [kind, appIds] of byKind) await dispatchLinkKind(kind)?.close(ctx, appIds, reason);
    return links;
  }
}
