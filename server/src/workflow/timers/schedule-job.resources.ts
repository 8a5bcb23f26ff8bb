import { defineResource } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { ScheduleJob, ScheduleJobLog } from './schedule-job.entity';

export const JOB_RUNNING = '1';
export const JOB_PAUSED = '0';

export const scheduleJobResource = defineResource({
  name: 'ScheduleJob',
  label: L('定时任务', 'Scheduled task'),
  entity: ScheduleJob,
  related: [{ resource: 'ScheduleJobLog', field: 'jobId', label: L('执行日志', 'Run log') }],
  menu: 'timingTask',
  keyword: ['jobName', 'beanName', 'methodName'],
  defaultSort: 'id',
  fields: {
    jobName: { type: 'string', label: L('任务名称', 'Task name'), required: true, max: 64, filter: 'like' },
    beanName: { type: 'string', label: L('Bean 名称', 'Bean name'), required: true, max: 64, filter: 'eq' },
    methodName: { type: 'string', label: L('方法名称', 'Method name'), required: true, max: 64, filter: 'eq' },
    params: { type: 'string', label: L('参数', 'Parameters'), max: 1000 },
    cronExpression: { type: 'string', label: L('Cron 表达式', 'Cron expression'), required: true, max: 100 },
    // changed afterwards only by pause and resume, which carry rights of their own
    status: { type: 'dict', dict: 'jobRunStatus', label: L('状态', 'Status'), filter: 'eq', defaultValue: JOB_RUNNING, createOnly: true },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
    nextRunAt: { type: 'datetime', label: L('下次执行时间', 'Next run'), readOnly: true },
    lastRunAt: { type: 'datetime', label: L('上次执行时间', 'Last run'), readOnly: true },
  },
});

export const scheduleJobLogResource = defineResource({
  name: 'ScheduleJobLog',
  label: L('定时任务日志', 'Scheduled task log'),
  entity: ScheduleJobLog,
  menu: 'timingTask',
  operations: ['getList', 'getById', 'export'],
  defaultSort: '-id',
  audit: false,
  fields: {
    jobId: { type: 'ref', ref: 'ScheduleJob', refLabel: 'jobName', label: L('任务', 'Task'), filter: 'eq', readOnly: true },
    beanName: { type: 'string', label: L('Bean 名称', 'Bean name'), max: 64, readOnly: true },
    methodName: { type: 'string', label: L('方法名称', 'Method name'), max: 64, readOnly: true },
    params: { type: 'string', label: L('参数', 'Parameters'), max: 1000, readOnly: true },
    trigger: { type: 'enum', options: ['scheduled', 'manual'], enumName: 'jobTrigger', label: L('触发方式', 'Trigger'), filter: 'eq', readOnly: true },
    startedAt: { type: 'datetime', label: L('开始时间', 'Started at'), filter: 'range', readOnly: true },
    durationMs: { type: 'int', label: L('耗时（毫秒）', 'Duration (ms)'), readOnly: true },
    result: { type: 'enum', options: ['running', 'success', 'failed', 'skipped'], enumName: 'jobLogResult', label: L('结果', 'Result'), filter: 'eq', readOnly: true },
    error: { type: 'string', label: L('错误信息', 'Error'), max: 2000, readOnly: true },
    runner: { type: 'string', label: L('执行实例', 'Runner'), max: 128, readOnly: true },
  },
});
