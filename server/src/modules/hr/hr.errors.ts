import { defineErrors } from '../../core/errors/error-code';

// Staff HR's refusals, in the reader's language.
export const HrError = defineErrors('hr', {
  noWorkingDay: [400, '所选日期内没有工作日', 'There is no working day in the chosen dates'],
  annualLeaveExceeded: [400, '年假余额不足：剩余 {left} 天', 'Not enough annual leave: {left} days left'],
  noSuchStaff: [400, '调动员工不存在', 'No such staff member'],
  sameDept: [400, '调入部门与当前部门相同', 'The new department is the current one'],
  itemNotOffered: [400, '该用品不可申领', 'This item cannot be requested'],
  // a person's leave, travel and overtime in approval or agreed do not meet (request-overlap.hooks.ts)
  overlaps: [400, '与{kind} {code}（{from} 至 {to}，{state}）的时间重叠', 'The times overlap {kind} {code} ({from} to {to}, {state})'],
  outOfStock: [400, '库存不足，无法确认发放', 'Not enough in stock to confirm the issue'],
});
