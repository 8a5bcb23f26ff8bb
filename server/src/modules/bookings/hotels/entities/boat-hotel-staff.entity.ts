import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { YES_NO } from '../../../system/system.states';
import { SETTLE_STATUS, STAY_STATE } from '../hotels.states';

// One guest's stay (SPEC §3 hotel staff): a seafarer in a contracted hotel's room type from check-in to
// check-out. The nights, the price (the contract's when made) and the amount are the server's. Its state
// (reservationsStatus, SPEC §4) moves only through stays/stay-transitions.ts; once finance settled it
// (settleStatus), its amount and dates never change.
@Entity('boat_hotel_staff')
@Index(['reservationsStatus', 'checkIn'])
@Index(['hotelId', 'checkOut'])
@Index(['userId', 'checkIn'])
export class BoatHotelStaff extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatHotel', refLabel: 'code', label: L('申请单', 'Application'), required: true, filter: 'eq', createOnly: true, column: { index: true } })
  hotelApplyId: number;

  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq' })
  userId: number;

  @Field({ type: 'ref', ref: 'BoatHotelBase', refLabel: 'name', label: L('酒店', 'Hotel'), required: true, filter: 'eq' })
  hotelId: number;

  @Field({ type: 'dict', dict: 'roomType', label: L('房型', 'Room type'), required: true, filter: 'eq' })
  roomType: string;

  @Field({ type: 'date', label: L('入住日期', 'Check-in'), required: true, filter: 'range', sortable: true })
  checkIn: string;

  @Field({ type: 'date', label: L('退房日期', 'Check-out'), required: true, filter: 'range', sortable: true })
  checkOut: string;

  @Field({ type: 'int', label: L('晚数', 'Nights'), readOnly: true, column: { nullable: false } })
  nights: number;

  @Field({ type: 'money', label: L('协议价', 'Price per night'), readOnly: true, inList: false, column: { nullable: false } })
  price: string;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), readOnly: true, filter: 'eq', column: { length: 3, nullable: false } })
  currency: string;

  @Field({ type: 'money', label: L('金额', 'Amount'), readOnly: true, column: { nullable: false } })
  amount: string;

  @Field({ type: 'text', label: L('事由', 'Reason'), max: 500 })
  reason: string | null;

  @Field({ type: 'dict', dict: 'hotelStatus', label: L('预订状态', 'Booking status'), readOnly: true, filter: 'in', defaultValue: STAY_STATE.Pending })
  reservationsStatus: string;

  // the hotel's confirmation number, recorded when the clerk books
  @Field({ type: 'string', label: L('确认号', 'Confirmation number'), readOnly: true, max: 64, filter: 'like' })
  confirmationNo: string | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('预订人', 'Booked by'), readOnly: true, inList: false })
  bookedBy: number | null;

  @Field({ type: 'datetime', label: L('预订时间', 'Booked at'), readOnly: true, inList: false })
  bookedAt: Date | null;

  @Field({ type: 'text', label: L('取消原因', 'Reason cancelled'), readOnly: true, inList: false, max: 500 })
  cancelReason: string | null;

  // what the hotel charged for a booking cancelled after it was booked (confirmCancel)
  @Field({ type: 'money', label: L('取消费用', 'Cancellation fee'), readOnly: true, inList: false })
  cancelFee: string | null;

  // an extension: the stay it continues (renew)
  @Field({ type: 'ref', ref: 'BoatHotelStaff', label: L('续住自', 'Extends stay'), readOnly: true, inList: false, column: { index: true } })
  renewsId: number | null;

  // the hotel bills it: booked, or cancelled after booking for a fee (what the settlement lists)
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('应结算', 'Billable'), readOnly: true, inList: false, defaultValue: YES_NO.No })
  billable: string;

  // what the hotel is owed: the amount of a booked stay, the fee of a cancelled one
  @Field({ type: 'money', label: L('应付金额', 'Payable'), readOnly: true, inList: false, column: { default: 0 } })
  payable: string;

  @Field({ type: 'dict', dict: 'hotelSettleStatus', label: L('结算状态', 'Settlement'), readOnly: true, filter: 'eq', defaultValue: SETTLE_STATUS.NotSettled })
  settleStatus: string;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('结算人', 'Settled by'), readOnly: true, inList: false })
  settledBy: number | null;

  @Field({ type: 'datetime', label: L('结算时间', 'Settled at'), readOnly: true, inList: false })
  settledAt: Date | null;
}
