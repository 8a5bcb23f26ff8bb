import { defineResource, type ResourceDef, type RowsOf } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
// an order belongs to its recipient: seen with him, by the reader's crew rights, on every list and export
import { OF_SEAFARER } from '../../crew/file/crew-file.resources';
import { CLOTHES_STATE } from './clothes.states';
import { BoatClothingClothes } from './entities/boat-clothing-clothes.entity';
import { BoatClothingOrder } from './entities/boat-clothing-order.entity';
import { BoatClothingStaff } from './entities/boat-clothing-staff.entity';

const DRAFT = { clothesStatus: [CLOTHES_STATE.Reserve] };

// The garment catalogue with its stock, kept by the store (the second tab of boatWorkClothesManage:
// the clerk who ships keeps the stock; finance's clothingParams are the supplier's contract rates, not
// the store). Everyone ordering clothes picks from it by name, with what is free.
export const boatClothingClothesResource = defineResource({
  name: 'BoatClothingClothes',
  label: L('服装库存', 'Garment stock'),
  entity: BoatClothingClothes,
  menu: 'boatWorkClothesManage',
  keyword: ['name', 'enName', 'size'],
  pick: ['id', 'name', 'enName', 'garmentType', 'clothingSmallClass', 'size', 'unit', 'available'],
  defaultSort: 'garmentType',
});

// boatWorkClothes: the orders, one per recipient; its lines are added right after it (inAdd)
export const boatClothingOrderResource = defineResource({
  name: 'BoatClothingOrder',
  label: L('工作服申请', 'Work clothes order'),
  entity: BoatClothingOrder,
  menu: 'boatWorkClothes',
  scope: OF_SEAFARER,
  keyword: ['code', 'dispatchCode', 'reason'],
  // the store's list names and filters its lines' orders by number, without the request screen
  pick: ['id', 'code'],
  defaultSort: '-id',
  editWhen: DRAFT,
  related: [{ resource: 'BoatClothingOrderStaff', field: 'orderId', label: L('服装明细', 'Garments'), inAdd: 1 }],
});

// The lines of an order as its applicant writes them on boatWorkClothes (while it is a draft), seen
// with the order (its scope: the recipient's, through the order).
export const boatClothingOrderStaffResource = defineResource({
  name: 'BoatClothingOrderStaff',
  label: L('服装明细', 'Garments of the order'),
  entity: BoatClothingStaff,
  menu: 'boatWorkClothes',
  operations: ['getList', 'getById', 'insert', 'update', 'delete'],
  scope: { via: { field: 'orderId', resource: 'BoatClothingOrder' } },
  defaultSort: 'id',
  editWhen: DRAFT,
});

// boatWorkClothesManage: every line of every submitted order, per recipient and garment, which the store
// ships, sees received and takes back (delivery.operations.ts); the same rows as the orders' lines, but
// drafts, which are their applicant's still (their stock shows as reserved in the catalogue).
export const boatClothingStaffResource: ResourceDef<BoatClothingStaff, 'BoatClothingStaff'> = {
  ...boatClothingOrderStaffResource,
  name: 'BoatClothingStaff',
  label: L('工作服发放', 'Work clothes issued'),
  menu: 'boatWorkClothesManage',
  operations: ['getList', 'getById', 'export'],
  keyword: ['trackingNo', 'size'],
  defaultSort: '-id',
  editWhen: undefined,
  where: { clothesStatus: [CLOTHES_STATE.NotSent, CLOTHES_STATE.Shipping, CLOTHES_STATE.Received, CLOTHES_STATE.Returned, CLOTHES_STATE.Cancelled] },
};

// the store's lines first: boatWorkClothesManage's generic page lists them (the web adds the stock tab)
export const CLOTHES_RESOURCES = [boatClothingStaffResource, boatClothingClothesResource, boatClothingOrderResource, boatClothingOrderStaffResource] as const;

declare module '../../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof CLOTHES_RESOURCES> {}
}
