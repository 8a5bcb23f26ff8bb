import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { isDatabaseUnavailable } from '../../core/database/db-faults';
import { noteDatabaseFailure } from '../../core/database/db-health';
import { Notifier } from '../../core/notify/notifier';
import { NotifyChannelName } from '../../core/notify/notify-channel';
import { ApproverService } from '../approvers/approver.service';
import { FlowService } from '../flows/flow.service';
import { WfTask } from '../tasks/wf-task.entity';
import { stepOf, titleOf } from '../tasks/reader-language';
import { WfTimer } from '../engine/wf-timer.entity';
import { WorkflowMessage } from '../workflow.messages';

const TICK_MS = 5_000;
// reminders handled per transaction: a backlog of 10,000 is twenty short transactions
const REMINDER_BATCH = 500;
const AGENT_SWEEP_MS = 60_000;

interface DueTimer {
  id: number;
  instanceId: string;
  taskId: number | null;
}

// Fires due flow timers: reminders for overdue tasks and BPMN timer events. A timer is claimed with
// FOR UPDATE SKIP LOCKED, handled and deleted in one transaction, so it fires once whatever the number of
// server processes, and a timer that came due while every server was down fires on start. Each tick
// drains what is due, reminders a batch per transaction, so a backlog clears in one pass.
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
        .catch((e) => {
          if (isDatabaseUnavailable(e)) noteDatabaseFailure();
          this.log.error(`flow timers failed: ${(e as Error)?.message}`);
        })
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

  // Fires what is due now, until nothing is; answers how many timers were handled. Also called by tests
  // and after a restart. A timer whose instance another transaction holds is left for the next pass.
  async fireDue(): Promise<number> {
    const skip: number[] = [];
    let fired = 0;
    for (;;) {
      if (this.stopped) return fired;
      const batch = await this.ds.transaction((m) => this.remindBatch(m, skip, REMINDER_BATCH));
      fired += batch.fired;
      if (!batch.claimed) break;
    }
    for (;;) {
      if (this.stopped) return fired;
      const outcome = await this.fireOneBpmn(skip);
      if (outcome === 'none') break;
      if (outcome === 'fired') fired++;
    }
    return fired;
  }

  // Claims up to `limit` due reminders with their instances, both SKIP LOCKED: every workflow command
  // locks the instance, then the task, and a timer never waits for either.
  private async remindBatch(m: EntityManager, skip: number[], limit: number): Promise<{ claimed: number; fired: number }> {
    const due: DueTimer[] = await m.query(
      `SELECT id, instance_id AS "instanceId", task_id AS "taskId" FROM wf_timer
        WHERE kind = 'reminder' AND due_at <= now() AND id <> ALL($1::int[])
        ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [skip, limit],
    );
    if (!due.length) return { claimed: 0, fired: 0 };
    const instanceIds = [...new Set(due.map((d) => d.instanceId))];
    const free = new Set<string>((await m.query('SELECT id FROM wf_instance WHERE id = ANY($1::uuid[]) FOR UPDATE SKIP LOCKED', [instanceIds])).map((r: { id: string }) => r.id));
    const notFree = instanceIds.filter((id) => !free.has(id));
    // a timer of an instance that no longer exists has nothing to wait for
    const held = new Set<string>(notFree.length ? (await m.query('SELECT id FROM wf_instance WHERE id = ANY($1::uuid[])', [notFree])).map((r: { id: string }) => r.id) : []);
    const mine = due.filter((d) => !held.has(d.instanceId));
    for (const d of due) if (held.has(d.instanceId)) skip.push(d.id);
    if (!mine.length) return { claimed: due.length, fired: 0 };
    if (mine.length > 1 && (await this.remindInSavepoint(m, mine))) return { claimed: due.length, fired: mine.length };
    // one at a time (the batch failed, or holds one): a bad row holds back only itself, for this pass
    let fired = 0;
    for (const d of mine) {
      if (await this.remindInSavepoint(m, [d])) fired++;
      else skip.push(d.id);
    }
    return { claimed: due.length, fired };
  }

  // A failure rolls back to the savepoint only, not the claim.
  private async remindInSavepoint(m: EntityManager, timers: DueTimer[]): Promise<boolean> {
    try {
      await m.transaction((sp) => this.remind(sp, timers));
      return true;
    } catch (e) {
      // the database going away fails every row alike: the pass ends, the next tick tries again
      if (isDatabaseUnavailable(e)) throw e;
      if (timers.length === 1) this.log.error(`reminder timer ${timers[0].id} failed, left for the next pass: ${(e as Error)?.message}`);
      return false;
    }
  }

  // Deletes the timers and reminds whoever may act on each task still open: messages, reminded_at and a
  // history row, in a few set-wide statements whatever the number.
  private async remind(m: EntityManager, timers: DueTimer[]) {
    await m.query('DELETE FROM wf_timer WHERE id = ANY($1::int[])', [timers.map((d) => d.id)]);
    const taskIds = timers.map((d) => d.taskId).filter((id): id is number => id !== null);
    if (!taskIds.length) return;
    const tasks: WfTask[] = await m.find(WfTask, { where: { id: In(taskIds), status: 'open' } });
    if (!tasks.length) return;
    const roleIds = [...new Set(tasks.filter((t) => !t.assigneeId && !t.candidateUserIds.length).flatMap((t) => t.candidateRoleIds))];
    const holders = new Map<number, number[]>();
    if (roleIds.length) {
      for (const r of (await m.query('SELECT DISTINCT role_id, user_id FROM sys_user_role WHERE role_id = ANY($1::int[])', [roleIds])) as Array<{ role_id: number; user_id: number }>) {
        holders.set(r.role_id, [...(holders.get(r.role_id) ?? []), r.user_id]);
      }
    }
    const peopleOf = (t: WfTask): number[] =>
      t.assigneeId ? [t.assigneeId] : t.candidateUserIds.length ? t.candidateUserIds : [...new Set(t.candidateRoleIds.flatMap((r) => holders.get(r) ?? []))];
    await this.notifier.notify(
      m,
      tasks.map((task) => ({
        userIds: peopleOf(task),
        message: { key: WorkflowMessage.overdue, params: { step: stepOf(task), title: titleOf(task) } },
        msgType: 'approval',
        link: `/home/myAgency?task=${task.id}`,
        channels: [NotifyChannelName.InApp],
      })),
    );
    const ids = tasks.map((t) => t.id);
    await m.query('UPDATE wf_task SET reminded_at = now() WHERE id = ANY($1::int[])', [ids]);
    await m.query(
      `INSERT INTO wf_history (instance_id, task_id, element_id, element_name, action)
       SELECT instance_id, id, element_id, name, 'remind' FROM wf_task WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
  }

  // One due BPMN timer in a transaction of its own (the engine resumes the instance, which may end the
  // flow). A timer that fails is logged and skipped for this pass, not retried in a loop.
  private async fireOneBpmn(skip: number[]): Promise<'none' | 'busy' | 'fired' | 'failed'> {
    let claimed: number | null = null;
    try {
      return await this.ds.transaction(async (m) => {
        const [row] = await m.query(
          `SELECT id, instance_id AS "instanceId" FROM wf_timer
            WHERE kind <> 'reminder' AND due_at <= now() AND id <> ALL($1::int[]) ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [skip],
        );
        if (!row) return 'none';
        claimed = row.id;
        // never wait for an instance while holding its timer: a command on that instance (which locks
        // the instance first) may be about to delete this very timer row; try again at the next pass
        const [free] = await m.query('SELECT id FROM wf_instance WHERE id = $1 FOR UPDATE SKIP LOCKED', [row.instanceId]);
        if (!free && (await m.query('SELECT 1 FROM wf_instance WHERE id = $1', [row.instanceId])).length) {
          skip.push(row.id);
          return 'busy';
        }
        await m.delete(WfTimer, { id: row.id });
        await this.flows.fireTimers(m, row.instanceId);
        return 'fired';
      });
    } catch (e) {
      if (claimed === null || isDatabaseUnavailable(e)) throw e;
      skip.push(claimed);
      this.log.error(`timer ${claimed} failed, left for the next pass: ${(e as Error)?.message}`);
      return 'failed';
    }
  }
}
