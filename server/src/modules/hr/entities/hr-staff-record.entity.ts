import { Column, Entity, PrimaryColumn } from 'typeorm';

// A member of staff's HR record beside their account (sys_user): leave entitlement and balance,
// overtime, social insurance, contract and probation. One row per user, shown on the staff screen as the
// user's own fields; the leave and overtime flows move the balances.
@Entity('hr_staff_record')
export class HrStaffRecord {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 16, nullable: true })
  leaveStatus: string | null;

  @Column({ type: 'numeric', precision: 6, scale: 1, default: 0 })
  vacationDays: string;

  @Column({ type: 'numeric', precision: 6, scale: 1, default: 0 })
  vacationSurplus: string;

  @Column({ type: 'numeric', precision: 8, scale: 1, default: 0 })
  overtimeHours: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  socialInsuranceGrade: string | null;

  @Column({ type: 'date', nullable: true })
  contractExpiry: string | null;

  @Column({ type: 'date', nullable: true })
  probationExpiry: string | null;
}
