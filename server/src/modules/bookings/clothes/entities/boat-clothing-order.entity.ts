import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { YES_NO } from '../../../system/system.states';
import { CLOTHES_STATE } from '../clothes.states';

// A work-clothes order (boatWorkClothes, 工作服申请) for one seafarer, its recipient: the garments
// (BoatClothingStaff lines) in his sizes, reserved in the store while it is a draft, submitted to the
// store (not sent), then shipped, received or returned line by line. Several seafarers are ordered for
// as one order each, so each is linked to his own dispatch order and closed with it. Its state is the
// least advanced of its lines' (order-state.rule.ts), kept here for the list and its filter.
@Entity('boat_clothing_order')
@Index(['userId', 'clothesStatus'])
export class BoatClothingOrder extends BaseEntity {
  @Field({ type: 'string', label: L('申请单号', 'Order number'), readOnly: true, filter: 'like', column: { length: 32, unique: true, nullable: false } })
  code: string;

  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('领用船员', 'Recipient'), required: true, filter: 'eq', createOnly: true })
  userId: number;

  // the day he needs them by (the planned sign-on, from a dispatch order)
  @Field({ type: 'date', notPast: true, label: L('需用日期', 'Needed by'), filter: 'range' })
  needDate: string | null;

  // where he joins: the store sends them there unless an address is given
  @Field({ type: 'dict', dict: 'port', label: L('港口', 'Port'), column: { length: 32 } })
  port: string | null;

  @Field({ type: 'string', label: L('收货地址', 'Deliver to'), max: 200, inList: false })
  address: string | null;

  @Field({ type: 'text', label: L('申请事由', 'Reason'), max: 500 })
  reason: string | null;

  @Field({ type: 'dict', dict: 'clothesStatus', label: L('状态', 'State'), readOnly: true, filter: 'in', defaultValue: CLOTHES_STATE.Reserve })
  clothesStatus: string;

  // closed with its dispatch order after the clothes left: they are to come back (the store returns them)
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('待退回', 'To be returned'), readOnly: true, filter: 'eq', defaultValue: YES_NO.No })
  returnDue: string;

  // the dispatch order it was made for (a check item of the plan), if any
  @Field({ type: 'string', label: L('派遣单号', 'Dispatch order'), readOnly: true, max: 32, filter: 'like' })
  dispatchCode: string | null;

  @Field({ type: 'datetime', label: L('提交时间', 'Submitted'), readOnly: true, inList: false })
  submittedAt: Date | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500, inList: false })
  remarks: string | null;
}
