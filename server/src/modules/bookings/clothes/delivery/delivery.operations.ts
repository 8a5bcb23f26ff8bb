import { Injectable } from '@nestjs/common';
import { localToday } from '../../../../core/config/local-date';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { Row } from '../../../../core/resource/row';
import { CrudService } from '../../../../core/resource/crud.service';
import { YES_NO } from '../../../system/system.states';
import { CLOTHES_STATE as S } from '../clothes.states';
import { ClothesService } from '../orders/clothes.service';

const IDS = { ids: { type: 'refs', label: L('工作服明细', 'Lines'), required: true, min: 1, max: 500 } } satisfies OperationBody;
const SHIP_FORM = {
  shippedOn: { type: 'date', label: L('发货日期', 'Shipped on'), notFuture: true, startsToday: true },
  courier: { type: 'string', label: L('快递公司', 'Courier'), max: 64 },
  trackingNo: { type: 'string', label: L('运单号', 'Tracking number'), max: 64 },
} satisfies OperationBody;
const RECEIVE_FORM = { receivedOn: { type: 'date', label: L('签收日期', 'Received on'), notFuture: true, startsToday: true } } satisfies OperationBody;
const RETURN_FORM = { returnedOn: { type: 'date', label: L('退回日期', 'Returned on'), notFuture: true, startsToday: true } } satisfies OperationBody;
const SHIP_BODY = { ...IDS, ...SHIP_FORM } satisfies OperationBody;
const RECEIVE_BODY = { ...IDS, ...RECEIVE_FORM } satisfies OperationBody;
const RETURN_BODY = { ...IDS, ...RETURN_FORM } satisfies OperationBody;

// The store's moves of the selected lines (boatWorkClothesManage: ship, receive, return; confirm first):
// each through the transition table, all or none, the stock moving with them: sending takes the
// reserved pieces out of the store, a return brings them back (and settles a line closed with its
// dispatch order, which was to come back).
@Injectable()
export class DeliveryOperations {
  constructor(
    private readonly clothes: ClothesService,
    private readonly crud: CrudService,
  ) {}

  @Operation('BoatClothingStaff', 'ship', {
    perm: 'boatWorkClothesManage:ship',
    write: true,
    body: SHIP_BODY,
    ui: { label: L('发货', 'Ship'), placement: 'toolbar', confirm: true, when: { clothesStatus: [S.NotSent] }, form: SHIP_FORM },
  })
  async ship(ctx: OpContext<BodyOf<typeof SHIP_BODY>>) {
    const { ids, shippedOn, courier, trackingNo } = ctx.body;
    await this.clothes.moveSelected(ctx, ids, 'ship', { shippedOn: shippedOn || localToday(), courier: courier || null, trackingNo: trackingNo || null });
    return this.read(ctx, ids);
  }

  @Operation('BoatClothingStaff', 'receive', {
    perm: 'boatWorkClothesManage:receive',
    write: true,
    body: RECEIVE_BODY,
    ui: { label: L('签收', 'Receive'), placement: 'toolbar', confirm: true, when: { clothesStatus: [S.Shipping] }, form: RECEIVE_FORM },
  })
  async receive(ctx: OpContext<BodyOf<typeof RECEIVE_BODY>>) {
    await this.clothes.moveSelected(ctx, ctx.body.ids, 'receive', { receivedOn: ctx.body.receivedOn || localToday() });
    return this.read(ctx, ctx.body.ids);
  }

  @Operation('BoatClothingStaff', 'return', {
    perm: 'boatWorkClothesManage:return',
    write: true,
    body: RETURN_BODY,
    ui: { label: L('退回', 'Return'), placement: 'toolbar', confirm: true, danger: true, when: { clothesStatus: [S.Shipping, S.Received] }, form: RETURN_FORM },
  })
  async takeBack(ctx: OpContext<BodyOf<typeof RETURN_BODY>>) {
    await this.clothes.moveSelected(ctx, ctx.body.ids, 'return', { returnedOn: ctx.body.returnedOn || localToday(), returnDue: YES_NO.No });
    return this.read(ctx, ctx.body.ids);
  }

  private async read(ctx: OpContext, ids: number[]): Promise<Row[]> {
    const out: Row[] = [];
    for (const id of ids) out.push(...(await this.crud.getById({ ...ctx, body: { id } })));
    return out;
  }
}
