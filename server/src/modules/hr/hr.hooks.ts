import { Injectable } from '@nestjs/common';
import { companyOf } from '../../core/access/company-of';
import type { SysUser } from '../../core/auth/sys-user.entity';
import { AppException } from '../../core/errors/app.exception';
import type { HookPayloads } from '../../core/resource/hook-payloads';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import { ApprovalResult } from '../../workflow/flow-entity';
import type { FinishPayload } from '../../workflow/flow-hook-payloads';
import type { EmployLeave } from './entities/employ-leave.entity';
import type { EmployOfficeSupplies } from './entities/employ-office-supplies.entity';
import type { EmployOverTime } from './entities/employ-over-time.entity';
import type { EmployTransfer } from './entities/employ-transfer.entity';
import type { EmployTravel } from './entities/employ-travel.entity';
import type { EmployVacation } from './entities/employ-vacation.entity';
import type { HrStaffRecord } from './entities/hr-staff-record.entity';
import { HrError } from './hr.errors';
import { addOvertimeHours, annualLeaveLeft, moveToDept, placeOf, setLastWorkDate, supplyOffered, takeAnnualLeave, takeFromStock } from './hr.repository';
import { calendarDays, workingDays } from './services/working-days';

// An insert's or an update's input, with the row it changes on update. A numeric column reads back as a
// string, but the checked input holds a number, and the counts these hooks set (K) are numbers.
interface WritePayload<E, K extends keyof E = never> {
  input: Omit<Partial<E>, K> & { [P in K]?: E[P] | number };
  current?: E;
}
// the staff screen writes the account and the HR record beside it (staff-record.resources.ts)
type Staff = SysUser & HrStaffRecord;

const ANNUAL_LEAVE = '1';

// The dates were written or this is a new request: its days are counted again.
const datesChanged = (input: { startDate?: string; endDate?: string }, current?: object) => !current || 'startDate' in input || 'endDate' in input;

// Staff HR rules: periods in order, leave and travel days counted from the dates (never taken from the
// caller: the field is read-only, so a client's value never reaches here), overtime hours counted when
// left empty, the checks made at submit, and what an approved request changes on the staff record.
@Injectable()
export class HrHooks {
  // ---- leave
  @Hook('EmployVacation.insert:before')
  @Hook('EmployVacation.update:before')
  async vacationDays(ctx: OpContext, { input, current }: WritePayload<EmployVacation, 'days'>) {
    // the dates' order and span are declared (hr.resources.ts) and checked before this
    const row = { ...current, ...input };
    if (!datesChanged(input, current)) return;
    const days = await workingDays(ctx.manager, row.startDate!, row.endDate!);
    if (!days) throw new AppException(HrError.noWorkingDay, {}, [{ field: 'startDate', reason: 'min' }]);
    input.days = days;
  }

  @Hook('EmployVacation.submit:before')
  async annualLeaveLeft(ctx: OpContext, { record }: HookPayloads<EmployVacation>['submit:before']) {
    if (record.vacationType !== ANNUAL_LEAVE) return;
    const left = await annualLeaveLeft(ctx.manager, record.createdBy);
    if (left !== undefined && Number(record.days) > left) {
      throw new AppException(HrError.annualLeaveExceeded, { left }, [{ field: 'days', reason: 'max' }]);
    }
  }

  @Hook('EmployVacation.finish:after')
  async vacationTaken(ctx: OpContext, { record, result }: FinishPayload<EmployVacation>) {
    if (result !== ApprovalResult.Agree || record.vacationType !== ANNUAL_LEAVE) return;
    await takeAnnualLeave(ctx.manager, record.createdBy, record.days);
  }

  // a change of the yearly entitlement moves what is left by the same amount
  @Hook('sysUser.insert:before')
  @Hook('sysUser.update:before')
  entitlement(_ctx: OpContext, { input, current }: { input: WritePayload<Staff, 'vacationSurplus'>['input']; current?: SysUser & Partial<HrStaffRecord> }) {
    if (input.vacationDays == null) return;
    input.vacationSurplus = Number(current?.vacationSurplus ?? 0) + Number(input.vacationDays) - Number(current?.vacationDays ?? 0);
  }

  // ---- overtime
  @Hook('EmployOverTime.insert:before')
  @Hook('EmployOverTime.update:before')
  overtimeHours(_ctx: OpContext, { input, current }: WritePayload<EmployOverTime, 'hours'>) {
    const row = { ...current, ...input };
    // in order and within 14 days (declared in hr.resources.ts, checked before this)
    const ms = new Date(row.endAt!).getTime() - new Date(row.beginAt!).getTime();
    if (input.hours == null && (input.beginAt || input.endAt || !current)) input.hours = Math.max(0.5, Math.round((ms / 3_600_000) * 2) / 2);
  }

  @Hook('EmployOverTime.finish:after')
  async overtimeDone(ctx: OpContext, { record, result }: FinishPayload<EmployOverTime>) {
    if (result !== ApprovalResult.Agree) return;
    await addOvertimeHours(ctx.manager, record.createdBy, record.hours);
  }

  // ---- business travel
  @Hook('EmployTravel.insert:before')
  @Hook('EmployTravel.update:before')
  travelDays(_ctx: OpContext, { input, current }: WritePayload<EmployTravel, 'days'>) {
    const row = { ...current, ...input };
    if (datesChanged(input, current)) input.days = calendarDays(row.startDate!, row.endDate!);
  }

  // ---- resignation
  @Hook('EmployLeave.finish:after')
  async resigned(ctx: OpContext, { record, result }: FinishPayload<EmployLeave>) {
    if (result !== ApprovalResult.Agree) return;
    await setLastWorkDate(ctx.manager, record.createdBy, record.lastWorkDate);
  }

  // ---- transfer: from the person's department as it is now
  @Hook('EmployTransfer.insert:before')
  @Hook('EmployTransfer.update:before')
  async transferFrom(ctx: OpContext, { input, current }: WritePayload<EmployTransfer>) {
    const row = { ...current, ...input };
    const person = await placeOf(ctx.manager, row.userId);
    if (!person) throw new AppException(HrError.noSuchStaff, {}, [{ field: 'userId', reason: 'enum' }]);
    if (person.deptId === row.toDeptId) throw new AppException(HrError.sameDept, {}, [{ field: 'toDeptId', reason: 'format' }]);
    input.deptId = person.deptId;
    input.companyId = person.companyId;
  }

  @Hook('EmployTransfer.finish:after')
  async transferred(ctx: OpContext, { record, result }: FinishPayload<EmployTransfer>) {
    if (result !== ApprovalResult.Agree) return;
    await moveToDept(ctx.manager, record.userId, record.toDeptId, await companyOf(ctx.manager, record.toDeptId));
  }

  // ---- office supplies: only items on offer; the stock drops when the issue is confirmed
  @Hook('EmployOfficeSupplies.insert:before')
  @Hook('EmployOfficeSupplies.update:before')
  async itemOnOffer(ctx: OpContext, { input }: WritePayload<EmployOfficeSupplies>) {
    if (input.settingId == null) return;
    if (!(await supplyOffered(ctx.manager, input.settingId))) throw new AppException(HrError.itemNotOffered, {}, [{ field: 'settingId', reason: 'enum' }]);
  }

  @Hook('EmployOfficeSupplies.finish:after')
  async issued(ctx: OpContext, { record, result }: FinishPayload<EmployOfficeSupplies>) {
    if (result !== ApprovalResult.Agree) return;
    if (!(await takeFromStock(ctx.manager, record.settingId, record.quantity))) throw new AppException(HrError.outOfStock);
  }
}
