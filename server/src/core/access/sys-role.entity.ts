import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

// Data rights: 1 all, 2 selected departments (sys_role_dept), 3 own department,
// 4 own department and below, 5 own records only.
// Modules keep further dimensions of a role's rights in tables of their own (the crew rights).
@Entity('sys_role')
export class SysRole extends BaseEntity {
  @Column({ type: 'varchar', length: 64, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 1, default: '5' })
  dataScope: string;

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
