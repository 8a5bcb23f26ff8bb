import { Injectable } from '@nestjs/common';
import { companyOf } from '../../core/access/company-of';
import { returning } from '../../core/database/sql';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import { ApprovalResult } from '../../workflow/flow-entity';
import { HrError } from './hr.errors';
import { calendarDays, workingDays } from './services/working-days';
import type { Row } from '../../core/resource/row';

interface WritePayload {
  input: Row;
  current?: Row;
}
interface FinishPayload {
  record: Row;
  result: string;
}

const ANNUAL_LEAVE = '1';

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
    // the dates' order and span are declared (hr.resources.ts) and checked before this
    const row = { ...current, ...input };
    if (!datesChanged(input, current)) return;
    const days = await workingDays(ctx.manager, row.startDate, row.endDate);
    if (!days) throw new AppException(HrError.noWorkingDay, {}, [{ field: 'startDate', reason: 'min' }]);
    input.days = days;
  }

  @Hook('EmployVacation.submit:before')
  async annualLeaveLeft(ctx: OpContext, { record }: { record: Row }) {
    if (record.vacationType !== ANNUAL_LEAVE) return;
    // nobody has leave without an HR record saying so
    const [me] = await ctx.manager.query('SELECT COALESCE((SELECT vacation_surplus FROM hr_staff_record WHERE user_id = $1), 0) AS left', [record.createdBy]);
    if (me && Number(record.days) > Number(me.left)) {
      throw new AppException(HrError.annualLeaveExceeded, { left: Number(me.left) }, [{ field: 'days', reason: 'max' }]);
    }
  }

  @Hook('EmployVacation.finish:after')
  async vacationTaken(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree || record.vacationType !== ANNUAL_LEAVE) return;
    // a person whose account was made without the staff screen has no HR row yet: the balance starts at 0
    await ctx.manager.query(
      `INSERT INTO hr_staff_record (user_id, vacation_surplus) VALUES ($1, -$2::numeric)
       ON CONFLICT (user_id) DO UPDATE SET vacation_surplus = hr_staff_record.vacation_surplus - $2::numeric`,
      [record.createdBy, record.days],
    );
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
    // in order and within 14 days (declared in hr.resources.ts, checked before this)
    const ms = new Date(row.endAt).getTime() - new Date(row.beginAt).getTime();
    if (input.hours == null && (input.beginAt || input.endAt || !current)) input.hours = Math.max(0.5, Math.round((ms / 3_600_000) * 2) / 2);
  }

  @Hook('EmployOverTime.finish:after')
  async overtimeDone(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return;
    await ctx.manager.query(
      `INSERT INTO hr_staff_record (user_id, overtime_hours) VALUES ($1, $2::numeric)
       ON CONFLICT (user_id) DO UPDATE SET overtime_hours = hr_staff_record.overtime_hours + $2::numeric`,
      [record.createdBy, record.hours],
    );
  }

  // ---- business travel
  @Hook('EmployTravel.insert:before')
  @Hook('EmployTravel.update:before')
  travelDays(_ctx: OpContext, { input, current }: WritePayload) {
    const row = { ...current, ...input };
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
    if (!person) throw new AppException(HrError.noSuchStaff, {}, [{ field: 'userId', reason: 'enum' }]);
    if (person.deptId === row.toDeptId) throw new AppException(HrError.sameDept, {}, [{ field: 'toDeptId', reason: 'format' }]);
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
    if (!item?.enabled) throw new AppException(HrError.itemNotOffered, {}, [{ field: 'settingId', reason: 'enum' }]);
  }

  @Hook('EmployOfficeSupplies.finish:after')
  async issued(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return;
    const left = await returning(ctx.manager, 'UPDATE sys_office_supplies_setting SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock', [record.settingId, record.quantity]);
    if (!left.length) throw new AppException(HrError.outOfStock);
  }
}
