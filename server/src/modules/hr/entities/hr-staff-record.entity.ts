import { Entity, PrimaryColumn } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A member of staff's HR record beside their account (sys_user): leave entitlement and balance,
// overtime, social insurance, contract and probation. One row per user, shown on the staff screen as the
// user's own fields; the leave and overtime flows move the balances.
@Entity('hr_staff_record')
export class HrStaffRecord {
  @Field({ type: 'string', label: L('请假状态', 'Leave status'), readOnly: true, inForm: false, column: { length: 16 } })
  leaveStatus: string | null;

  @Field({ type: 'number', label: L('年假天数', 'Annual leave days'), min: 0, max: 365, defaultValue: 0, column: { precision: 6, scale: 1 } })
  vacationDays: string;

  @Field({ type: 'number', label: L('剩余假期', 'Leave remaining'), readOnly: true, column: { precision: 6, scale: 1, default: 0 } })
  vacationSurplus: string;

  @Field({ type: 'number', label: L('加班时长', 'Overtime hours'), readOnly: true, column: { precision: 8, scale: 1, default: 0 } })
  overtimeHours: string;

  @Field({ type: 'string', label: L('社保档次', 'Social insurance grade'), max: 16 })
  socialInsuranceGrade: string | null;

  @Field({ type: 'date', label: L('合同到期', 'Contract expiry'), filter: 'range' })
  contractExpiry: string | null;

  @Field({ type: 'date', label: L('试用期到期', 'Probation end') })
  probationExpiry: string | null;

  @PrimaryColumn({ type: 'integer' })
  userId: number;
}
