import { Injectable } from '@nestjs/common';
import { writeAudit } from '../../../../core/audit/audit';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import { ClothesError } from '../clothes.errors';
import { adjustStock, lockCatalogueRow } from '../clothes.repository';
import { garmentLabel } from '../orders/clothes.service';

const ADJUST_FORM = {
  // a delivery in counts up, pieces written off (worn, lost, a count that came out lower) down
  change: { type: 'int', label: L('增减数量', 'Change'), required: true, min: -100000, max: 100000 },
  reason: { type: 'string', label: L('原因', 'Reason'), required: true, max: 200 },
} satisfies OperationBody;
const ADJUST_BODY = { id: { type: 'ref', label: L('服装', 'Garment'), required: true }, ...ADJUST_FORM } satisfies OperationBody;

// The store's stock count of a catalogue row (its in-stock number is taken only when it is made): a
// delivery in or pieces written off, never below what is reserved for orders not yet sent.
@Injectable()
export class CatalogueOperations {
  constructor(private readonly crud: CrudService) {}

  @Operation('BoatClothingClothes', 'adjustStock', {
    perm: 'boatWorkClothesManage:edit',
    write: true,
    body: ADJUST_BODY,
    ui: { label: L('出入库', 'Stock in / out'), placement: 'row', confirm: true, form: ADJUST_FORM },
  })
  async adjustStock(ctx: OpContext<BodyOf<typeof ADJUST_BODY>>) {
    const { id, change, reason } = ctx.body;
    await this.crud.load(ctx, id);
    const before = (await lockCatalogueRow(ctx.manager, id))!;
    const after = await adjustStock(ctx.manager, id, change, ctx.user?.userId ?? null);
    if (!after) {
      throw new AppException(ClothesError.belowReserved, { garment: garmentLabel(before.garment_type, before.clothing_small_class), size: before.size, stock: before.stock, reserved: before.reserved, asked: -change });
    }
    await writeAudit(ctx, 'adjustStock', id, { stock: { old: before.stock, new: after.stock }, reason });
    return this.crud.getById({ ...ctx, body: { id } });
  }
}
