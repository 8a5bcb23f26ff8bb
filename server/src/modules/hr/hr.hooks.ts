import { Injectable } from '@nestjs/common';
import { companyOf } from '../../core/access/company-of';
import { returning } from '../../core/database/sql';
import { RuleException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import { ApprovalResult } from '../../workflow/flow-entity';
import { calendarDays, workingDays } from './services/working-days';

type Row = Record<string, any>;
interface WritePayload {
  input: Row;
  current?: Row;
}
interface FinishPayload {
  record: Row;
  result: string;
}

const ANNUAL_LEAVE = '1';
const MAX_SPAN_DAYS = 366;

function dateOrder(from: unknown, to: unknown, fromField: string) {
  if (from && to && String(from) > String(to)) {
    throw new RuleException('结束日期不能早于开始日期', 'The end date cannot be before the start date', [{ field: fromField, reason: 'format' }]);
  }
  if (from && to && calendarDays(String(from), String(to)) > MAX_SPAN_DAYS) {
    throw new RuleException('时间跨度不能超过一年', 'The period cannot be longer than a year', [{ field: fromField, reason: 'max' }]);
  }
}

// The dates were written or this is a new request: its days are counted again.
const datesChanged = (input: Row, current?: Row) => !current || 'startDate' in input || 'endDate' in input;

// Staff HR rules: periods in order, leave and travel days counted from the dates (never taken from the
// caller: the field is read-only, so a client's value never reaches here), overtime hours counted when
// left empty, the checks made at submit, and what an approved request changes on the staff record.
@Injectable()
export class HrHooks {
  // ---- leave
  @Hook('EmployVacation.insert:before')
  @Hook('EmployVacation.update:before')
  async vacationDays(ctx: OpContext, { input, current }: WritePayload) {
    const row = { ...current, ...input };
    dateOrder(row.startDate, row.endDate, 'startDate');
    if (!datesChanged(input, current)) return;
    const days = await workingDays(ctx.manager, row.startDate, row.endDate);
    if (!days) throw new RuleException('所选日期内没有工作日', 'There is no working day in the chosen dates', [{ field: 'startDate', reason: 'min' }]);
    input.days = days;
  }

  @Hook('EmployVacation.submit:before')
  async annualLeaveLeft(ctx: OpContext, { record }: { record: Row }) {
    if (record.vacationType !== ANNUAL_LEAVE) return;
    const [me] = await ctx.manager.query('SELECT vacation_surplus AS left FROM sys_user WHERE id = $1', [record.createdBy]);
    if (me && Number(record.days) > Number(me.left)) {
      throw new RuleException(`年假余额不足：剩余 ${Number(me.left)} 天`, `Not enough annual leave: ${Number(me.left)} days left`, [{ field: 'days', reason: 'max' }]);
    }
  }

  @Hook('EmployVacation.finish:after')
  async vacationTaken(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree || record.vacationType !== ANNUAL_LEAVE) return;
    await ctx.manager.query('UPDATE sys_user SET vacation_surplus = vacation_surplus - $2 WHERE id = $1', [record.createdBy, record.days]);
  }

  // a change of the yearly entitlement moves what is left by the same amount
  @Hook('sysUser.insert:before')
  @Hook('sysUser.update:before')
  entitlement(_ctx: OpContext, { input, current }: WritePayload) {
    if (input.vacationDays == null) return;
    input.vacationSurplus = Number(current?.vacationSurplus ?? 0) + Number(input.vacationDays) - Number(current?.vacationDays ?? 0);
  }

  // ---- overtime
  @Hook('EmployOverTime.insert:before')
  @Hook('EmployOverTime.update:before')
  overtimeHours(_ctx: OpContext, { input, current }: WritePayload) {
    const row = { ...current, ...input };
    const ms = new Date(row.endAt).getTime() - new Date(row.beginAt).getTime();
    if (!(ms > 0)) throw new RuleException('结束时间须晚于开始时间', 'The end must be after the start', [{ field: 'endAt', reason: 'format' }]);
    if (ms > 14 * 86_400_000) throw new RuleException('一次加班不能超过 14 天', 'One overtime request cannot span more than 14 days', [{ field: 'endAt', reason: 'max' }]);
    if (input.hours == null && (input.beginAt || input.endAt || !current)) input.hours = Math.max(0.5, Math.round((ms / 3_600_000) * 2) / 2);
  }

  @Hook('EmployOverTime.finish:after')
  async overtimeDone(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return;
    await ctx.manager.query('UPDATE sys_user SET overtime_hours = overtime_hours + $2 WHERE id = $1', [record.createdBy, record.hours]);
  }

  // ---- business travel
  @Hook('EmployTravel.insert:before')
  @Hook('EmployTravel.update:before')
  travelDays(_ctx: OpContext, { input, current }: WritePayload) {
    const row = { ...current, ...input };
    dateOrder(row.startDate, row.endDate, 'startDate');
    if (datesChanged(input, current)) input.days = calendarDays(row.startDate, row.endDate);
  }

  // ---- resignation
  @Hook('EmployLeave.finish:after')
  async resigned(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return;
    await ctx.manager.query('UPDATE sys_user SET dimission_date = $2 WHERE id = $1', [record.createdBy, record.lastWorkDate]);
  }

  // ---- transfer: from the person's department as it is now
  @Hook('EmployTransfer.insert:before')
  @Hook('EmployTransfer.update:before')
  async transferFrom(ctx: OpContext, { input, current }: WritePayload) {
    const row = { ...current, ...input };
    const [person] = await ctx.manager.query('SELECT dept_id AS "deptId", company_id AS "companyId" FROM sys_user WHERE id = $1', [row.userId]);
    if (!person) throw new RuleException('调动员工不存在', 'No such staff member', [{ field: 'userId', reason: 'enum' }]);
    if (person.deptId === row.toDeptId) throw new RuleException('调入部门与当前部门相同', 'The new department is the current one', [{ field: 'toDeptId', reason: 'format' }]);
    input.deptId = person.deptId;
    input.companyId = person.companyId;
  }

  @Hook('EmployTransfer.finish:after')
  async transferred(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return;
    await ctx.manager.query('UPDATE sys_user SET dept_id = $2, company_id = $3 WHERE id = $1', [record.userId, record.toDeptId, await companyOf(ctx.manager, record.toDeptId)]);
  }

  // ---- office supplies: only items on offer; the stock drops when the issue is confirmed
  @Hook('EmployOfficeSupplies.insert:before')
  @Hook('EmployOfficeSupplies.update:before')
  async itemOnOffer(ctx: OpContext, { input }: WritePayload) {
    if (input.settingId == null) return;
    const [item] = await ctx.manager.query('SELECT enabled FROM sys_office_supplies_setting WHERE id = $1', [input.settingId]);
    if (!item?.enabled) throw new RuleException('该用品不可申领', 'This item cannot be requested', [{ field: 'settingId', reason: 'enum' }]);
  }

  @Hook('EmployOfficeSupplies.finish:after')
  async issued(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return;
    const left = await returning(ctx.manager, 'UPDATE sys_office_supplies_setting SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock', [record.settingId, record.quantity]);
    if (!left.length) throw new RuleException('库存不足，无法确认发放', 'Not enough in stock to confirm the issue');
  }
}
