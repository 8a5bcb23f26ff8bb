import { Entity, Index } from 'typeorm';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { FlowEntity } from '../../../../workflow/flow-entity';
import { YES_NO } from '../../../system/system.states';

// A hotel application (boatApplyForHoteReserve) for one or more guests, each a BoatHotelStaff row with
// the hotel, room type and dates of their stay, approved through processes/hotel.bpmn. Its totals are the
// server's, worked out from its stays: they are the flow's variables (the file's thresholds read them).
// A renewal is an application the clerk makes to extend one booked stay (stays/stay.service.ts renew).
@Entity('boat_hotel')
@Index(['originId'])
export class BoatHotel extends FlowEntity {
  @Field({ type: 'text', label: L('申请事由', 'Reason'), required: true, max: 500 })
  remarks: string;

  @Field({ type: 'int', label: L('入住人数', 'Guests'), readOnly: true, column: { default: 0 } })
  guests: number;

  // the longest stay's nights
  @Field({ type: 'int', label: L('最长晚数', 'Longest stay (nights)'), readOnly: true, column: { default: 0 } })
  nights: number;

  @Field({ type: 'money', label: L('金额', 'Amount'), readOnly: true, column: { default: 0 } })
  amount: string;

  // one currency per application (the stays' contract currency)
  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), readOnly: true, column: { length: 3 } })
  currency: string | null;

  // the amount when in CNY, which the file's amount thresholds are written in; none for another
  // currency, whose stays the thresholds judge by their nights alone (the file holds no exchange rates)
  @Field({ type: 'money', label: L('金额（人民币）', 'Amount in CNY'), readOnly: true, inList: false, inForm: false })
  amountCny: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('续住申请', 'Extension'), readOnly: true, filter: 'eq', defaultValue: YES_NO.No })
  renewal: string;

  // a renewal: the booked stay it extends
  @Field({ type: 'ref', ref: 'BoatHotelStaff', label: L('续住自', 'Extends stay'), readOnly: true, inList: false })
  renewsId: number | null;

  // a renewal: the first application of the stays it extends (a dispatch order's check item closes it
  // with that one)
  @Field({ type: 'ref', ref: 'BoatHotel', refLabel: 'code', label: L('原申请', 'First application'), readOnly: true, inList: false })
  originId: number | null;
}
