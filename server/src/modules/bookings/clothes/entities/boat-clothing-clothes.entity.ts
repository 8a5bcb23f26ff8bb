import { Check, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { SMALL_CLASS } from '../clothes.states';

// The garment catalogue with its stock (boatWorkClothesManage's second tab): one row per garment, sub-class
// and size, so a size's stock is a number of its own. `stock` is what the store holds; `reserved` the
// part of it promised to order lines not yet sent; `available` what a new line may take. Lines reserve at
// reserve, sending takes the stock out, returning brings it back (clothes.repository.ts moveStock); none
// of the three ever goes below zero, which the table holds as well as the conditional updates.
@Entity('boat_clothing_clothes')
@Index(['garmentType', 'clothingSmallClass', 'size'], { unique: true })
@Check('"stock" >= 0 AND "reserved" >= 0 AND "available" >= 0 AND "available" = "stock" - "reserved"')
export class BoatClothingClothes extends BaseEntity {
  @Field({ type: 'dict', dict: 'garmentType', label: L('服装类别', 'Garment'), required: true, filter: 'eq', createOnly: true })
  garmentType: string;

  @Field({ type: 'dict', dict: 'clothingSmallClass', label: L('小类', 'Sub-class'), filter: 'eq', createOnly: true, defaultValue: SMALL_CLASS.Standard })
  clothingSmallClass: string;

  // a value of the seafarer's size dictionary for a garment sized by his record (SIZED_BY), else as
  // the supplier names it (均码)
  @Field({ type: 'string', label: L('尺码', 'Size'), required: true, max: 8, filter: 'eq', createOnly: true })
  size: string;

  @Field({ type: 'dict', dict: 'unit', label: L('单位', 'Unit'), required: true })
  unit: string;

  // garment, sub-class and size in words, the pickers' label (in English: enName)
  @Field({ type: 'string', label: L('名称', 'Name'), readOnly: true, max: 100, inList: false, column: { nullable: false, default: '' } })
  name: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), readOnly: true, max: 100, inList: false, column: { nullable: false, default: '' } })
  enName: string;

  // counted in when the row is made; changed afterwards by adjustStock (a delivery in, a count)
  @Field({ type: 'int', label: L('在库数量', 'In stock'), min: 0, max: 100000, createOnly: true, defaultValue: 0 })
  stock: number;

  @Field({ type: 'int', label: L('已预定', 'Reserved'), readOnly: true, defaultValue: 0 })
  reserved: number;

  @Field({ type: 'int', label: L('可用数量', 'Available'), readOnly: true, defaultValue: 0, filter: 'range', sortable: true })
  available: number;

  // the store reorders below this (the list marks the row)
  @Field({ type: 'int', label: L('安全库存', 'Reorder level'), min: 0, max: 100000, defaultValue: 0, inList: false })
  reorderLevel: number;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
