import { Injectable } from '@nestjs/common';
import { writeAudit } from '../../../core/audit/audit';
import { confirmWarnings } from '../../../core/errors/confirmations';
import { can } from '../../../core/access/can';
import { PermissionMap } from '../../../core/access/permission-map';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { checkPlannedDates, fieldError, validationError } from '../../../core/resource/field-validator';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { inputBody, partialBody, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';
import type { DispatchOrder } from '../entities/dispatch-order.entity';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { shipOwners } from '../../clients/ship-owner.rule';
import { checkCompliance } from '../compliance/compliance.repository';
import { DispatchError, DispatchNotice } from '../dispatch.errors';
import { dispatchOrderResource, ORDER_FIELDS } from '../dispatch.resources';
import { dispatchLinkKind } from '../links/link-kinds';
import { recountPlans } from '../plans/plan-counts';
import { checkAgainstOpenOrders, checkOrder, factsOf, Op, OPEN_STATUSES, OrderStatus, type OrderColumns, type OrderInput } from './order-rules';
import { OrderStore } from './order-store';
import { OrderWriter } from './order-writer';
import { openLinksByKind, setOverride, updateOrderPlanFields } from './order.repository';
import { checkDictValues, readOrders } from './order-input';
import { carryReliefPair } from './relief.repository';
import { YES_NO } from '../../system/system.states';

const F = ORDER_FIELDS;
// the fields a caller gives an order; the rest are the server's (code, status, compliance ...)
const ORDER_INPUT: Record<string, FieldDecl> = inputBody({
  userId: F.userId,
  operation: F.operation,
  shipId: F.shipId,
  duty: { ...F.duty, required: false },
  newDuty: F.newDuty,
  newShipId: F.newShipId,
  planDate: F.planDate,
  planPort: F.planPort,
  planLeaveDate: F.planLeaveDate,
  relievesUserId: F.relievesUserId,
  overrideReason: { type: 'string', label: L('资质豁免理由', 'Compliance override reason'), max: 500 },
});
// One order as a screen asks it (the plan view's manning table): who, which change and which place are
// the screen's (fixed), the dialog asks the date and what the change needs.
const ORDER_DIALOG: Record<string, FieldDecl> = {
  planDate: { ...ORDER_INPUT.planDate, prefill: 'planDate' },
  planLeaveDate: { ...ORDER_INPUT.planLeaveDate, visibleWhen: { operation: [Op.SignOn] } },
  // where he joins or leaves: a crew change's ticket and hotel go to this port (issue 23 §5)
  planPort: { ...ORDER_INPUT.planPort, visibleWhen: { operation: [Op.SignOn, Op.SignOff] } },
  newDuty: { ...ORDER_INPUT.newDuty, required: true, visibleWhen: { operation: [Op.Promotion] } },
  newShipId: { ...ORDER_INPUT.newShipId, required: true, visibleWhen: { operation: [Op.ShipChange] } },
};
// the dates an order moves by (update), from where they stand; a sign-on's planned sign-off with them
const DATES_DIALOG: Record<string, FieldDecl> = {
  planDate: { ...F.planDate, filter: undefined, prefill: 'planDate' },
  planLeaveDate: { ...F.planLeaveDate, filter: undefined, prefill: 'planLeaveDate', visibleWhen: { operation: [Op.SignOn] } },
};
const ORDERS: FieldDecl = { type: 'json', label: L('派遣单', 'Orders'), required: true };
const MAX_ORDERS = 1000;
// whom a sign-on relieves is fixed: a relief is made as a pair (issue 21), and changed by cancelling it
const CHANGEABLE = partialBody({ planDate: F.planDate, planPort: F.planPort, planLeaveDate: F.planLeaveDate, duty: F.duty, newDuty: F.newDuty, newShipId: F.newShipId });
// once the plan is approved, only the when and where of an order move
const AFTER_APPROVAL = new Set(['planDate', 'planPort', 'planLeaveDate']);
const TWO_WEEKS_DAYS = 14; // SPEC §9: dispatch-change threshold
// the override's right: whoever gives a reason, with new orders or through override, holds it
const OVERRIDE_PERM = 'boatDispatchManage:edit';
const userIdBody: OperationBody = { userId: { ...F.userId, filter: undefined } };
const OVERRIDE_BODY = {
  id: { type: 'ref', label: L('派遣单', 'Order'), required: true },
  reason: { type: 'text', label: L('豁免理由', 'Reason'), required: true, max: 500 },
} satisfies OperationBody;
const RECHECK_BODY = { id: { type: 'ref', label: L('派遣单', 'Order'), required: true } } satisfies OperationBody;

// The bodies taken from the order's fields (ORDER_INPUT, CHANGEABLE), as their declarations make them
type InsertListBody = { planId: number; orders: unknown };
type ChangeBody = { id: number; version?: number | null } & Partial<Pick<DispatchOrder, 'planDate' | 'planPort' | 'planLeaveDate' | 'duty' | 'newDuty' | 'newShipId'>>;

const days = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

// Making and changing dispatch orders (SPEC §7 BoatPlanDispatch): insert list, update with the two-week
// rule, duty update, the compliance override, and the seafarer's orders.
@Injectable()
export class OrderOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly store: OrderStore,
    private readonly writer: OrderWriter,
    private readonly perms: PermissionMap,
  ) {}

  // one or many orders for a plan still draft: each checked, warnings confirmed once for the batch
  @Operation('BoatPlanDispatch', 'insertList', {
    perm: 'boatDispatchManage:add',
    write: true,
    creates: true,
    body: { planId: { ...F.planId, filter: undefined }, orders: ORDERS },
  })
  async insertList(ctx: OpContext<InsertListBody>) {
    const plan = await this.store.visiblePlan(ctx, ctx.body.planId);
    this.store.assertDraft(plan);
    const raw = ctx.body.orders;
    if (!Array.isArray(raw) || !raw.length || raw.length > MAX_ORDERS) {
      // a value with a length (a list too long, a text) is refused as too long, anything else as missing
      throw validationError([fieldError('orders', { ...ORDERS, min: 1, max: MAX_ORDERS }, (raw as { length?: number } | null | undefined)?.length ? 'max' : 'required')]);
    }
    const inputs = await readOrders<OrderInput>(ctx.manager, raw, ORDER_INPUT);
    await this.assertMayOverride(ctx, inputs);
    return this.writer.create(ctx, plan, inputs);
  }

  // one order, as a screen's dialog asks it (ORDER_DIALOG): insertList's rules and answer
  @Operation('BoatPlanDispatch', 'addOrder', {
    perm: 'boatDispatchManage:add',
    write: true,
    creates: true,
    body: { planId: { ...F.planId, filter: undefined }, ...ORDER_INPUT },
    ui: { label: L('新增派遣单', 'New order'), placement: 'screen', form: ORDER_DIALOG },
  })
  addOrder(ctx: OpContext<{ planId: number } & OrderInput>) {
    const { planId, ...order } = ctx.body;
    return this.insertList({ ...ctx, body: { planId, orders: [order] } });
  }

  // SPEC §5: a date moved by more than two weeks asks to regenerate the order (the old one and its
  // linked applications close, a new one is made); within two weeks the order changes and the answer
  // names the linked applications to update by hand (linkedToUpdate)
  @Operation('BoatPlanDispatch', 'update', {
    perm: 'boatDispatchManage:edit',
    write: true,
    body: { id: { type: 'ref', label: L('派遣单', 'Order'), required: true }, version: { type: 'int', label: L('版本', 'Version') }, ...CHANGEABLE },
    ui: { label: L('改期', 'Change dates'), placement: 'screen', when: { status: OPEN_STATUSES }, form: DATES_DIALOG },
  })
  async update(ctx: OpContext<ChangeBody>) {
    const { id, version, ...change } = ctx.body;
    const order = await this.store.order(ctx, id);
    if (version != null && version !== order.version) throw new AppException('StaleVersion');
    if (!OPEN_STATUSES.includes(order.status)) throw new AppException(DispatchError.orderClosed);
    const plan = await this.store.plan(ctx.manager, order.planId);
    if (order.status === OrderStatus.Pending) this.store.assertDraft(plan);
    else {
      const fixed = Object.keys(change).filter((k) => !AFTER_APPROVAL.has(k));
      if (fixed.length) throw new AppException('ReadOnlyFields', { fields: fixed.map((k) => F[k].label[ctx.lang]).join(', ') });
    }
    if (!Object.keys(change).length) throw new AppException('NothingToUpdate');
    await checkDictValues(ctx.manager, ORDER_INPUT, [change], () => '');
    checkPlannedDates(ORDER_INPUT, change, order);
    const merged: OrderInput = { ...order, ...change };
    if (change.planDate && change.planDate !== order.planDate && days(change.planDate, order.planDate) > TWO_WEEKS_DAYS) {
      return this.regenerate(ctx, plan, order, merged);
    }
    const facts = await factsOf(ctx.manager, [order.userId]);
    const ships = await shipOwners(ctx.manager, [merged.shipId, merged.newShipId]);
    const { row, warnings } = checkOrder(plan, merged, facts.get(order.userId), ships, '');
    await checkAgainstOpenOrders(ctx.manager, [{ index: 0, row }], facts, [order.id]);
    const confirmed = confirmWarnings(ctx, warnings);
    await updateOrderPlanFields(ctx.manager, order.id, row, confirmed, ctx.user?.userId ?? null);
    await checkCompliance(ctx.manager, [order.id]);
    await recountPlans(ctx.manager, [order.planId]);
    await writeAudit({ ...ctx, resource: dispatchOrderResource }, 'update', order.id, Object.fromEntries(Object.keys(change).map((k) => [k, { old: order[k as keyof DispatchOrder] ?? null, new: row[k as keyof OrderColumns] ?? null }])));
    const [answer] = await this.writer.read(ctx, [order.id]);
    const moved = change.planDate && change.planDate !== order.planDate;
    return [{ ...answer, linkedToUpdate: moved ? await this.linkedToUpdate(ctx, order.id) : [] }];
  }

  // a seafarer's rank on a pending order (duty update)
  @Operation('BoatPlanDispatch', 'dutyUpdate', {
    perm: 'boatDispatchManage:edit',
    write: true,
    body: { id: { type: 'ref', label: L('派遣单', 'Order'), required: true }, duty: { ...F.duty, filter: undefined } },
  })
  dutyUpdate(ctx: OpContext<Pick<ChangeBody, 'id' | 'duty'>>) {
    return this.update({ ...ctx, body: { id: ctx.body.id, duty: ctx.body.duty } });
  }

  // an order failing the compliance check goes to approval only with a reason the approver reads
  @Operation('BoatPlanDispatch', 'override', {
    perm: OVERRIDE_PERM,
    write: true,
    body: OVERRIDE_BODY,
    ui: { label: L('资质豁免', 'Override compliance'), placement: 'row', when: { compliant: [YES_NO.No], status: [OrderStatus.Pending] }, form: { reason: { type: 'text', label: L('豁免理由', 'Reason'), required: true, max: 500, prefill: 'overrideReason' } } },
  })
  async override(ctx: OpContext<BodyOf<typeof OVERRIDE_BODY>>) {
    const order = await this.store.order(ctx, ctx.body.id);
    if (order.status !== OrderStatus.Pending) throw new AppException(DispatchError.orderNotPending);
    this.store.assertDraft(await this.store.plan(ctx.manager, order.planId));
    // required: the body's check refuses a reason of spaces as none (trimmed)
    const reason = ctx.body.reason;
    await setOverride(ctx.manager, order.id, reason, ctx.user?.userId ?? null);
    await recountPlans(ctx.manager, [order.planId]);
    await writeAudit({ ...ctx, resource: dispatchOrderResource }, 'override', order.id, { overrideReason: { old: order.overrideReason, new: reason } });
    return this.writer.read(ctx, [order.id]);
  }

  // the compliance check again, as of today's certificates
  @Operation('BoatPlanDispatch', 'checkCompliance', { perm: 'boatDispatchManage', write: true, body: RECHECK_BODY })
  async recheck(ctx: OpContext<BodyOf<typeof RECHECK_BODY>>) {
    const order = await this.store.order(ctx, ctx.body.id);
    if (order.status === OrderStatus.Pending) {
      await checkCompliance(ctx.manager, [order.id]);
      await recountPlans(ctx.manager, [order.planId]);
    }
    return this.writer.read(ctx, [order.id]);
  }

  // every order of a seafarer, newest first (user lists)
  @Operation('BoatPlanDispatch', 'getUserLists', { perm: 'boatDispatchManage', body: userIdBody })
  async userLists(ctx: OpContext<{ userId: number }>) {
    const rows = await this.crud.scopedQuery(ctx).andWhere('t.userId = :uid', { uid: ctx.body.userId }).orderBy('t.planDate', 'DESC').addOrderBy('t.id', 'DESC').take(500).getMany();
    return this.crud.present(ctx, rows as Row[]);
  }

  // the seafarer's open orders (pending or dispatching)
  @Operation('BoatPlanDispatch', 'getBoatPlanDispatchingByUserId', { perm: 'boatDispatchManage', body: userIdBody })
  async dispatching(ctx: OpContext<{ userId: number }>) {
    const rows = await this.crud
      .scopedQuery(ctx)
      .andWhere('t.userId = :uid', { uid: ctx.body.userId })
      .andWhere('t.status IN (:...open)', { open: OPEN_STATUSES })
      .orderBy('t.planDate')
      .getMany();
    return this.crud.present(ctx, rows as Row[]);
  }

  private async regenerate(ctx: OpContext, plan: DispatchPlan, order: DispatchOrder, merged: OrderInput) {
    confirmWarnings(ctx, [{ key: DispatchError.regenerate, params: { from: order.planDate, to: merged.planDate }, subject: order.id }]);
    await this.store.end(ctx, [order], OrderStatus.Closed);
    const keep = order.status === OrderStatus.Dispatching ? { status: order.status, operationStatus: order.operationStatus } : {};
    const input = { ...merged, overrideReason: order.overrideReason };
    const made = await this.writer.create(ctx, plan, [input], { ...keep, regeneratedFrom: order.id }, [order.id]);
    // the new order takes the old one's place in its relief
    for (const r of made) if (r.userId === order.userId) await carryReliefPair(ctx.manager, order.id, Number(r.id));
    return made;
  }

  // an order made non-compliant with a reason is an override, whichever operation carries the reason
  private async assertMayOverride(ctx: OpContext, inputs: OrderInput[]): Promise<void> {
    const i = inputs.findIndex((o) => typeof o.overrideReason === 'string' && o.overrideReason.trim());
    if (i < 0 || can(ctx.user, await this.perms.idOf(OVERRIDE_PERM))) return;
    throw new AppException(DispatchError.overrideForbidden, {}, [{ field: `${inputs.length > 1 ? `orders[${i}].` : ''}overrideReason`, reason: 'permission' }]);
  }

  private async linkedToUpdate(ctx: OpContext, orderId: number): Promise<string[]> {
    const links = await openLinksByKind(ctx.manager, orderId);
    const out: string[] = [];
    for (const l of links) out.push(...((await dispatchLinkKind(l.kind)?.describe(ctx, l.ids)) ?? []));
    if (out.length) {
      // said once more as one line, for a client that shows only the message
      out.unshift(DispatchNotice.updateLinked[ctx.lang].replace('{items}', out.join(ctx.lang === 'en' ? '; ' : '；')));
    }
    return out;
  }
}
