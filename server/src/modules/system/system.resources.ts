import { SysDept } from '../../core/access/sys-dept.entity';
import { SysMenu } from '../../core/access/sys-menu.entity';
import { SysRole } from '../../core/access/sys-role.entity';
import { AuditLog } from '../../core/audit/audit-log.entity';
import { SysUser } from '../../core/auth/sys-user.entity';
import { SysCode } from '../../core/dictionary/sys-code.entity';
import { defineResource, type RowsOf } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';

export const sysUserResource = defineResource({
  name: 'sysUser',
  label: L('用户', 'User'),
  entity: SysUser,
  menu: 'userManagement',
  scope: { dept: 'deptId', creator: 'createdBy' },
  // what any colleague sees of a person in a picker (getSysUserInfoForDrop and getList without the screen)
  pick: ['name', 'enName', 'jobNumber', 'deptId'],
  keyword: ['username', 'name', 'enName', 'jobNumber'],
  defaultSort: 'id',
  // one's own account: the profile (English name, phone, e-mail, mail flag; the password by changePassword)
  // and nothing granted (account name, department, leave days and the rest)
  self: { user: 'id' },
});

export const sysRoleResource = defineResource({
  name: 'SysRole',
  label: L('角色', 'Role'),
  entity: SysRole,
  menu: 'roleManage',
  // the users screen names and offers roles to those who manage accounts without managing roles
  pick: ['name', 'enName'],
  keyword: ['name', 'enName'],
  defaultSort: 'sort',
});

export const sysDeptResource = defineResource({
  name: 'SysDept',
  label: L('组织机构', 'Organisation'),
  entity: SysDept,
  menu: 'organizationManage',
  // read whole (the tree); written like any department field: a department, its old and its new parent
  // within the caller's data rights, and a move or a change of type with everything below it
  scope: undefined,
  departments: { parent: 'parentId', below: ['deptType'] },
  keyword: ['name', 'enName', 'code'],
  defaultSort: 'sort',
});

export const sysMenuResource = defineResource({
  name: 'SysMenu',
  label: L('菜单', 'Menu'),
  entity: SysMenu,
  menu: 'menuManage',
  // shipped menus are edited (names, icon, order, shown); menus an administrator adds (a directory to
  // group screens, a button a role may hold) are also deleted (menu.hooks.ts)
  operations: ['getList', 'getById', 'insert', 'update', 'delete', 'export'],
  keyword: ['nameZh', 'nameEn', 'perms'],
  defaultSort: 'sort',
});

export const sysCodeResource = defineResource({
  name: 'SysCode',
  label: L('数据字典', 'Dictionary'),
  entity: SysCode,
  menu: 'dictionaryManage',
  keyword: ['mark', 'value', 'nameZh', 'nameEn'],
  defaultSort: 'sort',
});

export const auditLogResource = defineResource({
  name: 'auditLog',
  label: L('操作日志', 'Audit log'),
  entity: AuditLog,
  menu: 'auditLog',
  operations: ['getList', 'getById', 'export'],
  audit: false,
  defaultSort: '-id',
  keyword: ['username', 'entity', 'recordId'],
});

// Resources with custom operations only.
export const sysUserRoleResource = defineResource({ name: 'SysUserRole', label: L('用户角色', 'User roles'), menu: 'userManagement', fields: {} });

export const SYSTEM_RESOURCES = [sysUserResource, sysRoleResource, sysDeptResource, sysMenuResource, sysCodeResource, auditLogResource, sysUserRoleResource] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof SYSTEM_RESOURCES> {}
}
