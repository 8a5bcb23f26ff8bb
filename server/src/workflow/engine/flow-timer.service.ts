import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { Notifier } from '../../core/notify/notifier';
import { ApproverService } from '../approvers/approver.service';
import { FlowService } from '../flows/flow.service';
import { WfHistory } from '../tasks/wf-history.entity';
import { WfTask } from '../tasks/wf-task.entity';
import { WfTimer } from './wf-timer.entity';

const TICK_MS = 5_000;
const BATCH = 20;
const AGENT_SWEEP_MS = 60_000;

// Fires due flow timers: reminders for overdue tasks and BPMN timer events. Each timer is locked
// (FOR UPDATE SKIP LOCKED), handled and deleted in one transaction, so it fires once whatever the
// number of server processes, and a timer that came due while every server was down fires on start.
@Injectable()
export class FlowTimerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('FlowTimers');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  // set on shutdown: no new tick, and a batch under way stops between timers
  private stopped = false;
  private lastAgentSweep = 0;

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly flows: FlowService,
    private readonly notifier: Notifier,
    private readonly approvers: ApproverService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.schedulerEnabled) this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((e) => this.log.error(`flow timers failed: ${(e as Error)?.message}`))
        .then(() => this.schedule(TICK_MS));
    }, ms);
    this.timer.unref();
  }

  private async tick() {
    await this.fireDue();
    // agent periods begin and end on the clock: a sweep a minute moves open tasks to agents and back
    if (Date.now() - this.lastAgentSweep >= AGENT_SWEEP_MS) {
      this.lastAgentSweep = Date.now();
      const moved = await this.ds.transaction((m) => this.approvers.reassignForAgents(m));
      if (moved) this.log.log(`${moved} open task(s) moved between approvers and agents`);
    }
  }

  // Fires what is due now; answers how many fired. Also called by tests and after a restart.
  async fireDue(): Promise<number> {
    let fired = 0;
    const busy: number[] = [];
    for (let i = 0; i < BATCH && !this.stopped; i++) {
      const outcome = await this.ds.transaction(async (m) => {
        const [row] = await m.query(
          `SELECT id, instance_id AS "instanceId", kind, task_id AS "taskId" FROM wf_timer
            WHERE due_at <= now() AND id <> ALL($1::int[]) ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [busy],
        );
        if (!row) return 'none';
        // never wait for an instance while holding its timer: a command on that instance (which locks
        // the instance first) may be about to delete this very timer row; try again at the next tick
        const [free] = await m.query('SELECT id FROM wf_instance WHERE id = $1 FOR UPDATE SKIP LOCKED', [row.instanceId]);
        if (!free && (await m.query('SELECT 1 FROM wf_instance WHERE id = $1', [row.instanceId])).length) {
          busy.push(row.id);
          return 'busy';
        }
        await m.delete(WfTimer, { id: row.id });
        if (row.kind === 'reminder') await this.remind(m, row.taskId);
        else await this.flows.fireTimers(m, row.instanceId);
        return 'fired';
      });
      if (outcome === 'none') break;
      if (outcome === 'fired') fired++;
    }
    return fired;
  }

  private async remind(m: EntityManager, taskId: number) {
    const task = await m.findOne(WfTask, { where: { id: taskId } });
    if (!task || task.status !== 'open') return;
    const people: number[] = task.assigneeId ? [task.assigneeId] : task.candidateUserIds.length ? task.candidateUserIds : (await m.query('SELECT DISTINCT user_id FROM sys_user_role WHERE role_id = ANY($1)', [task.candidateRoleIds])).map((r: { user_id: number }) => r.user_id);
    await this.notifier.send(m, people, {
      title: `审批超时提醒 / Approval overdue: ${task.name}`,
      content: `${task.title}：“${task.name}”已超过办理期限，请尽快处理。 / "${task.name}" of ${task.title} is past its due date.`,
      msgType: 'approval',
      link: '/home/myAgency',
    });
    await m.update(WfTask, { id: task.id }, { remindedAt: new Date() });
    await m.insert(WfHistory, { instanceId: task.instanceId, taskId: task.id, elementId: task.elementId, elementName: task.name, action: 'remind' });
  }
}
