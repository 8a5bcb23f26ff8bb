import { Injectable } from '@nestjs/common';
import { AppException } from '../../../../core/errors/app.exception';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import { nextCode } from '../../../../workflow/workflow.api';
import { linkedOrderCode } from '../../../dispatch/dispatch.api';
import { YES_NO } from '../../../system/system.states';
import { ClothesError } from '../clothes.errors';
import { deleteLines, lockLines, lockOrders, ordersOfLines, type LineRow } from '../clothes.repository';
import { CLOTHES_STATE } from '../clothes.states';
import type { BoatClothingOrder } from '../entities/boat-clothing-order.entity';
import type { BoatClothingStaff } from '../entities/boat-clothing-staff.entity';
import { ClothesService, LINK_KIND } from './clothes.service';

type Order = HookPayloads<BoatClothingOrder>;
type Line = HookPayloads<BoatClothingStaff>;

// what a line asked for changes its stock: the catalogue row is resolved and reserved again
const ASKED: Array<keyof BoatClothingStaff> = ['garmentType', 'clothingSmallClass', 'size', 'numberOfUnits'];

const asLine = (l: BoatClothingStaff): LineRow => ({
  id: l.id,
  order_id: l.orderId,
  user_id: l.userId,
  clothes_id: l.clothesId,
  garment_type: l.garmentType,
  clothing_small_class: l.clothingSmallClass,
  size: l.size,
  number_of_units: l.numberOfUnits,
  clothes_status: l.clothesStatus,
  shipped_on: l.shippedOn,
  received_on: l.receivedOn,
});

// The orders' and their lines' rules on the generic operations: a draft (reserved) is written and
// deleted, its lines reserve their stock as they are made and give it back when deleted; a submitted
// one is not (409 naming its state).
@Injectable()
export class OrderHooks {
  constructor(private readonly clothes: ClothesService) {}

  @Hook('BoatClothingOrder.insert:before')
  async inserting(ctx: OpContext, { input }: Order['insert:before']) {
    Object.assign(input, { code: await nextCode(ctx.manager, 'WC'), clothesStatus: CLOTHES_STATE.Reserve, returnDue: YES_NO.No });
  }

  @Hook('BoatClothingOrder.update:before')
  updating(_ctx: OpContext, { current }: Order['update:before']) {
    this.clothes.assertOrder({ code: current.code, clothes_status: current.clothesStatus }, 'edit');
  }

  // a draft goes with its lines, their reservations given back; one made from a dispatch plan goes
  // with its check item (SPEC §5), never on its own
  @Hook('BoatClothingOrder.delete:before')
  async deleting(ctx: OpContext, { records }: Order['delete:before']) {
    for (const r of records) {
      this.clothes.assertOrder({ code: r.code, clothes_status: r.clothesStatus }, 'delete');
      const code = await linkedOrderCode(ctx.manager, LINK_KIND, r.id);
      if (code) throw new AppException(ClothesError.linkedToOrder, { code });
    }
    const orderIds = records.map((r) => r.id);
    await this.clothes.moveLines(ctx, await lockLines(ctx.manager, { orderIds }), 'delete');
    await deleteLines(ctx.manager, orderIds);
  }

  @Hook('BoatClothingOrderStaff.insert:before')
  async lineAdded(ctx: OpContext, { input }: Line['insert:before']) {
    // the order first (the module's lock order): a line added while it is being submitted waits for it
    const [order] = await lockOrders(ctx.manager, [input.orderId!]);
    this.clothes.assertOrder(order, 'edit');
    const numberOfUnits = input.numberOfUnits ?? 1;
    const row = await this.clothes.resolve(ctx, order.user_id, { ...input, garmentType: input.garmentType!, numberOfUnits });
    await this.clothes.moveStock(ctx.manager, [{ clothesId: row.id, move: 'reserve', n: numberOfUnits }]);
    Object.assign(input, {
      userId: order.user_id,
      clothesId: row.id,
      unit: row.unit,
      size: row.size,
      clothingSmallClass: row.clothing_small_class,
      numberOfUnits,
      clothesStatus: CLOTHES_STATE.Reserve,
      returnDue: YES_NO.No,
    });
  }

  // The line is locked by the update itself; its order is not taken (the lock order): the draft stays a
  // draft. Another garment, sub-class, size or number gives the old reservation back and takes the new.
  @Hook('BoatClothingOrderStaff.update:before')
  async lineChanged(ctx: OpContext, { input, current }: Line['update:before']) {
    this.clothes.assertLine(asLine(current), 'edit');
    if (!ASKED.some((k) => k in input)) return;
    const garmentChanged = input.garmentType !== undefined && input.garmentType !== current.garmentType;
    const ask = {
      garmentType: input.garmentType ?? current.garmentType,
      // another garment: its sub-class and size are found again unless given
      clothingSmallClass: 'clothingSmallClass' in input ? input.clothingSmallClass : garmentChanged ? null : current.clothingSmallClass,
      size: 'size' in input ? input.size : garmentChanged ? null : current.size,
      numberOfUnits: input.numberOfUnits ?? current.numberOfUnits,
    };
    await this.clothes.moveStock(ctx.manager, [{ clothesId: current.clothesId, move: 'release', n: current.numberOfUnits }]);
    const row = await this.clothes.resolve(ctx, current.userId, ask);
    await this.clothes.moveStock(ctx.manager, [{ clothesId: row.id, move: 'reserve', n: ask.numberOfUnits }]);
    Object.assign(input, { clothesId: row.id, unit: row.unit, size: row.size, clothingSmallClass: row.clothing_small_class, numberOfUnits: ask.numberOfUnits });
  }

  // the orders of the lines first (the lock order), then the lines as the delete locks them
  @Hook('BoatClothingOrderStaff.delete:lock')
  async linesLocking(ctx: OpContext, { ids }: Line['delete:lock']) {
    await lockOrders(ctx.manager, await ordersOfLines(ctx.manager, ids));
  }

  @Hook('BoatClothingOrderStaff.delete:before')
  async linesDeleting(ctx: OpContext, { records }: Line['delete:before']) {
    await this.clothes.moveLines(ctx, records.map(asLine), 'delete');
  }
}
