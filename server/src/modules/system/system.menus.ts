import { defineMenus } from '../../core/access/menu-declarations';
import { button, directory, screen } from '../../core/access/menu-dsl';

// The system module's menus: the dashboard, the System directory, and the screens it serves in Staff
// (notices, knowledge base, users).
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('system', {
  directories: [
    directory(1, 'home', '首页', 'Home', 'HomeOutlined'),
    directory(12, 'system', '系统管理', 'System', 'SettingOutlined'),
    // SPEC §2's reports group: holds no screen of its own; the screens declared REPORT show in it (menu-dsl.ts)
    directory(13, 'reports', '统计报表', 'Reports', 'BarChartOutlined'),
  ],
  screens: [
    screen(1010, 'index', '工作台', 'Dashboard', { standard: [] }),
    screen(9010, 'noticeManage', '通知公告', 'Notices'),
    screen(9020, 'knowledgeBaseManage', '知识库', 'Knowledge base', { extra: [button('upload', '上传', 'Upload')] }),
    screen(9080, 'userManagement', '用户管理', 'Users', { extra: [button('resetPassword', '重置密码', 'Reset password'), button('unlock', '解锁', 'Unlock')] }), // unlock 9086
    screen(12020, 'templateManage', '模板管理', 'Templates', { extra: [button('upload', '上传', 'Upload'), button('download', '下载', 'Download')] }),
    screen(12030, 'organizationManage', '组织机构', 'Organisation'),
    screen(12040, 'dictionaryManage', '数据字典', 'Dictionary'),
    screen(12050, 'menuManage', '菜单管理', 'Menus'),
    screen(12060, 'roleManage', '角色管理', 'Roles', { extra: [button('grantMenus', '分配权限', 'Grant rights')] }),
    screen(12080, 'auditLog', '操作日志', 'Audit log', { standard: ['export'] }),
    screen(12090, 'mailOutbox', '邮件发件箱', 'Mail outbox', { standard: [], extra: [button('retry', '重新发送', 'Send again')] }),
  ],
});
