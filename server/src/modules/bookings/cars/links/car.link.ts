import { Injectable, OnModuleInit } from '@nestjs/common';
import { itemLabel } from '../../../../core/dictionary/dict-dsl';
import { dictLabels } from '../../../../core/dictionary/dictionary';
import { AppException } from '../../../../core/errors/app.exception';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { Row } from '../../../../core/resource/row';
import { DISPATCH_OPERATION, registerDispatchLinkKind } from '../../../dispatch/dispatch.api';
import type { DispatchOrder } from '../../../dispatch/entities/dispatch-order.entity';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { CarsError } from '../cars.errors';
import { insertPassenger, localInstant, requestSummaries, seafarerName } from '../cars.repository';
import { boatUseCarResource } from '../cars.resources';
import { ARRANGED, CAR_REASON, CAR_TYPE, carStatus } from '../cars.states';
import { CarRequestService } from '../requests/car-request.service';
import { CAR_LINK_KIND } from './car-link-kind';

// the trip on the sign-on day: met at 08:00, at the port three hours later unless the dialog says otherwise
const MEET_HOUR = 8;
const TRIP_HOURS = 3;
// what the plan view's dialog asks: the request's own fields, none required (the order fills the rest),
// as values rather than the list's filters (a time is one instant, not a range)
const DIALOG = Object.fromEntries(
  Object.entries(boatUseCarResource.fields)
    .filter(([name, f]) => !f.readOnly && name !== 'reasonType')
    .map(([name, { filter: _filter, ...f }]) => [name, { ...f, required: false }]),
) as OperationBody;
const INSERT_BODY = {
  orderId: { type: 'ref', ref: 'BoatPlanDispatch', label: L('派遣单', 'Dispatch order'), required: true },
  // a request made elsewhere, which the plan refuses to link (dispatch.linkOnlyFromPlan)
  appId: { type: 'ref', label: L('已有用车申请', 'Existing car request') },
  ...DIALOG,
} satisfies OperationBody;

// The crew transfer as a dispatch check item: a sign-on order's car from the airport to the port on the
// sign-on day, for the joining seafarer (a draft the crew manager submits). Closing the item, the order or
// regenerating it cancels the request if it was not used; the plan counts it ready once the admin office
// has arranged the car (reviewed).
@Injectable()
export class CarLink implements OnModuleInit {
  constructor(
    private readonly requests: CarRequestService,
    private readonly orders: OrderLifecycleOperations,
  ) {}

  onModuleInit(): void {
    registerDispatchLinkKind({
      kind: CAR_LINK_KIND,
      resource: boatUseCarResource.name,
      create: (ctx, order, values) => this.forOrder(ctx, order, values),
      close: (ctx, appIds, reason) => this.requests.closeByOrder(ctx, appIds, reason),
      describe: async (ctx, appIds) => {
        const label = boatUseCarResource.label[ctx.lang];
        return (await requestSummaries(ctx.manager, appIds)).map((r) => `${label} ${r.code ?? r.starts}`);
      },
      maker: { resource: boatUseCarResource.name, operation: 'fromOrder', orderOperations: [DISPATCH_OPERATION.SignOn] },
      summarize: async (ctx, appIds) => {
        const rows = await requestSummaries(ctx.manager, appIds);
        // a draft has no number until it is submitted: its start names it meanwhile
        return new Map(
          rows.map((r) => [r.id, { code: r.code ?? r.starts, state: itemLabel(carStatus.items, r.car_status)[ctx.lang], ready: (ARRANGED as string[]).includes(r.car_status) }]),
        );
      },
    });
  }

  // the request for a sign-on order: its day and port, the seafarer as its passenger
  private async forOrder(ctx: OpContext, order: DispatchOrder, sent: Row): Promise<number> {
    if (order.operation !== DISPATCH_OPERATION.SignOn) throw new AppException(CarsError.orderKind);
    const m = ctx.manager;
    // the dialog's times come checked as instants, the check item's as sent: the insert reads text
    const values = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
    const port = order.planPort ? (await dictLabels(m, 'port', ctx.lang)).get(order.planPort) : undefined;
    const start = values.gmtStart ?? (await localInstant(m, order.planDate, MEET_HOUR)).toISOString();
    const startMs = new Date(start as string).getTime();
    const places = ctx.lang === 'en' ? { from: port ? `${port} airport` : 'Airport', to: port ? `Port of ${port}` : null } : { from: port ? `${port}机场` : '机场', to: port ? `${port}港` : null };
    const made = await this.requests.request(ctx, {
      startPlace: places.from,
      endPlace: places.to,
      type: CAR_TYPE.CompanyCar,
      ...values,
      gmtStart: start,
      // an unreadable start is the insert's to refuse, under its own field
      gmtEnd: values.gmtEnd ?? (Number.isNaN(startMs) ? undefined : new Date(startMs + TRIP_HOURS * 3_600_000).toISOString()),
      reasonType: CAR_REASON.CrewTransfer,
    });
    const id = made.id as number;
    await insertPassenger(m, id, order.userId, (await seafarerName(m, order.userId)) ?? '', ctx.user?.userId ?? null);
    return id;
  }

  // the check item made from the order's dialog, through the plan
  @Operation('boatUseCar', 'fromOrder', {
    perm: 'boatDispatchManage:edit',
    write: true,
    creates: true,
    body: INSERT_BODY,
    ui: { label: L('接送用车', 'Crew transfer car'), placement: 'screen', form: DIALOG },
  })
  fromOrder(ctx: OpContext<Row>) {
    const { orderId, ...values } = ctx.body;
    return this.orders.checkItem({ ...ctx, body: { id: orderId as number, kind: CAR_LINK_KIND, values } } as never);
  }
}
