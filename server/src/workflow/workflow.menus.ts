import { defineMenus } from '../core/access/menu-declarations';
import { APPROVE, button, directory, READ_ONLY, REJECT, screen } from '../core/access/menu-dsl';

// The workflow's own screens: the Approvals directory with to-do, done, started by me and the process
// definitions; department leaders, approvers and scheduled tasks, which the workflow serves.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('workflow', {
  directories: [
    directory(7, 'approvals', '审批中心', 'Approvals', 'AuditOutlined'),
  ],
  screens: [
    screen(7050, 'myAgency', '我的待办', 'My to-do', { ...READ_ONLY, extra: [APPROVE, REJECT] }),
    screen(7060, 'alreadyDone', '我的已办', 'Done', READ_ONLY),
    screen(7090, 'processManage', '流程管理', 'Process definitions', { standard: [] }),
    screen(7100, 'myStarted', '我发起的', 'Started by me', { ...READ_ONLY, grantWith: 'alreadyDone' }),
    screen(9050, 'departmentalLeadershipManage', '部门领导管理', 'Department leaders'),
    screen(12010, 'timingTask', '定时任务', 'Scheduled tasks', {
      extra: [button('pause', '暂停', 'Pause'), button('resume', '恢复', 'Resume'), button('run', '立即执行', 'Run now')],
    }),
    screen(12070, 'approvalUserManage', '审批人管理', 'Approvers', { extra: [button('agent', '代理审批人', 'Agents')] }),
  ],
});
