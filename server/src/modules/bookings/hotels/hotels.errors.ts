import { defineErrors } from '../../../core/errors/error-code';

// The hotels' refusals, in the reader's language.
export const HotelsError = defineErrors('hotels', {
  // every move of a stay goes through stays/stay-transitions.ts
  illegalTransition: [409, '预订状态为“{from}”，不能{action}', 'The booking is {from}: it cannot be {action}'],
  hotelExists: [409, '{city}已有名为“{name}”的协议酒店', 'A contracted hotel named {name} already exists in {city}'],
  roomExists: [409, '该酒店的“{room}”已有协议价', 'This hotel already has a contract price for {room}'],
  hotelInUse: [409, '该酒店已有 {count} 条预订记录，不能删除', 'This hotel has {count} booking(s): it cannot be deleted'],
  roomNotContracted: [400, '{hotel}没有“{room}”的协议价，请选择其他房型或先维护酒店参数', '{hotel} has no contract price for {room}: choose another room type or add it to the hotel parameters'],
  mixedCurrency: [400, '同一申请的入住须为同一币种（已有 {currency}），请另建申请', 'The stays of one application share one currency ({currency} already): make another application'],
  overlap: [409, '{name} 在 {from} 至 {to} 已有酒店预订（{code}），不能重复预订', '{name} already has a hotel booked from {from} to {to} ({code}): a second would pay twice'],
  applicationSubmitted: [409, '申请已提交，入住人员不能再修改', 'The application is submitted: its guests can no longer change'],
  noGuests: [400, '请先添加入住人员', 'Add the guests first'],
  draftNotCancelled: [409, '申请尚未提交：请直接删除该入住人员', 'The application is not submitted yet: delete the guest instead'],
  settled: [409, '该预订已于 {at} 结算，金额和日期不能再修改', 'This booking was settled on {at}: its amount and dates cannot change'],
  earlyOutside: [400, '提前退房日期须晚于入住日期 {checkIn} 且早于原退房日期 {checkOut}', 'The early check-out must be after the check-in ({checkIn}) and before the booked check-out ({checkOut})'],
  renewNotLater: [400, '续住的退房日期须晚于原退房日期 {checkOut}', 'The new check-out must be after the booked one ({checkOut})'],
  hasExtension: [409, '该入住已续住（{code}），请先处理续住记录', 'This stay was extended ({code}): deal with the extension first'],
  feeAboveAmount: [400, '取消费用不能超过预订金额 {amount}', 'The cancellation fee cannot exceed the booking amount ({amount})'],
  settleState: [409, '所选记录中有 {count} 条为“{state}”，不能结算', '{count} of the selected bookings are {state}: they cannot be settled'],
  linkedToOrder: [409, '该申请由派遣单 {code} 的核对项生成，请在派遣计划中取消该核对项', 'This application belongs to order {code}: cancel its check item in the dispatch plan'],
  orderKind: [400, '只有上船派遣单可以办理酒店预订', 'Only sign-on orders carry a hotel booking'],
  noHotelInPort: [400, '{port}没有协议酒店，请选择酒店', 'There is no contracted hotel in {port}: choose a hotel'],
});
