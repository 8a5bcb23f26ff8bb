import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { nextFireAfter } from './cron.rule';
import { JobExecutor, RunnableJob } from './job-executor.service';
import { JOB_RUNNING } from './schedule-job.resources';

const TICK_MS = 5_000;
// a row due but locked by another process is retried soon, not in a busy loop
const MIN_DELAY_MS = 200;
// wake a little after the due time, so a clock a few ms early does not miss it
const WAKE_SLACK_MS = 20;
const CLAIM_BATCH = 10;

interface DueRow extends RunnableJob {
  cronExpression: string;
  nextRunAt: Date;
}

// Fires due timingTask jobs. Nothing lives in memory between ticks: a run is claimed in one
// transaction (FOR UPDATE SKIP LOCKED, next_run_at moved on, log row written), so with several
// server processes on one database each due run happens once, and a restart loses nothing.
// A chain of timeouts rather than a fixed @Interval: it wakes at the next due time (jobs with
// seconds fire on time) and at most every TICK_MS to notice jobs added by another process.
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('JobRunner');
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: JobExecutor,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled) return;
    this.stopped = false;
    this.schedule(0);
  }

  // Before the data source closes: no new tick, and the runs under way finish and are logged.
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => (this.ticking = undefined));
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let delay = TICK_MS;
    try {
      const { claimed, nextDue } = await this.ds.transaction((m) => this.claim(m));
      for (const { job, logId } of claimed) this.track(this.executor.execute(this.ds.manager, job, logId));
      if (claimed.length === CLAIM_BATCH) delay = 0;
      else if (nextDue) delay = Math.min(TICK_MS, Math.max(MIN_DELAY_MS, nextDue.getTime() - Date.now() + WAKE_SLACK_MS));
    } catch (e) {
      this.log.error(`claiming due jobs failed: ${(e as Error)?.message}`);
    }
    this.schedule(delay);
  }

  // Everything through the claim's own manager: the embedded database is one session.
  private async claim(m: EntityManager) {
    const due: DueRow[] = await m.query(
      `SELECT id, bean_name AS "beanName", method_name AS "methodName", params,
              cron_expression AS "cronExpression", next_run_at AS "nextRunAt"
         FROM schedule_job
        WHERE status = $1 AND next_run_at <= now()
        ORDER BY next_run_at
        LIMIT ${CLAIM_BATCH}
        FOR UPDATE SKIP LOCKED`,
      [JOB_RUNNING],
    );
    const claimed: Array<{ job: DueRow; logId: string }> = [];
    for (const job of due) {
      // one instant for both: the next fire time then lies after this run's start, never before it
      const now = new Date();
      await m.query('UPDATE schedule_job SET next_run_at = $2, last_run_at = now() WHERE id = $1', [job.id, this.following(job, now)]);
      claimed.push({ job, logId: await this.executor.openLog(m, job, 'scheduled', now) });
    }
    const [{ due: nextDue }] = await m.query('SELECT min(next_run_at) AS due FROM schedule_job WHERE status = $1', [JOB_RUNNING]);
    return { claimed, nextDue: nextDue ? new Date(nextDue) : null };
  }

  // After the later of now and the due time: missed fires (server down) collapse into one run,
  // and next_run_at always moves forward even when this process's clock is behind the database's.
  private following(job: DueRow, now: Date): Date | null {
    const from = new Date(Math.max(now.getTime(), new Date(job.nextRunAt).getTime()));
    try {
      return nextFireAfter(job.cronExpression, from);
    } catch {
      // an expression edited into the table by hand: run this once, then wait for someone to fix it
      this.log.error(`job ${job.id} has an invalid cron expression "${job.cronExpression}"`);
      return null;
    }
  }

  private track(run: Promise<unknown>) {
    const p = run.catch((e) => this.log.error(`job run failed to log: ${(e as Error)?.message}`)).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }
}
