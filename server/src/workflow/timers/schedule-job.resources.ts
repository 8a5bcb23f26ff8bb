import { defineResource } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { ScheduleJob, ScheduleJobLog } from './schedule-job.entity';

export { JOB_PAUSED, JOB_RUNNING } from './schedule-job.entity';

export const scheduleJobResource = defineResource({
  name: 'ScheduleJob',
  label: L('定时任务', 'Scheduled task'),
  entity: ScheduleJob,
  related: [{ resource: 'ScheduleJobLog', field: 'jobId', label: L('执行日志', 'Run log') }],
  menu: 'timingTask',
  keyword: ['jobName', 'beanName', 'methodName'],
  defaultSort: 'id',
});

export const scheduleJobLogResource = defineResource({
  name: 'ScheduleJobLog',
  label: L('定时任务日志', 'Scheduled task log'),
  entity: ScheduleJobLog,
  menu: 'timingTask',
  operations: ['getList', 'getById', 'export'],
  defaultSort: '-id',
  audit: false,
});
