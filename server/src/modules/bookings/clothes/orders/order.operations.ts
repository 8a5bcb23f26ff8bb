import { Injectable } from '@nestjs/common';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import { inputBody, type BodyOf, type OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../../core/resource/resource.types';
import type { Row } from '../../../../core/resource/row';
import { ClothesError } from '../clothes.errors';
import { catalogueRow } from '../clothes.repository';
import { boatClothingOrderResource, boatClothingOrderStaffResource } from '../clothes.resources';
import { CLOTHES_STATE as S, GARMENT } from '../clothes.states';
import { ClothesService } from './clothes.service';
import { KIT_FORM, type Kit } from './kit';

const ID = { id: { type: 'ref', label: L('工作服申请', 'Order'), required: true } satisfies FieldDecl } satisfies OperationBody;
// the order's own fields but its recipient, shared by the seafarers ordered for together
const { userId: _one, ...ORDER_FIELDS } = boatClothingOrderResource.fields;
const MANY_FORM = {
  userIds: { type: 'refs', ref: 'BoatUserInfo', label: L('领用船员', 'Recipients'), required: true, min: 1, max: 200 },
  ...inputBody(Object.fromEntries(Object.entries(ORDER_FIELDS).filter(([, f]) => !f.readOnly))),
  ...KIT_FORM,
} satisfies OperationBody;

// The orders' operations beyond the generic ones (SPEC §7 BoatClothingOrder): submitted to the store,
// withdrawn before anything left it, and several seafarers' kits ordered at once.
@Injectable()
export class OrderOperations {
  constructor(
    private readonly clothes: ClothesService,
    private readonly crud: CrudService,
  ) {}

  @Operation('BoatClothingOrder', 'submit', {
    perm: 'boatWorkClothes:submit',
    write: true,
    body: ID,
    ui: { label: L('提交', 'Submit'), placement: 'row', confirm: true, afterSave: true, when: { clothesStatus: [S.Reserve] } },
  })
  async submit(ctx: OpContext<BodyOf<typeof ID>>) {
    await this.crud.load(ctx, ctx.body.id); // within the caller's crew rights (404 outside)
    await this.clothes.submit(ctx, ctx.body.id);
    return this.crud.getById(ctx);
  }

  // withdrawing a request the store has not sent yet keeps it, cancelled, rather than deleting it
  @Operation('BoatClothingOrder', 'cancel', {
    perm: 'boatWorkClothes:delete',
    write: true,
    body: ID,
    ui: { label: L('取消', 'Cancel'), placement: 'row', confirm: true, danger: true, when: { clothesStatus: [S.Reserve, S.NotSent], dispatchCode: [null] } },
  })
  async cancel(ctx: OpContext<BodyOf<typeof ID>>) {
    await this.crud.load(ctx, ctx.body.id);
    await this.clothes.cancel(ctx, ctx.body.id);
    return this.crud.getById(ctx);
  }

  // one order each, on the same terms and kit, made and submitted in one transaction (one refused, none made)
  @Operation('BoatClothingOrder', 'orderMany', {
    perm: 'boatWorkClothes:add',
    write: true,
    creates: true,
    body: MANY_FORM,
    ui: { label: L('批量申请', 'Order for several'), placement: 'add', confirm: true, form: MANY_FORM },
  })
  async orderMany(ctx: OpContext<BodyOf<typeof MANY_FORM>>) {
    const { userIds, coveralls, safetyShoes, extras, clothesSize, shoeSize, ...terms } = ctx.body;
    const out: Row[] = [];
    for (const userId of [...new Set(userIds)]) {
      const id = await this.order(ctx, { ...terms, userId }, { coveralls, safetyShoes, extras, clothesSize, shoeSize });
      out.push(...(await this.crud.getById({ ...ctx, resource: boatClothingOrderResource, body: { id } })));
    }
    return out;
  }

  // An order for one seafarer with his kit, through the resources' own inserts (their checks, sizes and
  // reservations), submitted to the store unless kept a draft. `server`: fields the caller may not
  // write (the dispatch order it is made for).
  async order(ctx: OpContext, body: Row, kit: Kit, server: Row = {}, submit = true): Promise<number> {
    const c = { ...ctx, resource: boatClothingOrderResource, operation: 'insert' };
    const [made] = await this.crud.insert({ ...c, body }, server);
    const orderId = made.id as number;
    const lines: Row[] = [];
    const coveralls = kit.coveralls ?? KIT_FORM.coveralls.defaultValue;
    const shoes = kit.safetyShoes ?? KIT_FORM.safetyShoes.defaultValue;
    if (coveralls > 0) lines.push({ garmentType: GARMENT.Coverall, numberOfUnits: coveralls, size: kit.clothesSize || null });
    if (shoes > 0) lines.push({ garmentType: GARMENT.SafetyShoes, numberOfUnits: shoes, size: kit.shoeSize || null });
    for (const id of new Set(kit.extras ?? [])) {
      const row = await catalogueRow(ctx.manager, id);
      if (!row) throw new AppException('MissingRef', {}, [{ field: 'extras', reason: 'ref' }]);
      lines.push({ garmentType: row.garment_type, clothingSmallClass: row.clothing_small_class, size: row.size, numberOfUnits: 1 });
    }
    if (!lines.length) throw new AppException(ClothesError.emptyKit, {}, [{ field: 'coveralls', reason: 'required' }]);
    const l = { ...ctx, resource: boatClothingOrderStaffResource, operation: 'insert' };
    for (const line of lines) await this.crud.insert({ ...l, body: { ...line, orderId } });
    if (submit) await this.clothes.submit(ctx, orderId);
    return orderId;
  }
}
