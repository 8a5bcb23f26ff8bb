import { Injectable } from '@nestjs/common';
import { writeAudit } from '../../../core/audit/audit';
import { AppException } from '../../../core/errors/app.exception';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { DispatchOrder } from '../entities/dispatch-order.entity';
import { DispatchError } from '../dispatch.errors';
import { dispatchOrderResource } from '../dispatch.resources';
import { dispatchLinkKind } from '../links/link-kinds';
import { settlePlans } from '../plans/plan-counts';
import { OrderExecution } from './order-execution';
import { Op, OPEN_STATUSES, OrderStatus } from './order-rules';
import { OrderStore } from './order-store';
import { addLink, linkById, markExecuted } from './order.repository';
import { OrderWriter } from './order-writer';
import { DISPATCH_LINK_STATE } from '../dispatch.states';

const ID = { type: 'ref', label: L('派遣单', 'Order'), required: true } satisfies FieldDecl;
const CANCEL_FORM = { cancelReason: { type: 'text', label: L('取消原因', 'Reason'), required: true, max: 500 } } satisfies OperationBody;
// a sign-off's reason and appraisal go to the stint it ends
const SIGN_OFF = { operation: [Op.SignOff] };
const FINISH_FORM = {
  // the day it happened: today unless told (the dialog says why a later day is refused, dispatch.locales)
  date: { type: 'date', label: L('实际日期', 'Actual date'), notFuture: true, startsToday: true },
  port: { type: 'dict', dict: 'port', label: L('港口', 'Port') },
  leaveboatReason: { type: 'dict', dict: 'leaveboatReason', label: L('下船原因', 'Reason for sign-off'), visibleWhen: SIGN_OFF },
  leaveboatEvaluate: { type: 'dict', dict: 'evaluateGrade', label: L('下船评价', 'Sign-off appraisal'), visibleWhen: SIGN_OFF },
} satisfies OperationBody;
const FINISH_BODY = { id: ID, ...FINISH_FORM } satisfies OperationBody;
const CANCEL_BODY = { id: ID, ...CANCEL_FORM } satisfies OperationBody;
const CLOSE_BODY = { id: ID } satisfies OperationBody;
const CHECK_ITEM_BODY = {
  id: ID,
  kind: { type: 'dict', dict: 'dispatchLinkKind', label: L('申请类型', 'Application'), required: true },
  values: { type: 'json', label: L('申请内容', 'Application'), required: true },
} satisfies OperationBody;
const CANCEL_CHECK_ITEM_BODY = { linkId: { type: 'ref', label: L('关联申请', 'Linked application'), required: true } } satisfies OperationBody;
const DISPATCHING = { status: [OrderStatus.Dispatching] };

// An order's life after approval (SPEC §4): carried out (finish), cancelled with a reason, or closed;
// and its check items, the applications made for it from the plan.
@Injectable()
export class OrderLifecycleOperations {
  constructor(
    private readonly store: OrderStore,
    private readonly writer: OrderWriter,
    private readonly execution: OrderExecution,
  ) {}

  // carry the order out: the sea-service operation in this transaction; the last one finishes the plan
  // (decided under the plan's lock, which store.order takes before the order's)
  @Operation('BoatPlanDispatch', 'finish', {
    perm: 'boatDispatchManage:finish',
    write: true,
    body: FINISH_BODY,
    ui: { label: L('执行', 'Carry out'), placement: 'row', confirm: true, when: DISPATCHING, form: FINISH_FORM },
  })
  async finish(ctx: OpContext<BodyOf<typeof FINISH_BODY>>) {
    const { id, ...outcome } = ctx.body;
    const order = await this.store.order(ctx, id);
    if (order.status === OrderStatus.Pending) throw new AppException(DispatchError.notExecutableYet);
    if (order.status !== OrderStatus.Dispatching) throw new AppException(DispatchError.orderClosed);
    const workId = await this.execution.execute(ctx, order, outcome);
    await markExecuted(ctx.manager, order.id, OrderStatus.Finished, workId, ctx.user?.userId ?? null);
    await settlePlans(ctx.manager, [order.planId]);
    await writeAudit({ ...ctx, resource: dispatchOrderResource }, 'finish', order.id, { status: { old: order.status, new: OrderStatus.Finished }, workId: { old: null, new: workId } });
    return this.writer.read(ctx, [order.id]);
  }

  @Operation('BoatPlanDispatch', 'cancel', {
    perm: 'boatDispatchManage:cancel',
    write: true,
    body: CANCEL_BODY,
    ui: { label: L('取消', 'Cancel'), placement: 'row', confirm: true, danger: true, when: { status: OPEN_STATUSES }, form: CANCEL_FORM },
  })
  async cancel(ctx: OpContext<BodyOf<typeof CANCEL_BODY>>) {
    // required: the body's check refuses a reason of spaces as none (trimmed)
    return this.endOrder(ctx, OrderStatus.Cancelled, { cancelReason: ctx.body.cancelReason });
  }

  @Operation('BoatPlanDispatch', 'close', {
    perm: 'boatDispatchManage:close',
    write: true,
    body: CLOSE_BODY,
    ui: { label: L('关闭', 'Close'), placement: 'row', confirm: true, when: { status: OPEN_STATUSES } },
  })
  close(ctx: OpContext<BodyOf<typeof CLOSE_BODY>>) {
    return this.endOrder(ctx, OrderStatus.Closed, {});
  }

  // a check item: an application made for the order from the plan (SPEC §5), by a registered kind
  @Operation('BoatPlanDispatch', 'checkItem', {
    perm: 'boatDispatchManage:edit',
    write: true,
    body: CHECK_ITEM_BODY,
  })
  async checkItem(ctx: OpContext<BodyOf<typeof CHECK_ITEM_BODY>>) {
    const order = await this.store.order(ctx, ctx.body.id);
    if (!OPEN_STATUSES.includes(order.status)) throw new AppException(DispatchError.orderClosed);
    const kind = dispatchLinkKind(ctx.body.kind);
    if (!kind) throw new AppException(DispatchError.unknownLinkKind, { kind: ctx.body.kind }, [{ field: 'kind', reason: 'enum' }]);
    const values = ctx.body.values;
    if (!values || typeof values !== 'object' || Array.isArray(values)) throw new AppException('Validation', {}, [{ field: 'values', reason: 'type', message: { zh: '申请内容应为对象', en: 'values must be an object' } }]);
    // values naming an existing application (its id) ask to link one made outside the plan
    if (Object.hasOwn(values, 'id') || Object.hasOwn(values, 'appId')) throw new AppException(DispatchError.linkOnlyFromPlan);
    const appId = await kind.create(ctx, order, values);
    return [await addLink(ctx.manager, order.id, kind.kind, appId, ctx.user?.userId ?? null)];
  }

  // cancelling a check item closes the application linked to it (SPEC §5)
  @Operation('BoatPlanDispatch', 'cancelCheckItem', {
    perm: 'boatDispatchManage:cancel',
    write: true,
    body: CANCEL_CHECK_ITEM_BODY,
    // the plan view offers it beside each open check item
    ui: { label: L('取消核对项', 'Cancel check item'), placement: 'screen', confirm: true, danger: true },
  })
  async cancelCheckItem(ctx: OpContext<BodyOf<typeof CANCEL_CHECK_ITEM_BODY>>) {
    const link = await linkById(ctx.manager, ctx.body.linkId);
    if (!link) throw new AppException('NotFound');
    await this.store.order(ctx, link.order_id); // within the caller's rights, locked after its plan
    if (link.state !== DISPATCH_LINK_STATE.Open) throw new AppException(DispatchError.linkNotOpen);
    const [closed] = await this.store.closeLinks(ctx, { linkIds: [link.id] }, 'cancelled');
    // read before the locks: a second cancel racing this one finds it closed only now
    if (!closed) throw new AppException(DispatchError.linkNotOpen);
    return [{ id: closed.id, orderId: closed.order_id, kind: closed.kind, appId: closed.app_id, state: '2' }];
  }

  private async endOrder(ctx: OpContext<BodyOf<typeof CLOSE_BODY>>, status: string, patch: Pick<Partial<DispatchOrder>, 'cancelReason'>) {
    const order = await this.store.order(ctx, ctx.body.id);
    if (!OPEN_STATUSES.includes(order.status)) throw new AppException(DispatchError.orderClosed);
    // a relief's two halves end together (issue 21); the other half is in the same plan, locked already
    const partners = await this.store.openPartners(ctx, [order.id]);
    const ended = [order, ...partners];
    await this.store.end(ctx, ended, status, patch);
    await settlePlans(ctx.manager, [...new Set(ended.map((o) => o.planId))]);
    for (const o of ended) await writeAudit({ ...ctx, resource: dispatchOrderResource }, status === OrderStatus.Cancelled ? 'cancel' : 'close', o.id, { status: { old: o.status, new: status } });
    return this.writer.read(ctx, ended.map((o) => o.id));
  }
}
