import { Injectable, OnModuleInit } from '@nestjs/common';
import { localToday } from '../../../../core/config/local-date';
import { AppException } from '../../../../core/errors/app.exception';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import { readBody, type OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { Row } from '../../../../core/resource/row';
import { DISPATCH_OPERATION, registerDispatchLinkKind } from '../../../dispatch/dispatch.api';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { YES_NO } from '../../../system/system.states';
import { ClothesError } from '../clothes.errors';
import { orderSummaries } from '../clothes.repository';
import { boatClothingOrderResource } from '../clothes.resources';
import { ClothesService, LINK_KIND } from '../orders/clothes.service';
import { KIT_FORM, type Kit } from '../orders/kit';
import { OrderOperations } from '../orders/order.operations';
import { isReady } from '../orders/order-state.rule';

// what the plan view's dialog asks: the kit, and a word for the store
const DIALOG = { ...KIT_FORM, remarks: boatClothingOrderResource.fields.remarks } satisfies OperationBody;
const INSERT_BODY = {
  orderId: { type: 'ref', ref: 'BoatPlanDispatch', label: L('派遣单', 'Dispatch order'), required: true },
  // an order made elsewhere, which the plan refuses to link (dispatch.linkOnlyFromPlan)
  appId: { type: 'ref', label: L('已有申请', 'Existing order') },
  ...DIALOG,
} satisfies OperationBody;

// Work clothes as a dispatch check item (SPEC §5): a sign-on order's makes the joining seafarer's order
// in his sizes (the kit: coveralls and safety shoes unless the dialog says otherwise), needed by the
// planned sign-on, for the port he joins in, submitted to the store at once (the plan is the request).
// Closing the item, the order or regenerating it closes the clothes order: what has not left the store
// is cancelled and its stock freed, what left is marked to come back (ClothesService.closeByOrder).
@Injectable()
export class ClothesLink implements OnModuleInit {
  constructor(
    private readonly clothes: ClothesService,
    private readonly orders: OrderOperations,
    private readonly lifecycle: OrderLifecycleOperations,
  ) {}

  onModuleInit(): void {
    registerDispatchLinkKind({
      kind: LINK_KIND,
      resource: boatClothingOrderResource.name,
      create: async (ctx, order, values) => {
        if (order.operation !== DISPATCH_OPERATION.SignOn) throw new AppException(ClothesError.orderKind);
        // checkItem hands the dialog's values on as sent: read as the dialog declares them
        const { remarks, ...kit } = readBody(DIALOG, values) as Kit & { remarks?: string | null };
        const needDate = order.planDate >= localToday() ? order.planDate : null;
        return this.orders.order(ctx, { userId: order.userId, needDate, port: order.planPort, remarks: remarks ?? null }, kit, { dispatchCode: order.dispatchCode });
      },
      close: (ctx, appIds) => this.clothes.closeByOrder(ctx, appIds),
      describe: async (ctx, appIds) => {
        const label = boatClothingOrderResource.label[ctx.lang];
        return (await orderSummaries(ctx.manager, appIds)).map((r) => `${label} ${r.code}`);
      },
      // a joining seafarer's kit: his crew change is not ready until it is on its way
      maker: { resource: boatClothingOrderResource.name, operation: 'fromDispatch', orderOperations: [DISPATCH_OPERATION.SignOn], neededFor: [DISPATCH_OPERATION.SignOn] },
      summarize: async (ctx, appIds) => {
        const rows = await orderSummaries(ctx.manager, appIds);
        return new Map(
          rows.map((r) => {
            const state = this.clothes.stateLabel(r.clothes_status)[ctx.lang];
            const due = r.return_due === YES_NO.Yes ? (ctx.lang === 'zh' ? '，待退回' : ', to be returned') : '';
            return [r.id, { code: r.code, state: `${state}${due}`, ready: isReady(r.clothes_status) }];
          }),
        );
      },
    });
  }

  // the check item made from the plan view's dialog, through the plan (BoatPlanDispatch.checkItem)
  @Operation(boatClothingOrderResource.name, 'fromDispatch', {
    perm: 'boatDispatchManage:edit',
    write: true,
    creates: true,
    body: INSERT_BODY,
    ui: { label: L('工作服', 'Work clothes'), placement: 'screen', form: DIALOG },
  })
  fromDispatch(ctx: OpContext<Row>) {
    const { orderId, ...values } = ctx.body;
    return this.lifecycle.checkItem({ ...ctx, body: { id: orderId as number, kind: LINK_KIND, values } } as never);
  }
}
