import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';
import { Field } from '../../core/resource/field.decorator';
import { L } from '../../core/resource/label';

export const JOB_RUNNING = '1';
export const JOB_PAUSED = '0';

// A timingTask job: a handler registered by bean and method name, run on a cron expression.
// nextRunAt is claimed in a transaction, so each due run happens once across server processes.
@Entity('schedule_job')
export class ScheduleJob extends BaseEntity {
  @Field({ type: 'string', label: L('任务名称', 'Task name'), required: true, max: 64, filter: 'like' })
  jobName: string;

  @Field({ type: 'string', label: L('Bean 名称', 'Bean name'), required: true, max: 64, filter: 'eq' })
  beanName: string;

  @Field({ type: 'string', label: L('方法名称', 'Method name'), required: true, max: 64, filter: 'eq' })
  methodName: string;

  @Field({ type: 'string', label: L('参数', 'Parameters'), max: 1000 })
  params: string | null;

  @Field({ type: 'string', label: L('Cron 表达式', 'Cron expression'), required: true, max: 100 })
  cronExpression: string;

  // 1 running, 0 paused
  // changed afterwards only by pause and resume, which carry rights of their own
  @Field({ type: 'dict', dict: 'jobRunStatus', label: L('状态', 'Status'), filter: 'eq', defaultValue: JOB_RUNNING, createOnly: true })
  status: string;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;

  @Field({ type: 'datetime', label: L('下次执行时间', 'Next run'), readOnly: true, column: { index: true } })
  nextRunAt: Date | null;

  @Field({ type: 'datetime', label: L('上次执行时间', 'Last run'), readOnly: true })
  lastRunAt: Date | null;
}

@Entity('schedule_job_log')
@Index(['jobId', 'startedAt'])
export class ScheduleJobLog {
  @Field({ type: 'ref', ref: 'ScheduleJob', refLabel: 'jobName', label: L('任务', 'Task'), filter: 'eq', readOnly: true, column: { nullable: false } })
  jobId: number;

  @Field({ type: 'string', label: L('Bean 名称', 'Bean name'), max: 64, readOnly: true, column: { nullable: false } })
  beanName: string;

  @Field({ type: 'string', label: L('方法名称', 'Method name'), max: 64, readOnly: true, column: { nullable: false } })
  methodName: string;

  @Field({ type: 'string', label: L('参数', 'Parameters'), max: 1000, readOnly: true })
  params: string | null;

  // scheduled | manual
  @Field({ type: 'enum', options: ['scheduled', 'manual'], enumName: 'jobTrigger', label: L('触发方式', 'Trigger'), filter: 'eq', readOnly: true, column: { length: 16, nullable: false } })
  trigger: string;

  @Field({ type: 'datetime', label: L('开始时间', 'Started at'), filter: 'range', readOnly: true, column: { nullable: false } })
  startedAt: Date;

  @Field({ type: 'int', label: L('耗时（毫秒）', 'Duration (ms)'), readOnly: true })
  durationMs: number | null;

  // running | success | failed
  @Field({ type: 'enum', options: ['running', 'success', 'failed', 'skipped'], enumName: 'jobLogResult', label: L('结果', 'Result'), filter: 'eq', readOnly: true, column: { length: 16, nullable: false } })
  result: string;

  @Field({ type: 'string', label: L('错误信息', 'Error'), max: 2000, readOnly: true })
  error: string | null;

  // which server process ran it (host:pid)
  @Field({ type: 'string', label: L('执行实例', 'Runner'), max: 128, readOnly: true })
  runner: string | null;

  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;
}
