import { Injectable } from '@nestjs/common';
import { assertShipOfOwner, shipOwners } from '../../clients/ship-owner.rule';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import { filterValues } from '../../../core/resource/list-query';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { ApprovalResult, BusinessStatus } from '../../../workflow/flow-entity';
import '../../../workflow/flow-hook-payloads';
import { nextCode } from '../../../workflow/workflow.api';
import { checkCompliance } from '../compliance/compliance.repository';
import { DispatchError } from '../dispatch.errors';
import { OrderStatus } from '../orders/order-rules';
import { OrderStore } from '../orders/order-store';
import { recountPlans, settlePlans } from './plan-counts';
import { planKindOf, PlanStatus } from './plan-kinds';
import { lockPlan } from './plan-lock';
import { deleteOrdersOfPlans, failingOrderCodes, lockOrdersInStatus, moveOrders, ordersOfPlans, planCounts, planHasOrders, setPlanRecordStatus, setPlanStatus } from './plan.repository';

// A plan's life (SPEC §4, issue 12 §3): made as a draft of its kind with a code; submitted only with
// orders that all pass the compliance check or carry an override; approved, its orders start
// dispatching; disagreed, it is a draft again for the manager to change and submit anew.
// what a plan hook is handed in each phase: plan rows
type On<P extends keyof HookPayloads> = HookPayloads<DispatchPlan>[P];

@Injectable()
export class PlanHooks {
  constructor(private readonly store: OrderStore) {}

  @Hook('boatDispatchPlan.insert:before')
  @Hook('BoatScatPlan.insert:before')
  @Hook('boatNestingPlan.insert:before')
  async beforeInsert(ctx: OpContext, { input }: On<'insert:before'>) {
    input.planType = planKindOf(ctx.resource.name)!.planType;
    input.planStatus = PlanStatus.Draft;
    await this.shipOfShipowner(ctx, input);
    input.code = await nextCode(ctx.manager, 'DIS');
  }

  @Hook('boatDispatchPlan.update:before')
  @Hook('BoatScatPlan.update:before')
  @Hook('boatNestingPlan.update:before')
  async beforeUpdate(ctx: OpContext, { input, current }: On<'update:before'>) {
    const row = { ...current, ...input };
    if (input.shipownerId != null && input.shipownerId !== current.shipownerId) {
      // its orders, cancelled ones too, were made for the shipowner's ships
      if (await planHasOrders(ctx.manager, current.id)) throw new AppException(DispatchError.shipownerFixed, {}, [{ field: 'shipownerId', reason: 'rule' }]);
    }
    await this.shipOfShipowner(ctx, row);
  }

  @Hook('boatDispatchPlan.delete:after')
  @Hook('BoatScatPlan.delete:after')
  @Hook('boatNestingPlan.delete:after')
  async afterDelete(ctx: OpContext, { records }: On<'delete:after'>) {
    const ids = records.map((r) => r.id);
    await this.store.closeLinks(ctx, { orderIds: await ordersOfPlans(ctx.manager, ids) }, 'closed');
    await deleteOrdersOfPlans(ctx.manager, ids);
  }

  // One state (issue 21): a plan in approval reads 审批中, not the draft its plan status still is until
  // agreed, so a list filtered on 草稿 leaves it out; disagreed or withdrawn it is a draft again.
  @Hook('boatDispatchPlan.getList:query')
  @Hook('BoatScatPlan.getList:query')
  @Hook('boatNestingPlan.getList:query')
  @Hook('boatDispatchPlan.export:query')
  @Hook('BoatScatPlan.export:query')
  @Hook('boatNestingPlan.export:query')
  draftsOnly(_ctx: OpContext, { qb, body }: On<'getList:query'>) {
    if (String(filterValues(body).planStatus ?? '') === PlanStatus.Draft) qb.andWhere(`${qb.alias}.status <> :inApproval`, { inApproval: BusinessStatus.InApproval });
  }

  // the compliance gate: checked again as of today's certificates, so what the approver sees is current;
  // the counts the flow's threshold reads are the record's, read again here
  @Hook('boatDispatchPlan.submit:before')
  @Hook('BoatScatPlan.submit:before')
  @Hook('boatNestingPlan.submit:before')
  async beforeSubmit(ctx: OpContext, { record }: On<'submit:before'>) {
    const m = ctx.manager;
    const pending = await lockOrdersInStatus(m, record.id, OrderStatus.Pending);
    if (!pending.length) throw new AppException(DispatchError.noOrders);
    await checkCompliance(m, pending);
    const failing = await failingOrderCodes(m, record.id, OrderStatus.Pending);
    if (failing.length) throw new AppException(DispatchError.notCompliant, { codes: failing.join(', ') });
    await recountPlans(m, [record.id]);
    Object.assign(record, await planCounts(m, record.id));
  }

  @Hook('boatDispatchPlan.finish:after')
  @Hook('BoatScatPlan.finish:after')
  @Hook('boatNestingPlan.finish:after')
  async afterFinish(ctx: OpContext, { record, result }: On<'finish:after'>) {
    const m = ctx.manager;
    // the flow holds the plan already (it wrote the record's status before its hooks): plan, then orders
    await lockPlan(m, record.id);
    if (result === ApprovalResult.Agree) {
      await setPlanStatus(m, record.id, PlanStatus.InProgress);
      // each order now shows its dispatching state: signing on, signing off, being promoted, changing ship
      await moveOrders(m, record.id, OrderStatus.Pending, OrderStatus.Dispatching);
      // orders cancelled or closed while it was in approval may have left none open (then it is finished)
      await settlePlans(m, [record.id]);
      return;
    }
    // not agreed: a draft again, its result kept for the manager to read
    await setPlanRecordStatus(m, record.id, BusinessStatus.Draft);
  }

  private async shipOfShipowner(ctx: OpContext, row: Partial<DispatchPlan>) {
    if (row.shipId == null || row.shipownerId == null) return;
    // the ship's existence is the declaration's check (checkRefs); here, whose it is
    const ship = (await shipOwners(ctx.manager, [row.shipId])).get(row.shipId);
    if (ship) assertShipOfOwner(ship, row.shipownerId, 'shipId');
  }
}
