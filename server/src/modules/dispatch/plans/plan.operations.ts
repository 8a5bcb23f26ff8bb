import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { ID_BODY, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { OPEN_STATUSES } from '../orders/order-rules';
import { OrderStore } from '../orders/order-store';
import { ranksFilled, setPlanTemplate, shipsOfPlan, templateOf, type RankCount } from './plan.repository';
import { parseSlots } from './template-slots';

const SHIP_LIST = { perm: undefined, body: ID_BODY } as const;
// ID_BODY's one field: the plan's id, required
type ShipListBody = { id: number };
const APPLY_BODY = {
  id: { type: 'ref', label: L('配员模板', 'Manning template'), required: true },
  planId: { type: 'ref', ref: 'boatDispatchPlanAny', label: L('派遣计划', 'Plan'), required: true },
} satisfies OperationBody;

// A plan's ships (SPEC §7 BoatScatPlan "ship list"): the shipowner's ships, or the nesting plan's one,
// with how many are on board, the plan's orders on each, and the next planned sign-off; and a manning
// template applied to a plan (BoatPlanDispatchTemp submit).
@Injectable()
export class PlanOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly store: OrderStore,
  ) {}

  @Operation('boatDispatchPlan', 'getShipList', SHIP_LIST)
  planned(ctx: OpContext<ShipListBody>) {
    return this.ships(ctx);
  }

  @Operation('BoatScatPlan', 'getShipList', SHIP_LIST)
  scattered(ctx: OpContext<ShipListBody>) {
    return this.ships(ctx);
  }

  @Operation('boatNestingPlan', 'getShipList', SHIP_LIST)
  nesting(ctx: OpContext<ShipListBody>) {
    return this.ships(ctx);
  }

  // the template's rank slots become the plan's manning table; answers the slots still to fill
  @Operation('BoatPlanDispatchTemp', 'submit', {
    perm: 'boatPlanDispatchTemp:submit',
    write: true,
    creates: true,
    body: APPLY_BODY,
  })
  async apply(ctx: OpContext<BodyOf<typeof APPLY_BODY>>) {
    const tpl = await templateOf(ctx.manager, ctx.body.id);
    if (!tpl) throw new AppException('NotFound');
    const plan = await this.store.visiblePlan(ctx, ctx.body.planId);
    this.store.assertDraft(plan);
    await setPlanTemplate(ctx.manager, plan.id, tpl.id);
    if (plan.shipId == null) return [];
    const { held, coming } = await ranksFilled(ctx.manager, plan.id, plan.shipId, OPEN_STATUSES);
    const n = (rows: RankCount[], duty: string) => rows.find((r) => r.duty === duty)?.n ?? 0;
    return (parseSlots(tpl.slots) ?? []).map((s) => ({ duty: s.duty, count: s.count, vacant: Math.max(0, s.count - n(held, s.duty) - n(coming, s.duty)) })).filter((s) => s.vacant > 0);
  }

  private async ships(ctx: OpContext<ShipListBody>) {
    return shipsOfPlan(ctx.manager, await this.crud.load<DispatchPlan>(ctx, ctx.body.id), OPEN_STATUSES);
  }
}

