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
  dictHasItems: [400, '字典下还有字典项，不能删除', 'The dictionary still has items and cannot be deleted'],
});
