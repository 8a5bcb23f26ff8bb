import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { TICKET_SETTLEMENT, TICKET_STATUS } from '../tickets.states';

// One traveller's air ticket (BoatTicketStaff): the seafarer on a request, the trip copied from it, and
// what the travel clerk did: issued with a travel agency (flight, price, currency), refunded (the agency
// kept the refund fee) or cancelled before issue. Its state (ticketStatus) moves only through
// issue/ticket-transitions.ts; netCost is what it cost the company: the price, or the refund fee once
// refunded. `settlement` is finance's (planeSettlement).
@Entity('boat_ticket_staff')
// a seafarer once per request (its first column serves a request's travellers)
@Index(['ticketId', 'userId'], { unique: true })
// the settlement's lists and report: a travel agency's tickets by issue day
@Index(['supplierId', 'issueDate'])
export class BoatTicketStaff extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatTicket', refLabel: 'code', label: L('机票申请', 'Request'), required: true, createOnly: true, filter: 'eq', column: { nullable: false } })
  ticketId: number;

  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, createOnly: true, filter: 'eq', column: { nullable: false, index: true } })
  userId: number;

  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), filter: 'eq', column: { length: 4 } })
  duty: string | null;

  @Field({ type: 'dict', dict: 'ticketType', label: L('票务类型', 'Ticket type'), readOnly: true, filter: 'eq' })
  ticketType: string;

  @Field({ type: 'string', label: L('出发城市', 'From'), readOnly: true, max: 64, filter: 'like' })
  departCity: string;

  @Field({ type: 'string', label: L('到达城市', 'To'), readOnly: true, max: 64, filter: 'like' })
  purposeCity: string;

  // the request's day, or the flight's once issued on another
  @Field({ type: 'date', label: L('出行日期', 'Travel date'), readOnly: true, filter: 'range', sortable: true, column: { nullable: false } })
  travelDate: string;

  @Field({ type: 'dict', dict: 'ticketStatus', label: L('机票状态', 'Ticket status'), readOnly: true, filter: 'in', defaultValue: TICKET_STATUS.Pending, column: { nullable: false, index: true } })
  ticketStatus: string;

  @Field({ type: 'string', label: L('航班信息', 'Flight'), readOnly: true, max: 255, filter: 'like' })
  flightInformation: string | null;

  // the travel agency that issued it (a supplier of category 票务代理)
  @Field({ type: 'ref', ref: 'travelAgency', refLabel: 'name', label: L('票务代理', 'Travel agency'), readOnly: true, filter: 'eq' })
  supplierId: number | null;

  @Field({ type: 'money', label: L('票价', 'Price'), readOnly: true })
  ticketPrice: string | null;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), readOnly: true, filter: 'eq', column: { length: 8 } })
  currency: string | null;

  @Field({ type: 'money', label: L('退票费', 'Refund fee'), readOnly: true })
  refundFee: string | null;

  // what the ticket cost: the price, less what the agency gave back once refunded
  @Field({ type: 'money', label: L('实际费用', 'Net cost'), readOnly: true })
  netCost: string | null;

  @Field({ type: 'date', label: L('出票日期', 'Issued on'), readOnly: true, filter: 'range' })
  issueDate: string | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('出票人', 'Issued by'), readOnly: true, inList: false })
  issuedBy: number | null;

  @Field({ type: 'date', label: L('退票日期', 'Refunded on'), readOnly: true, inList: false })
  refundDate: string | null;

  @Field({ type: 'dict', dict: 'ticketSettlement', label: L('结算状态', 'Settlement'), readOnly: true, filter: 'eq', defaultValue: TICKET_SETTLEMENT.NotSettled, column: { nullable: false } })
  settlement: string;

  // what the agency has been paid for it so far (the net cost once a refund is settled too)
  @Field({ type: 'money', label: L('已结算金额', 'Settled amount'), readOnly: true, inList: false })
  settledAmount: string | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('结算人', 'Settled by'), readOnly: true, inList: false })
  settledBy: number | null;

  @Field({ type: 'datetime', label: L('结算时间', 'Settled at'), readOnly: true, inList: false })
  settledAt: Date | null;

  // why the clerk cancelled it (a dispatch order closing it says so in its audit log)
  @Field({ type: 'text', label: L('取消原因', 'Reason cancelled'), readOnly: true, max: 500, inList: false })
  cancelReason: string | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
