import { SysDept } from '../../core/access/sys-dept.entity';
import { SysMenu } from '../../core/access/sys-menu.entity';
import { SysRole } from '../../core/access/sys-role.entity';
import { AuditLog } from '../../core/audit/audit-log.entity';
import { SysUser } from '../../core/auth/sys-user.entity';
import { SysCode } from '../../core/dictionary/sys-code.entity';
import { defineResource } from '../../core/resource/define-resource';
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
  fields: {
    username: { type: 'string', label: L('账号', 'Account'), required: true, max: 64, min: 2, filter: 'like', unique: true },
    password: { type: 'password', label: L('初始密码', 'Initial password'), required: true, min: 8, secret: true, createOnly: true, inList: false },
    name: { type: 'string', label: L('姓名', 'Name'), required: true, max: 64, filter: 'like' },
    enName: { type: 'string', label: L('英文名', 'English name'), max: 64, selfEdit: true },
    jobNumber: { type: 'string', label: L('工号', 'Staff number'), max: 32, filter: 'eq', unique: true },
    // follows the department, never set by hand: a company that disagrees with the department would
    // misroute approvals (${approver.companyLeader})
    companyId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('公司', 'Company'), filter: 'eq', readOnly: true },
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), required: true, filter: 'eq' },
    roleIds: { type: 'refs', ref: 'SysRole', refLabel: 'name', label: L('角色', 'Roles') },
    sex: { type: 'dict', dict: 'gender', label: L('性别', 'Sex') },
    phone: { type: 'string', label: L('电话', 'Phone'), max: 32, format: 'phone', selfEdit: true },
    email: { type: 'string', label: L('邮箱', 'Email'), max: 128, format: 'email', selfEdit: true },
    gmtEntry: { type: 'date', label: L('入职日期', 'Entry date'), filter: 'range' },
    status: { type: 'dict', dict: 'userStatus', label: L('状态', 'Status'), filter: 'eq', defaultValue: '1' },
    leaderId: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('直属领导', 'Line manager') },
    receiveMail: { type: 'dict', dict: 'yesOrNo', label: L('接收审批邮件', 'Receive approval mail'), defaultValue: '0', selfEdit: true },
    dimissionDate: { type: 'date', label: L('离职日期', 'Exit date'), readOnly: true },
  },
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
  fields: {
    name: { type: 'string', label: L('角色名称', 'Role name'), required: true, max: 64, filter: 'like', unique: true },
    enName: { type: 'string', label: L('英文名称', 'English name'), max: 64 },
    dataScope: { type: 'dict', dict: 'dataScope', label: L('数据权限', 'Data rights'), required: true, filter: 'eq' },
    menuIds: { type: 'refs', ref: 'SysMenu', label: L('功能权限', 'Function rights'), inList: false },
    deptIds: { type: 'refs', ref: 'SysDept', label: L('数据权限部门', 'Departments'), inList: false },
    sort: { type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
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
  fields: {
    parentId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('上级', 'Parent'), filter: 'eq', scoped: true },
    name: { type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like' },
    enName: { type: 'string', label: L('英文名称', 'English name'), max: 100 },
    deptType: { type: 'dict', dict: 'deptType', label: L('类型', 'Type'), required: true, filter: 'eq' },
    code: { type: 'string', label: L('编码', 'Code'), max: 32 },
    phone: { type: 'string', label: L('电话', 'Phone'), max: 32, format: 'phone' },
    sort: { type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 },
    enabled: { type: 'boolean', label: L('启用', 'Enabled'), defaultValue: true },
  },
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
  fields: {
    parentId: { type: 'ref', ref: 'SysMenu', refLabel: 'nameZh', label: L('上级菜单', 'Parent menu'), createOnly: true, filter: 'eq' },
    menuType: { type: 'dict', dict: 'menuType', label: L('类型', 'Type'), required: true, createOnly: true, filter: 'eq' },
    perms: { type: 'string', label: L('权限标识', 'Permission key'), required: true, createOnly: true, max: 100, unique: true, filter: 'like' },
    nameZh: { type: 'string', label: L('中文名称', 'Chinese name'), required: true, max: 64, filter: 'like' },
    nameEn: { type: 'string', label: L('英文名称', 'English name'), required: true, max: 100 },
    path: { type: 'string', label: L('路由', 'Route'), readOnly: true },
    icon: { type: 'string', label: L('图标', 'Icon'), max: 64 },
    sort: { type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 },
    visible: { type: 'boolean', label: L('显示', 'Visible'), defaultValue: true },
  },
});

export const sysCodeResource = defineResource({
  name: 'SysCode',
  label: L('数据字典', 'Dictionary'),
  entity: SysCode,
  menu: 'dictionaryManage',
  keyword: ['mark', 'value', 'nameZh', 'nameEn'],
  defaultSort: 'sort',
  fields: {
    parentId: { type: 'ref', ref: 'SysCode', refLabel: 'nameZh', label: L('所属字典', 'Dictionary'), filter: 'eq' },
    mark: { type: 'string', label: L('字典标识', 'Mark'), max: 64, filter: 'eq', unique: true },
    value: { type: 'string', label: L('字典值', 'Value'), max: 64, filter: 'eq' },
    nameZh: { type: 'string', label: L('中文名称', 'Chinese name'), required: true, max: 100, filter: 'like' },
    nameEn: { type: 'string', label: L('英文名称', 'English name'), required: true, max: 100 },
    sort: { type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 },
    enabled: { type: 'boolean', label: L('启用', 'Enabled'), defaultValue: true },
  },
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
  fields: {
    at: { type: 'datetime', label: L('时间', 'Time'), readOnly: true, filter: 'range' },
    userId: { type: 'ref', ref: 'sysUser', label: L('用户编号', 'User id'), readOnly: true, filter: 'eq' },
    username: { type: 'string', label: L('账号', 'Account'), readOnly: true, filter: 'eq' },
    entity: { type: 'string', label: L('对象', 'Entity'), readOnly: true, filter: 'eq' },
    recordId: { type: 'string', label: L('记录编号', 'Record id'), readOnly: true, filter: 'eq' },
    action: { type: 'string', label: L('操作', 'Action'), readOnly: true, filter: 'eq' },
    changes: { type: 'json', label: L('变更内容', 'Changes'), readOnly: true },
  },
});

// Resources with custom operations only.
export const sysUserRoleResource = defineResource({ name: 'SysUserRole', label: L('用户角色', 'User roles'), menu: 'userManagement', fields: {} });

export const SYSTEM_RESOURCES = [sysUserResource, sysRoleResource, sysDeptResource, sysMenuResource, sysCodeResource, auditLogResource, sysUserRoleResource];
