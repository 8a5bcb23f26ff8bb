import { Injectable } from '@nestjs/common';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import type { Row } from '../../core/resource/row';
import { checkCron, nextFireAfter } from './cron.rule';
import { JobRegistry } from './job-registry.service';
import { JOB_RUNNING } from './schedule-job.resources';

// A job must name a registered handler and a valid cron expression; nextRunAt follows from both.
@Injectable()
export class ScheduleJobHooks {
  constructor(private readonly jobs: JobRegistry) {}

  @Hook('ScheduleJob.insert:before')
  onInsert(_ctx: OpContext, { input }: { input: Row }) {
    this.jobs.require(input.beanName, input.methodName);
    input.cronExpression = checkCron(input.cronExpression);
    input.nextRunAt = input.status === JOB_RUNNING ? nextFireAfter(input.cronExpression, new Date()) : null;
  }

  @Hook('ScheduleJob.update:before')
  onUpdate(_ctx: OpContext, { input, current }: { input: Row; current: Row }) {
    const row = { ...current, ...input };
    if ('beanName' in input || 'methodName' in input) this.jobs.require(row.beanName, row.methodName);
    if ('cronExpression' in input) {
      input.cronExpression = checkCron(row.cronExpression);
      input.nextRunAt = current.status === JOB_RUNNING ? nextFireAfter(input.cronExpression, new Date()) : null;
    }
  }
}
