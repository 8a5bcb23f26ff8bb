import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../core/errors/app.exception';
import { formatMessage } from '../../core/errors/error-code';
import { liftStatementTimeout } from '../../core/database/statement-timeout';
import { JobRegistry } from './job-registry.service';
import { ScheduleJobLog } from './schedule-job.entity';

export type JobTrigger = 'scheduled' | 'manual';
export type RunResult = 'running' | 'success' | 'failed' | 'skipped';

export interface RunnableJob {
  id: number;
  beanName: string;
  methodName: string;
  params: string | null;
}

export interface RunOutcome {
  logId: string;
  result: RunResult;
  durationMs: number;
  error: string | null;
}

// First key of the two-key advisory lock a run holds on its job id (the schema lock uses 727001).
export const JOB_LOCK_NAMESPACE = 727_002;
const ERROR_MAX = 2000;

// Runs one job and writes its log row. Used by the runner for scheduled runs and by "run now".
@Injectable()
export class JobExecutor {
  private readonly log = new Logger('JobExecutor');
  // host:pid names the process; the suffix tells apart two applications started in one process (tests)
  readonly runner = `${hostname()}:${process.pid}#${randomBytes(2).toString('hex')}`;

  constructor(private readonly jobs: JobRegistry) {}

  // The 'running' row of a run about to start, written through the caller's transaction.
  async openLog(m: EntityManager, job: RunnableJob, trigger: JobTrigger, startedAt = new Date()): Promise<string> {
    const res = await m.insert(ScheduleJobLog, {
      jobId: job.id,
      beanName: job.beanName,
      methodName: job.methodName,
      params: job.params,
      trigger,
      startedAt,
      result: 'running',
      runner: this.runner,
    });
    return String(res.identifiers[0].id);
  }

  // The handler runs in a transaction nested in `outer`: a new one when outer is the data source's
  // manager, a savepoint when outer already is a transaction (run now), so a failure is still logged.
  // The advisory lock keeps two runs of one job from overlapping when a run outlasts its interval.
  // A handler's failure is logged, never thrown: it must not stop the runner or undo the log.
  async execute(outer: EntityManager, job: RunnableJob, logId: string): Promise<RunOutcome> {
    const started = Date.now();
    let result: RunResult = 'success';
    let error: string | null = null;
    try {
      const handler = this.jobs.require(job.beanName, job.methodName);
      const ran = await outer.transaction(async (m) => {
        const [{ locked }] = await m.query('SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS locked', [JOB_LOCK_NAMESPACE, job.id]);
        if (!locked) return false;
        // a job is maintenance over whole tables, not a caller's request: the API's limit does not apply
        await liftStatementTimeout(m);
        await handler.run(job.params, { jobId: job.id, manager: m });
        return true;
      });
      if (!ran) {
        result = 'skipped';
        error = '上一次执行尚未结束 / the previous run has not finished';
      }
    } catch (e) {
      result = 'failed';
      error = errorText(e);
      this.log.warn(`job ${job.id} ${job.beanName}.${job.methodName} failed: ${error}`);
    }
    const durationMs = Date.now() - started;
    await outer.update(ScheduleJobLog, logId, { durationMs, result, error });
    return { logId, result, durationMs, error };
  }
}

// The message only, never a stack trace; our own exceptions in the default language.
function errorText(e: unknown): string {
  let text: string;
  if (e instanceof AppException) text = formatMessage(e.key, 'zh', e.params);
  else if (e instanceof Error) text = e.message || e.name;
  else text = String(e);
  return text.slice(0, ERROR_MAX);
}
