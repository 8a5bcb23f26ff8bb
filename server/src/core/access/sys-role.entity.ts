import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

// Data rights: 1 all, 2 selected departments (sys_role_dept), 3 own department,
// 4 own department and below, 5 own records only.
// Crew rights (SPEC §6, which seafarers the role's lists show): 1 all crew, 2 own jurisdiction (crew
// managed by the departments of the data rights), 3 own shipowners (SysUserShipowner), 4 own created.
// A recruiter role adds seafarers but may not change them afterwards (SPEC §5).
@Entity('sys_role')
export class SysRole extends BaseEntity {
  @Column({ type: 'varchar', length: 64, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 1, default: '5' })
  dataScope: string;

  @Column({ type: 'varchar', length: 1, default: '2' })
  crewScope: string;

  @Column({ type: 'boolean', default: false })
  recruiter: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}

@Entity('sys_role_menu')
export class SysRoleMenu {
  @PrimaryColumn({ type: 'integer' })
  roleId: number;

  @Index()
  @PrimaryColumn({ type: 'integer' })
  menuId: number;
}

@Entity('sys_role_dept')
export class SysRoleDept {
  @PrimaryColumn({ type: 'integer' })
  roleId: number;

  @PrimaryColumn({ type: 'integer' })
  deptId: number;
}

@Entity('sys_user_role')
export class SysUserRole {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Index()
  @PrimaryColumn({ type: 'integer' })
  roleId: number;
}
