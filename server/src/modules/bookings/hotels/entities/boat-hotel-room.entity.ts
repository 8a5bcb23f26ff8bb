import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';

// A room type of a contracted hotel with its contract price per night and currency. A stay takes the
// price of its hotel and room type when it is made; a later change of the contract leaves made stays
// as they are.
@Entity('boat_hotel_room')
@Index(['hotelId', 'roomType'], { unique: true })
export class BoatHotelRoom extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatHotelBase', refLabel: 'name', label: L('酒店', 'Hotel'), required: true, filter: 'eq' })
  hotelId: number;

  @Field({ type: 'dict', dict: 'roomType', label: L('房型', 'Room type'), required: true, filter: 'eq' })
  roomType: string;

  @Field({ type: 'money', label: L('协议价（每晚）', 'Contract price per night'), required: true, min: 0 })
  price: string;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), required: true, defaultValue: 'CNY', filter: 'eq', column: { length: 3, default: null } })
  currency: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('含早餐', 'Breakfast included'), defaultValue: '1' })
  breakfast: string;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
