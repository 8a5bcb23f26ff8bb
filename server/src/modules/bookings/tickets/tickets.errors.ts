import { defineErrors } from '../../../core/errors/error-code';

// The air tickets' refusals, in the reader's language.
export const TicketError = defineErrors('tickets', {
  // every move of a ticket goes through issue/ticket-transitions.ts
  illegalTransition: [409, '机票状态为“{from}”，不能{action}', 'The ticket is {from}: it cannot be {action}'],
  requestSubmitted: [409, '机票申请 {code} 已提交，不能再修改；请新建申请', 'Request {code} is submitted: it cannot change; make a new request'],
  noTravellers: [400, '机票申请 {code} 还没有乘机人', 'Request {code} has no traveller yet'],
  travellerTwice: [409, '{name} 已在机票申请 {code} 中', '{name} is already on request {code}'],
  noRefundFee: [409, '机票状态为“{from}”，还没有退票费可更正', 'The ticket is {from}: it has no refund fee to correct'],
  sameCity: [400, '出发城市与到达城市不能相同', 'The departure and destination cities cannot be the same'],
  notTravelAgency: [400, '{name} 不是票务代理，不能出票', '{name} is not a travel agency: it cannot issue tickets'],
  feeAbovePrice: [400, '退票费 {fee} 不能高于票价 {price}', 'The refund fee {fee} cannot be above the price {price}'],
  settled: [409, '机票 {code}（{name}）已结算，票价和费用不能修改', 'Ticket {code} ({name}) is settled: its price and fees cannot change'],
  settleState: [409, '所选机票中有{count}张为“{state}”，不能结算', '{count} of the selected tickets are {state}: they cannot be settled'],
  orderKind: [400, '只有上船和下船派遣单可以订机票', 'Only sign-on and sign-off orders carry an air ticket'],
  cityNeeded: [400, '请填写{field}：船员档案没有就近机场，派遣单也没有港口', 'Give the {field}: the seafarer\'s record has no nearest airport and the order no port'],
  linkedToOrder: [409, '该机票由派遣单 {code} 的核对项生成，请在派遣计划中取消该核对项', 'This ticket belongs to order {code}: cancel its check item in the dispatch plan'],
});
