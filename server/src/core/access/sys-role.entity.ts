import { Entity, Index, PrimaryColumn } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

// Data rights: 1 all, 2 selected departments (sys_role_dept), 3 own department,
// 4 own department and below, 5 own records only.
// Modules keep further dimensions of a role's rights in tables of their own (the crew rights).
@Entity('sys_role')
export class SysRole extends BaseEntity {
  @Field({ type: 'string', label: L('角色名称', 'Role name'), required: true, max: 64, filter: 'like', unique: true })
  name: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), max: 64 })
  enName: string | null;

  @Field({ type: 'dict', dict: 'dataScope', label: L('数据权限', 'Data rights'), required: true, filter: 'eq', column: { default: '5' } })
  dataScope: string;

  // the role's rights, kept in the link tables sys_role_menu and sys_role_dept (custom data rights) by the hooks
  @Field({ type: 'refs', ref: 'SysMenu', label: L('功能权限', 'Function rights'), inList: false, column: false })
  declare menuIds?: number[];

  @Field({ type: 'refs', ref: 'SysDept', label: L('数据权限部门', 'Departments'), inList: false, column: false })
  declare deptIds?: number[];

  @Field({ type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 })
  sort: number;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
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
