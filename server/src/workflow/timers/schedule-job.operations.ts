import { Injectable } from '@nestjs/common';
import { diffFields, writeAudit } from '../../core/audit/audit';
import { CrudService, readIds } from '../../core/resource/crud.service';
import type { OpContext } from '../../core/resource/op-context';
import { ID_BODY, IDS_BODY } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { L } from '../../core/resource/label';
import { checkCron, nextFireAfter } from './cron.rule';
import { JobExecutor } from './job-executor.service';
import { JobRegistry } from './job-registry.service';
import { ScheduleJob, ScheduleJobLog } from './schedule-job.entity';
import { JOB_PAUSED, JOB_RUNNING, scheduleJobLogResource, scheduleJobResource } from './schedule-job.resources';

@Injectable()
export class ScheduleJobOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly jobs: JobRegistry,
    private readonly executor: JobExecutor,
  ) {}

  @Operation('ScheduleJob', 'pause', { perm: 'timingTask:pause', write: true, body: IDS_BODY, ui: { label: L('暂停', 'Pause'), placement: 'row', confirm: true, when: { status: ['1'] } } })
  pause(ctx: OpContext) {
    return this.setStatus(ctx, JOB_PAUSED);
  }

  @Operation('ScheduleJob', 'resume', { perm: 'timingTask:resume', write: true, body: IDS_BODY, ui: { label: L('恢复', 'Resume'), placement: 'row', confirm: true, when: { status: ['0'] } } })
  resume(ctx: OpContext) {
    return this.setStatus(ctx, JOB_RUNNING);
  }

  // Runs once now in this process, whatever the job's status; answers the log row of the run.
  // A failing handler still answers 200: the run happened, and its row says how it ended.
  @Operation('ScheduleJob', 'run', { perm: 'timingTask:run', write: true, body: ID_BODY, ui: { label: L('立即执行', 'Run now'), placement: 'row', confirm: true } })
  async run(ctx: OpContext) {
    const job = (await this.crud.load(ctx, ctx.body.id)) as unknown as ScheduleJob;
    this.jobs.require(job.beanName, job.methodName);
    const logId = await this.executor.openLog(ctx.manager, job, 'manual');
    await ctx.manager.query('UPDATE schedule_job SET last_run_at = now() WHERE id = $1', [job.id]);
    const outcome = await this.executor.execute(ctx.manager, job, logId);
    await writeAudit(ctx, 'run', job.id, { result: { old: null, new: outcome.result } });
    const row = await ctx.manager.findOneByOrFail(ScheduleJobLog, { id: logId });
    return this.crud.present({ ...ctx, resource: scheduleJobLogResource }, [row as never]);
  }

  // For the form's picker: the handlers this build offers.
  @Operation('ScheduleJob', 'getHandlerList', { perm: 'timingTask', body: {} })
  handlers(ctx: OpContext) {
    return this.jobs
      .all()
      .map((h) => ({ beanName: h.beanName, methodName: h.methodName, label: h.label?.[ctx.lang] ?? `${h.beanName}.${h.methodName}` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }

  private async setStatus(ctx: OpContext, status: string) {
    const repo = ctx.manager.getRepository(ScheduleJob);
    const saved: ScheduleJob[] = [];
    for (const id of readIds(ctx.body)) {
      const job = (await this.crud.load(ctx, id, true)) as unknown as ScheduleJob;
      const before = { ...job };
      job.status = status;
      job.nextRunAt = status === JOB_RUNNING ? nextFireAfter(checkCron(job.cronExpression), new Date()) : null;
      if (ctx.user) job.updatedBy = ctx.user.userId;
      const row = await repo.save(job);
      await writeAudit(ctx, ctx.operation, id, diffFields(scheduleJobResource.fields, before as never, row as never));
      saved.push(row);
    }
    return this.crud.present(ctx, saved as never[]);
  }
}
