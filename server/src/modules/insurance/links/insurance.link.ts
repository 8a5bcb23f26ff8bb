import { Injectable, OnModuleInit } from '@nestjs/common';
import { itemLabel } from '../../../core/dictionary/dict-dsl';
import { AppException } from '../../../core/errors/app.exception';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import type { Row } from '../../../core/resource/row';
import { inputBody, type OperationBody } from '../../../core/resource/operation-body';
import { DISPATCH_OPERATION, registerDispatchLinkKind } from '../../dispatch/dispatch.api';
import { OrderLifecycleOperations } from '../../dispatch/orders/order-lifecycle.operations';
import { DeclarationService } from '../declarations/declaration.service';
import { InsuranceError } from '../insurance.errors';
import { boatInsuranceApplyResource } from '../insurance.resources';
import { DECLARATION_STATE, DECLARE_TYPE, insuranceDeclareType, insuranceStatus } from '../insurance.states';
import { declarationCodes } from '../insurance.repository';

const KIND = 'insurance';
// approved (or, for a stop, the cover stopped; or no pay agreed): nothing more to do for the crew change
const DECIDED: string[] = [DECLARATION_STATE.Approved, DECLARATION_STATE.StopPay, DECLARATION_STATE.NoPay, DECLARATION_STATE.Continue];
// the terms a check item's dialog may set; the seafarer, the kind and the date come from the order
const { userId: _u, declareType: _t, startDate: _d, ...TERMS } = boatInsuranceApplyResource.fields;
// what the plan view's dialog asks, as values (not as the list's filters read them)
const DIALOG = inputBody(Object.fromEntries(Object.entries(TERMS).filter(([, f]) => !f.readOnly)));
const INSERT_BODY = {
  orderId: { type: 'ref', ref: 'BoatPlanDispatch', label: L('派遣单', 'Dispatch order'), required: true },
  // a declaration made elsewhere, which the plan refuses to link (dispatch.linkOnlyFromPlan)
  appId: { type: 'ref', label: L('已有申报', 'Existing declaration') },
  ...DIALOG,
} satisfies OperationBody;

// The insurance declaration as a dispatch check item (SPEC §5): a sign-on order's makes the pay
// declaration (cover from the planned sign-on), a sign-off order's the stop declaration (cover until the
// planned sign-off). Closing the item, the order or regenerating it closes the declaration.
@Injectable()
export class InsuranceLink implements OnModuleInit {
  constructor(
    private readonly declarations: DeclarationService,
    private readonly orders: OrderLifecycleOperations,
  ) {}

  onModuleInit(): void {
    registerDispatchLinkKind({
      kind: KIND,
      resource: boatInsuranceApplyResource.name,
      create: async (ctx, order, values) => {
        const declareType = order.operation === DISPATCH_OPERATION.SignOn ? DECLARE_TYPE.Pay : order.operation === DISPATCH_OPERATION.SignOff ? DECLARE_TYPE.Stop : null;
        if (!declareType) throw new AppException(InsuranceError.orderKind);
        // the order's planned day: the sign-on's first day of cover, the sign-off's last
        const [made] = await this.declarations.declare(ctx, { ...values, userId: order.userId, declareType, startDate: order.planDate }, false);
        return made.id as number;
      },
      close: (ctx, appIds, reason) => this.declarations.closeByOrder(ctx, appIds, reason),
      describe: async (ctx, appIds) => {
        const label = boatInsuranceApplyResource.label[ctx.lang];
        return (await declarationCodes(ctx.manager, appIds)).map((r) => `${label} ${r.code ?? `#${r.id}`}`);
      },
      // a crew change is not ready until the joining seafarer's cover and the leaving one's stop are decided
      maker: { resource: 'boatInsuranceDispatch', operation: 'insert', orderOperations: [DISPATCH_OPERATION.SignOn, DISPATCH_OPERATION.SignOff], neededFor: [DISPATCH_OPERATION.SignOn, DISPATCH_OPERATION.SignOff] },
      summarize: async (ctx, appIds) => {
        const rows = await declarationCodes(ctx.manager, appIds);
        // a draft has no number until it is submitted: its kind (pay, stop) names it meanwhile
        return new Map(
          rows.map((r) => [
            r.id,
            { code: r.code ?? itemLabel(insuranceDeclareType.items, r.declare_type)[ctx.lang], state: itemLabel(insuranceStatus.items, r.insurance_status)[ctx.lang], ready: DECIDED.includes(r.insurance_status) },
          ]),
        );
      },
    });
  }

  // SPEC §7 boatInsuranceDispatch.insert: the check item made from the order's dialog, through the plan
  @Operation('boatInsuranceDispatch', 'insert', {
    perm: 'boatDispatchManage:edit',
    write: true,
    creates: true,
    body: INSERT_BODY,
    ui: { label: L('社保申报', 'Insurance declaration'), placement: 'screen', form: DIALOG },
  })
  insert(ctx: OpContext<Row>) {
    const { orderId, ...values } = ctx.body;
    return this.orders.checkItem({ ...ctx, body: { id: orderId as number, kind: KIND, values } } as never);
  }
}
