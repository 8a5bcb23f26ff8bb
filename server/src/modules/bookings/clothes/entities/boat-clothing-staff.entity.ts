import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { YES_NO } from '../../../system/system.states';
import { CLOTHES_STATE } from '../clothes.states';

// One garment of an order for its recipient (boatWorkClothesManage, 工作服管理): a number of pieces of a
// catalogue row (garment, sub-class, size). Asked as a garment and a sub-class, the size taken from the
// seafarer's record unless given; the catalogue row it resolves to is reserved at once. Its state
// (clothesStatus) moves only through clothes-transitions.ts: shipped, received, returned by the store.
@Entity('boat_clothing_staff')
@Index(['orderId'])
@Index(['clothesId', 'clothesStatus'])
@Index(['userId', 'clothesStatus'])
export class BoatClothingStaff extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatClothingOrder', refLabel: 'code', label: L('工作服申请', 'Order'), required: true, filter: 'eq', createOnly: true })
  orderId: number;

  // the order's recipient, kept on the line for the store's list and its filter
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('领用船员', 'Recipient'), readOnly: true, filter: 'eq', column: { nullable: false } })
  userId: number;

  @Field({ type: 'dict', dict: 'garmentType', label: L('服装类别', 'Garment'), required: true, filter: 'eq' })
  garmentType: string;

  // left out: the first sub-class of the catalogue with his size free in stock
  @Field({ type: 'dict', dict: 'clothingSmallClass', label: L('小类', 'Sub-class'), filter: 'eq' })
  clothingSmallClass: string | null;

  // left out: his work-clothes or shoe size from his record
  @Field({ type: 'string', label: L('尺码', 'Size'), max: 8, filter: 'eq' })
  size: string | null;

  @Field({ type: 'int', label: L('数量', 'Number of units'), min: 1, max: 99, defaultValue: 1 })
  numberOfUnits: number;

  @Field({ type: 'dict', dict: 'unit', label: L('单位', 'Unit'), readOnly: true })
  unit: string | null;

  // the catalogue row (garment, sub-class and size) the line takes its stock from
  @Field({ type: 'ref', ref: 'BoatClothingClothes', refLabel: 'name', label: L('库存服装', 'Stock item'), readOnly: true, filter: 'eq', inList: false, column: { nullable: false } })
  clothesId: number;

  @Field({ type: 'dict', dict: 'clothesStatus', label: L('状态', 'State'), readOnly: true, filter: 'in', defaultValue: CLOTHES_STATE.Reserve })
  clothesStatus: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('待退回', 'To be returned'), readOnly: true, filter: 'eq', defaultValue: YES_NO.No })
  returnDue: string;

  @Field({ type: 'string', label: L('快递公司', 'Courier'), readOnly: true, max: 64 })
  courier: string | null;

  @Field({ type: 'string', label: L('运单号', 'Tracking number'), readOnly: true, max: 64, filter: 'like' })
  trackingNo: string | null;

  @Field({ type: 'date', label: L('发货日期', 'Shipped on'), readOnly: true, filter: 'range' })
  shippedOn: string | null;

  @Field({ type: 'date', label: L('签收日期', 'Received on'), readOnly: true })
  receivedOn: string | null;

  @Field({ type: 'date', label: L('退回日期', 'Returned on'), readOnly: true })
  returnedOn: string | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500, inList: false })
  remarks: string | null;
}
