import { Injectable, OnModuleInit } from '@nestjs/common';
import dayjs from 'dayjs';
import { itemLabel } from '../../../../core/dictionary/dict-dsl';
import { dictLabels } from '../../../../core/dictionary/dictionary';
import { AppException } from '../../../../core/errors/app.exception';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import { CrudService } from '../../../../core/resource/crud.service';
import { Operation } from '../../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { Row } from '../../../../core/resource/row';
import { inputBody, type OperationBody } from '../../../../core/resource/operation-body';
import { DISPATCH_OPERATION, registerDispatchLinkKind } from '../../../dispatch/dispatch.api';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import type { DispatchOrder } from '../../../dispatch/entities/dispatch-order.entity';
import { TicketService } from '../issue/ticket.service';
import { RequestService } from '../requests/request.service';
import { TicketError } from '../tickets.errors';
import { boatTicketResource, boatTicketStaffResource } from '../tickets.resources';
import { TICKET_STATUS, ticketStatus } from '../tickets.states';
import { ticketCodes } from '../tickets.repository';

const KIND = 'ticket';
const F = boatTicketResource.fields;
// What the plan view's dialog asks: the trip, each part optional, the order's own taken where left out
// (to the port the day before a sign-on, home from the port on a sign-off's day).
const DIALOG = inputBody({
  ticketType: { ...F.ticketType, required: false },
  departCity: { ...F.departCity, required: false },
  purposeCity: { ...F.purposeCity, required: false },
  travelDate: { ...F.travelDate, required: false },
  reason: F.reason,
  remarks: F.remarks,
}) satisfies OperationBody;
const INSERT_BODY = {
  orderId: { type: 'ref', ref: 'BoatPlanDispatch', label: L('派遣单', 'Dispatch order'), required: true },
  // a ticket made elsewhere, which the plan refuses to link (dispatch.linkOnlyFromPlan)
  appId: { type: 'ref', label: L('已有机票', 'Existing ticket') },
  ...DIALOG,
} satisfies OperationBody;

// The air ticket as a dispatch check item (SPEC §5): a sign-on order's takes the joining seafarer from his
// home (his record's nearest airport) to the order's port the day before; a sign-off order's takes the
// leaving one home from the port on the day. The request is submitted at once: ticking the item in the
// plan is the crew manager's request. Closing the item, the order or regenerating it closes the ticket:
// cancelled before issue, awaiting refund after.
@Injectable()
export class TicketLink implements OnModuleInit {
  constructor(
    private readonly requests: RequestService,
    private readonly tickets: TicketService,
    private readonly orders: OrderLifecycleOperations,
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
  ) {}

  onModuleInit(): void {
    registerDispatchLinkKind({
      kind: KIND,
      resource: boatTicketStaffResource.name,
      create: (ctx, order, values) => this.create(ctx, order, values),
      close: (ctx, appIds) => this.tickets.closeByOrder(ctx, appIds),
      describe: async (ctx, appIds) => {
        const label = boatTicketStaffResource.label[ctx.lang];
        return (await ticketCodes(ctx.manager, appIds)).map((r) => `${label} ${r.code ?? `#${r.id}`} → ${r.purpose_city}`);
      },
      // the joining seafarer's ticket to the port and the leaving one's home: a crew change is not ready without
      maker: { resource: boatTicketResource.name, operation: 'insertFromPlan', orderOperations: [DISPATCH_OPERATION.SignOn, DISPATCH_OPERATION.SignOff], neededFor: [DISPATCH_OPERATION.SignOn, DISPATCH_OPERATION.SignOff] },
      summarize: async (ctx, appIds) => {
        const rows = await ticketCodes(ctx.manager, appIds);
        return new Map(
          rows.map((r) => [r.id, { code: r.code ?? `#${r.id}`, state: itemLabel(ticketStatus.items, r.ticket_status)[ctx.lang], ready: r.ticket_status === TICKET_STATUS.Issued }]),
        );
      },
    });
  }

  private async create(ctx: OpContext, order: DispatchOrder, values: Row): Promise<number> {
    return this.requests.requestFor(ctx, await this.tripFor(ctx, order, values), { userId: order.userId, duty: order.duty });
  }

  // The trip a sign-on or sign-off order asks for: the order's seafarer, port and day fill what the dialog
  // left out. (The demo data gives carried-out orders the tickets they would have had.)
  async tripFor(ctx: OpContext, order: Pick<DispatchOrder, 'operation' | 'planPort' | 'planDate' | 'userId' | 'dispatchCode'>, values: Row): Promise<Row> {
    const signOn = order.operation === DISPATCH_OPERATION.SignOn;
    if (!signOn && order.operation !== DISPATCH_OPERATION.SignOff) throw new AppException(TicketError.orderKind);
    const port = order.planPort ? (await dictLabels(ctx.manager, 'port', 'zh')).get(order.planPort) ?? null : null;
    const home = await this.homeCity(ctx, order.userId);
    const trip = {
      ticketType: values.ticketType ?? '1',
      departCity: values.departCity || (signOn ? home : port),
      purposeCity: values.purposeCity || (signOn ? port : home),
      travelDate: values.travelDate || (signOn ? dayjs(order.planDate).subtract(1, 'day').format('YYYY-MM-DD') : order.planDate),
      reason: values.reason || `${order.dispatchCode} ${signOn ? L('上船', 'sign-on')[ctx.lang] : L('下船', 'sign-off')[ctx.lang]}`,
      remarks: values.remarks ?? null,
    };
    for (const field of ['departCity', 'purposeCity'] as const) {
      if (!trip[field]) throw new AppException(TicketError.cityNeeded, { field: F[field].label[ctx.lang] }, [{ field, reason: 'required' }]);
    }
    return trip;
  }

  // where the seafarer flies from and home to: his record's nearest airport, read through the crew
  // module's own resource (within the caller's crew rights, as the order is)
  private async homeCity(ctx: OpContext, userId: number): Promise<string | null> {
    const resource = this.registry.resource('BoatUserInfo')!;
    const [s] = await this.crud.getById({ ...ctx, resource, operation: 'getById', body: { id: userId } });
    return typeof s?.airport === 'string' && s.airport.trim() ? s.airport.trim() : null;
  }

  // the check item made from the plan view's dialog, through the plan (BoatPlanDispatch.checkItem)
  @Operation('BoatTicket', 'insertFromPlan', {
    perm: 'boatDispatchManage:edit',
    write: true,
    creates: true,
    body: INSERT_BODY,
    ui: { label: L('订机票', 'Air ticket'), placement: 'screen', form: DIALOG },
  })
  insertFromPlan(ctx: OpContext<Row>) {
    const { orderId, ...values } = ctx.body;
    return this.orders.checkItem({ ...ctx, body: { id: orderId as number, kind: KIND, values } } as never);
  }
}
