import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withSchemaLock } from '../../core/database/database.providers';
import { nextFireAfter } from './cron.rule';
import { ScheduleJob } from './schedule-job.entity';
import { JOB_RUNNING } from './schedule-job.resources';

const CLEAN_TOKENS_CRON = '0 0 3 * * *';

// A new installation starts with the housekeeping job; under the schema lock, so two processes
// starting together insert it once. "New" is judged by the platform's own jobs only: modules add theirs
// in migrations (crewTask.refreshCredentialWarnings), which run before this.
@Injectable()
export class JobSeedService implements OnModuleInit {
  constructor(private readonly ds: DataSource) {}

  async onModuleInit(): Promise<void> {
    await withSchemaLock(this.ds, () =>
      this.ds.transaction(async (m) => {
        if (await m.exists(ScheduleJob, { where: { beanName: 'systemTask' } })) return;
        await m.insert(ScheduleJob, {
          jobName: '清理过期令牌',
          beanName: 'systemTask',
          methodName: 'cleanExpiredTokens',
          params: null,
          cronExpression: CLEAN_TOKENS_CRON,
          status: JOB_RUNNING,
          remark: '删除过期 7 天以上的令牌和 30 天以前的登录记录 / deletes tokens expired over 7 days and sign-in attempts over 30 days old',
          nextRunAt: nextFireAfter(CLEAN_TOKENS_CRON, new Date()),
        });
      }),
    );
  }
}
