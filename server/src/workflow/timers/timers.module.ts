import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { JobExecutor } from './job-executor.service';
import { JobRegistry } from './job-registry.service';
import { JobRunner } from './job-runner.service';
import { JobSeedService } from './job-seed.service';
import { ScheduleJobHooks } from './schedule-job.hooks';
import { ScheduleJobOperations } from './schedule-job.operations';
import { scheduleJobLogResource, scheduleJobResource } from './schedule-job.resources';
import { SystemTaskService } from './system-task.service';

// timingTask: cron jobs that any module offers with @JobHandler(bean, method).
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, JobExecutor, JobRunner, JobSeedService, ScheduleJobHooks, ScheduleJobOperations, SystemTaskService],
  exports: [JobRegistry],
})
export class TimersModule {
  constructor(registry: ResourceRegistry) {
    registry.register([scheduleJobResource, scheduleJobLogResource]);
  }
}
