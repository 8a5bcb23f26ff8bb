import { Entity } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { YES_NO } from '../../../system/system.states';

// An air ticket request (boatTicket, 机票申请): one trip (route, day, kind of ticket) for one or more
// travellers, each a ticket of its own (BoatTicketStaff) that the travel clerk issues, refunds or cancels.
// Asked for by a crew manager, or made by a dispatch plan's check item for its order's seafarer.
@Entity('boat_ticket')
export class BoatTicket extends BaseEntity {
  @Field({ type: 'string', label: L('申请单号', 'Request number'), readOnly: true, filter: 'like', column: { length: 32, unique: true } })
  code: string | null;

  @Field({ type: 'dict', dict: 'ticketType', label: L('票务类型', 'Ticket type'), required: true, filter: 'eq', defaultValue: '1' })
  ticketType: string;

  @Field({ type: 'string', label: L('出发城市', 'From'), required: true, max: 64, filter: 'like' })
  departCity: string;

  @Field({ type: 'string', label: L('到达城市', 'To'), required: true, max: 64, filter: 'like' })
  purposeCity: string;

  @Field({ type: 'date', label: L('出行日期', 'Travel date'), required: true, filter: 'range', sortable: true })
  travelDate: string;

  @Field({ type: 'text', label: L('事由', 'Reason'), max: 500 })
  reason: string | null;

  // handed to the travel clerk: its travellers wait for issue and the request no longer changes
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已提交', 'Submitted'), readOnly: true, filter: 'eq', defaultValue: YES_NO.No, column: { nullable: false, default: YES_NO.No } })
  submitted: string;

  @Field({ type: 'int', label: L('人数', 'Travellers'), readOnly: true, column: { nullable: false, default: 0 } })
  travellers: number;

  // the requester's department: the crew rights' own jurisdiction reads it
  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), readOnly: true, filter: 'eq', inList: false, column: { index: true } })
  deptId: number | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
