import { defineErrors } from '../../core/errors/error-code';

// Accounts, roles, the organisation and dictionaries: what their screens refuse.
export const SystemError = defineErrors('system', {
  disableSelf: [400, '不能停用自己的账号', 'You cannot disable your own account'],
  deleteSelf: [400, '不能删除自己的账号', 'You cannot delete your own account'],
  deleteAdmin: [400, '不能删除系统管理员', 'The system administrator cannot be deleted'],
  adminRoleFixed: [400, '系统管理员角色不能修改', 'The administrator role cannot be changed'],
  adminRoleKept: [400, '系统管理员角色不能删除', 'The administrator role cannot be deleted'],
  deptUnderItself: [400, '上级不能是自己或自己的下级', 'The parent cannot be the department itself or one below it'],
  deptInUse: [400, '该机构下还有下级机构或人员，不能删除', 'This unit still has sub-units or staff and cannot be deleted'],
  dictItemShape: [400, '字典项须有字典值，且不能有字典标识', 'A dictionary item needs a value and takes no mark'],
  dictMarkRequired: [400, '字典须有字典标识', 'A dictionary needs a mark'],
  dictMissing: [400, '所属字典不存在', 'The dictionary does not exist'],
  menuShipped: [400, '系统自带的菜单不能删除，可以隐藏', 'A menu the system ships cannot be deleted; hide it instead'],
  menuHasChildren: [400, '该菜单下还有子菜单或按钮，不能删除', 'This menu still has entries under it and cannot be deleted'],
  menuPlace: [400, '目录在顶层或目录下，菜单在目录下，按钮在菜单下', 'A directory goes at the top or in a directory, a screen in a directory, a button on a screen'],
  menuPerms: [400, '权限标识只能含字母、数字、冒号、横线和下划线，以字母开头', 'A permission key takes letters, digits, colons, dashes and underscores, starting with a letter'],
  dictHasItems: [400, '字典下还有字典项，不能删除', 'The dictionary still has items and cannot be deleted'],
});
