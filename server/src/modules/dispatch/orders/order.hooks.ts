import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import type { DispatchOrder } from '../entities/dispatch-order.entity';
import { DispatchError } from '../dispatch.errors';
import { recountPlans } from '../plans/plan-counts';
import { lockPlansOfOrders } from '../plans/plan-lock';
import { OrderStatus } from './order-rules';
import { deleteLinksOfOrders, deleteOrders } from './order.repository';
import { writeAuditMany } from '../../../core/audit/audit';
import { dispatchOrderResource } from '../dispatch.resources';
import { OrderStore } from './order-store';

// The generic delete of orders: pending orders of draft plans only; their links go with them.
@Injectable()
export class OrderHooks {
  constructor(private readonly store: OrderStore) {}

  // the orders' plans before the orders (plan-lock.ts)
  @Hook('BoatPlanDispatch.delete:lock')
  async lockPlans(ctx: OpContext, { ids }: { ids: number[] }) {
    await lockPlansOfOrders(ctx.manager, ids);
  }

  // delete: pending orders of draft plans only, with their links closed
  @Hook('BoatPlanDispatch.delete:before')
  async beforeDelete(ctx: OpContext, { records }: HookPayloads<DispatchOrder>['delete:before']) {
    for (const r of records) {
      if (r.status !== OrderStatus.Pending) throw new AppException(DispatchError.orderNotPending);
      this.store.assertDraft(await this.store.plan(ctx.manager, r.planId));
    }
    // a relief's other half goes with it (issue 21): pending in the same draft plan
    const partners = (await this.store.openPartners(ctx, records.map((r) => r.id))).filter((p) => p.status === OrderStatus.Pending);
    await this.store.closeLinks(ctx, { orderIds: [...records, ...partners].map((r) => r.id) }, 'closed');
    if (partners.length) {
      await deleteLinksOfOrders(ctx.manager, partners.map((p) => p.id));
      await deleteOrders(ctx.manager, partners.map((p) => p.id));
      await writeAuditMany({ ...ctx, resource: dispatchOrderResource }, 'delete', partners.map((p) => ({ id: p.id, changes: { dispatchCode: { old: p.dispatchCode, new: null } } })));
    }
  }

  @Hook('BoatPlanDispatch.delete:after')
  async afterDelete(ctx: OpContext, { records }: HookPayloads<DispatchOrder>['delete:after']) {
    await deleteLinksOfOrders(ctx.manager, records.map((r) => r.id));
    await recountPlans(ctx.manager, records.map((r) => r.planId));
  }
}
