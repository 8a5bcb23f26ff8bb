import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

// Office staff (SPEC §3 "Staff (sysUser)"): the accounts that sign in. Their HR record is the HR
// module's (hr_staff_record).
@Entity('sys_user')
// the staff list by department and status in entry-date order, the name beside it (migration
// IndexStaffListByDept; TypeORM cannot declare DESC NULLS LAST or INCLUDE); it serves lookups by
// department alone too
@Index('sys_user_dept_list', { synchronize: false })
export class SysUser extends BaseEntity {
  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true, unique: true })
  jobNumber: string | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  companyId: number | null;

  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  sex: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  email: string | null;

  @Column({ type: 'date', nullable: true })
  gmtEntry: string | null;

  @Column({ type: 'varchar', length: 1, default: '1' })
  status: string;

  @Column({ type: 'integer', nullable: true })
  leaderId: number | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  receiveMail: string;

  // the language the user last signed in with: what mails to them are written in
  @Column({ type: 'varchar', length: 5, default: 'zh' })
  lang: string;

  @Column({ type: 'date', nullable: true })
  dimissionDate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;
}
