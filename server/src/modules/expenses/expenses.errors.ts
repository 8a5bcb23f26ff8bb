import { defineErrors } from '../../core/errors/error-code';

// The expenses module's refusals, in the reader's language.
export const ExpensesError = defineErrors('expenses', {
  // every move of a claim goes through claims/claim-transitions.ts
  illegalTransition: [409, '报销单状态为“{from}”，不能{action}', 'The claim is {from}: it cannot be {action}'],
  ownClaim: [403, '报销单 {claim} 是您填写的，须由他人核对', 'You made claim {claim}: someone else checks its lines'],
  noLines: [409, '报销单没有费用明细，不能提交', 'The claim has no lines: there is nothing to submit'],
  feeTypeNeeded: [400, '报销明细须选择费用类型', 'An expense line needs its fee type'],
  advanceNotCompanyPaid: [400, '借支由公司支付给船员，不能标记为公司已付', 'A cash advance is paid to the seafarer: it cannot be marked paid by the company'],
  rateNeeded: [400, '{currency} 须填写汇率（1 {currency} 折合人民币）', 'A line in {currency} needs its exchange rate (yuan for 1 {currency})'],
  bookingHalf: [400, '关联预订须同时填写预订类型和预订编号', 'A booking is named by its kind and its number together'],
  bookingKindUnknown: [400, '未知的预订类型：{kind}', 'Unknown booking kind: {kind}'],
  bookingUnknown: [409, '{booking} 不存在', '{booking} does not exist'],
  bookingOtherSeafarer: [409, '{booking} 不是该船员的预订', '{booking} is not this seafarer\'s booking'],
  bookingCompanyPaid: [409, '{booking} 已由公司支付，不能再报销', '{booking} was paid by the company: it cannot be claimed'],
  bookingClaimed: [409, '{booking} 已在报销单 {claim} 中报销', '{booking} is claimed already, on claim {claim}'],
  bookingTwice: [409, '{booking} 在本报销单中已有一条明细', '{booking} has a line on this claim already'],
});
