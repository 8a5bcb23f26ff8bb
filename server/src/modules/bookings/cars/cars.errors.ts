import { defineErrors } from '../../../core/errors/error-code';

// The car module's refusals, in the reader's language.
export const CarsError = defineErrors('cars', {
  // every move of a request goes through requests/car-transitions.ts
  illegalTransition: [409, '用车申请状态为“{from}”，不能{action}', 'The car request is {from}: it cannot be {action}'],
  // SPEC §3: a car or a driver is never booked twice for overlapping times; the refusal names the other
  carBooked: [409, '车辆 {plate} 在 {from} 至 {to} 已由用车申请 {code} 占用', 'The car {plate} is booked by car request {code} from {from} to {to}'],
  driverBooked: [409, '司机 {name} 在 {from} 至 {to} 已由用车申请 {code} 安排', 'The driver {name} is booked by car request {code} from {from} to {to}'],
  carNeeded: [400, '公司车辆须选择车辆和司机', 'A company car needs the car and its driver'],
  outOfService: [409, '车辆 {plate} 已停用', 'The car {plate} is out of service'],
  driverOffDuty: [409, '司机 {name} 不在岗', 'The driver {name} is off duty'],
  tooManyPassengers: [409, '乘车人数 {count} 超过车辆 {plate} 的座位数 {seats}', '{count} passengers do not fit the {seats} seats of {plate}'],
  notStarted: [409, '用车尚未开始（{from}），不能关闭', 'The trip has not begun ({from}): it cannot be closed yet'],
  tripStarted: [409, '用车已于 {from} 开始，不能取消，请在用车结束后填写公里数关闭', 'The trip began at {from}: it cannot be cancelled; close it with the km driven once it is over'],
  requestLocked: [409, '用车申请 {code} 已提交，乘车人不能再修改', 'Car request {code} has been submitted: its passengers cannot change'],
  passengerNeeded: [400, '乘车人须为船员、员工或填写姓名', 'A passenger is a seafarer, a member of staff, or a name'],
  passengerTwice: [409, '{name} 已是该用车申请的乘车人', '{name} is a passenger of this request already'],
  linkedToOrder: [409, '该用车申请由派遣单 {code} 的核对项生成，请在派遣计划中取消该核对项', 'This car request belongs to order {code}: cancel its check item in the dispatch plan'],
  orderKind: [400, '只有上船派遣单可以安排接送用车', 'Only a sign-on order carries a crew transfer car'],
  carInUse: [409, '车辆 {plate} 已有用车记录，不能删除，请设为停用', 'The car {plate} has car requests: take it out of service instead of deleting it'],
  driverInUse: [409, '司机 {name} 已有用车记录，不能删除，请设为不在岗', 'The driver {name} has car requests: set them off duty instead of deleting them'],
});
