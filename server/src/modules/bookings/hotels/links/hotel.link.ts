import { Injectable, OnModuleInit } from '@nestjs/common';
import { dictLabels } from '../../../../core/dictionary/dictionary';
import { itemLabel } from '../../../../core/dictionary/dict-dsl';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import { readBody, type OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { Row } from '../../../../core/resource/row';
import { FlowService } from '../../../../workflow/flows/flow.service';
import type { DispatchOrder } from '../../../dispatch/entities/dispatch-order.entity';
import { DISPATCH_OPERATION, dispatchOperation, registerDispatchLinkKind } from '../../../dispatch/dispatch.api';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { YES_NO } from '../../../system/system.states';
import { HotelsError } from '../hotels.errors';
import { defaultRoom, hotelInPort, linkSummaries, shipOf } from '../hotels.repository';
import { boatHotelGuestResource, boatHotelResource } from '../hotels.resources';
import { hotelStatus, STAY_STATE } from '../hotels.states';
import { addDays } from '../stays/stay-rules';
import { StayService } from '../stays/stay.service';

const KIND = 'hotel';
// a crew change books twin rooms unless told otherwise (the roomType dictionary's first item)
const TWIN_ROOM = '1';
// What the plan view's dialog asks: all of it optional, the order gives the rest (the night before the
// planned sign-on, a contracted hotel of its port, the reason from its ship, rank and port).
const DIALOG = {
  hotelId: { type: 'ref', ref: 'BoatHotelBase', refLabel: 'name', label: L('酒店（默认：港口的协议酒店）', "Hotel (default: the port's contracted hotel)") },
  roomType: { type: 'dict', dict: 'roomType', label: L('房型', 'Room type') },
  checkIn: { type: 'date', label: L('入住日期（默认：上船前一天）', 'Check-in (default: the day before the sign-on)') },
  checkOut: { type: 'date', label: L('退房日期（默认：上船日）', 'Check-out (default: the sign-on day)') },
  reason: { type: 'text', label: L('事由', 'Reason'), max: 500 },
  submit: { type: 'dict', dict: 'yesOrNo', label: L('提交审批', 'Submit for approval'), defaultValue: YES_NO.Yes },
} satisfies OperationBody;
const INSERT_BODY = {
  orderId: { type: 'ref', ref: 'BoatPlanDispatch', label: L('派遣单', 'Dispatch order'), required: true },
  // an application made elsewhere, which the plan refuses to link (dispatch.linkOnlyFromPlan)
  appId: { type: 'ref', label: L('已有申请', 'Existing application') },
  ...DIALOG,
} satisfies OperationBody;

// The hotel booking as a dispatch check item (SPEC §5): a sign-on order's makes the hotel application for
// its seafarer, for the night before the sign-on in a contracted hotel of the order's port. Closing the
// item, the order or regenerating it closes the application (stay.service.ts closeByOrder).
@Injectable()
export class HotelLink implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly stays: StayService,
    private readonly orders: OrderLifecycleOperations,
  ) {}

  onModuleInit(): void {
    registerDispatchLinkKind({
      kind: KIND,
      resource: boatHotelResource.name,
      create: (ctx, order, values) => this.create(ctx, order, values),
      close: (ctx, appIds, reason) => this.stays.closeByOrder(ctx, appIds, reason),
      describe: async (ctx, appIds) => {
        const label = boatHotelResource.label[ctx.lang];
        return (await linkSummaries(ctx.manager, appIds)).map((r) => `${label} ${r.code ?? `#${r.id}`}`);
      },
      // the night before a sign-on: the joining seafarer's crew change is not ready until it is booked
      maker: { resource: 'boatHotelDispatch', operation: 'insert', orderOperations: [DISPATCH_OPERATION.SignOn], neededFor: [DISPATCH_OPERATION.SignOn] },
      summarize: async (ctx, appIds) => {
        const rows = await linkSummaries(ctx.manager, appIds);
        // a draft has no number until it is submitted: its hotel names it meanwhile
        return new Map(
          rows.map((r) => [
            r.id,
            {
              code: r.code ?? ((ctx.lang === 'en' && r.hotel_en) || r.hotel || `#${r.id}`),
              state: r.state ? itemLabel(hotelStatus.items, r.state)[ctx.lang] : '',
              ready: r.state === STAY_STATE.Booked,
            },
          ]),
        );
      },
    });
  }

  // SPEC §5: the check item made from the order's dialog, through the plan
  @Operation('boatHotelDispatch', 'insert', {
    perm: 'boatDispatchManage:edit',
    write: true,
    creates: true,
    body: INSERT_BODY,
    ui: { label: L('酒店预订', 'Hotel booking'), placement: 'screen', form: DIALOG },
  })
  insert(ctx: OpContext<Row>) {
    const { orderId, ...values } = ctx.body;
    return this.orders.checkItem({ ...ctx, body: { id: orderId as number, kind: KIND, values } } as never);
  }

  // The application for the order's seafarer, as the caller: the order's dates, port and rank unless the
  // dialog says otherwise; submitted to approval at once unless asked not to.
  private async create(ctx: OpContext, order: DispatchOrder, sent: Row): Promise<number> {
    if (order.operation !== DISPATCH_OPERATION.SignOn) throw new AppException(HotelsError.orderKind);
    // checkItem hands the values on as sent: read as the dialog declares them
    const values = readBody(DIALOG, sent);
    const m = ctx.manager;
    const ports = await dictLabels(m, 'port', ctx.lang);
    let hotelId = values.hotelId as number | undefined;
    let roomType = values.roomType as string | undefined;
    if (!hotelId) {
      const found = order.planPort ? await hotelInPort(m, order.planPort, (roomType as string) ?? TWIN_ROOM) : undefined;
      if (!found) throw new AppException(HotelsError.noHotelInPort, { port: (order.planPort && ports.get(order.planPort)) || '—' }, [{ field: 'hotelId', reason: 'required' }]);
      hotelId = found.hotelId;
      roomType ??= found.roomType;
    }
    roomType ??= (await defaultRoom(m, hotelId, TWIN_ROOM)) ?? TWIN_ROOM;
    const reason = (values.reason as string | undefined)?.trim() || (await this.reasonOf(ctx, order, ports));
    const appCtx = { ...ctx, resource: boatHotelResource, operation: 'insert' };
    const [app] = await this.crud.insert({ ...appCtx, body: { remarks: reason } });
    const guest = {
      hotelApplyId: app.id,
      userId: order.userId,
      hotelId,
      roomType,
      checkIn: (values.checkIn as string | undefined) ?? addDays(order.planDate, -1),
      checkOut: (values.checkOut as string | undefined) ?? order.planDate,
      reason,
    };
    await this.crud.insert({ ...ctx, resource: boatHotelGuestResource, operation: 'insert', body: guest });
    if (values.submit !== YES_NO.No) await this.flows.submit(appCtx, await this.crud.load(appCtx, app.id as number, true));
    return app.id as number;
  }

  // "上船 远洋之星 二副 青岛 2026-05-10": what the order is, in the maker's language
  private async reasonOf(ctx: OpContext, order: DispatchOrder, ports: Map<string, string>): Promise<string> {
    const ship = await shipOf(ctx.manager, order.shipId);
    const ranks = await dictLabels(ctx.manager, 'duty', ctx.lang);
    const shipName = (ctx.lang === 'en' && ship?.en_name) || ship?.name || '';
    const parts = [itemLabel(dispatchOperation.items, order.operation)[ctx.lang], shipName, ranks.get(order.duty) ?? order.duty, order.planPort ? ports.get(order.planPort) : null, order.planDate];
    return parts.filter(Boolean).join(' ');
  }
}
