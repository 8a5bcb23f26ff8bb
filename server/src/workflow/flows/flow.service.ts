import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager, In } from 'typeorm';
import { writeAudit } from '../../core/audit/audit';
import type { CurrentUser } from '../../core/auth/current-user';
import { SysUser } from '../../core/auth/sys-user.entity';
import { SYSTEM_ACTOR } from '../../core/auth/system-actor';
import type { MessageRef } from '../../core/notify/message-texts';
import { Notifier } from '../../core/notify/notifier';
import { NotifyChannelName } from '../../core/notify/notify-channel';
import { returning } from '../../core/database/sql';
import { AppException } from '../../core/errors/app.exception';
import { RefusalAfterWork } from '../../core/errors/refusal-after-work';
import type { OpContext } from '../../core/resource/op-context';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import type { Row } from '../../core/resource/row';
import { parseApproverRule } from '../approvers/approver-rule';
import { ApproverService } from '../approvers/approver.service';
import { BpmnRuntime, EngineSnapshot, TaskNotWaitingError, TimerDueError } from '../engine/bpmn-runtime';
import { WfInstance } from '../engine/wf-instance.entity';
import { WfTimer } from '../engine/wf-timer.entity';
import { ApprovalResult, BusinessStatus } from '../flow-entity';
import type { FinishPayload } from '../flow-hook-payloads';
import type { DefinitionModel } from '../engine/definition-model';
import type { ErrorKey, Lang } from '../../core/errors/error-code';
import { DefinitionRegistry } from '../registry/definition-registry.service';
import { WfHistory } from '../tasks/wf-history.entity';
import { stepOf, titleOf } from '../tasks/reader-language';
import { WfTask } from '../tasks/wf-task.entity';
import { durationMs } from '../registry/iso-duration';
import { mayAct } from '../tasks/task-predicates';
import { WorkflowError } from '../workflow.errors';
import { WorkflowMessage } from '../workflow.messages';
import { nextCode } from '../workflow.api';

// What completing a task needs of its row, answered by the UPDATE that completes it.
type CompletedTask = Pick<WfTask, 'id' | 'elementId' | 'executionId' | 'name' | 'assigneeId' | 'onBehalfOf'>;

// Runs the approval flows: submit, complete a task exactly once, withdraw, fire timers. Every command
// is one transaction of the caller: engine state, tasks, timers, history and the business record's
// status change together or not at all, on any server process.
//
// Lock order, for every command on a running instance: the instance, then its tasks (and timers), then
// the business record, then whatever a module's hook touches. Two commands on one request therefore
// queue on the instance and never wait for each other in a cycle (withdraw used to lock the record
// first and deadlocked with the last approval). Submit locks only the record: its instance does not
// exist yet. Background work that cannot wait (timers, agent sweeps) takes instances with SKIP LOCKED.
@Injectable()
export class FlowService {
  private readonly runtime = new BpmnRuntime();

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly definitions: DefinitionRegistry,
    private readonly approvers: ApproverService,
    private readonly notifier: Notifier,
  ) {}

  async submit(ctx: OpContext, record: Row): Promise<WfInstance> {
    const m = ctx.manager;
    const res = ctx.resource;
    const flowType = res.processId!;
    if (record.status !== BusinessStatus.Draft) throw new AppException(WorkflowError.onlyDraftSubmits);
    // a module's own checks at submit (annual leave left ...)
    await this.registry.runHooks(ctx, 'submit', 'before', { record });
    const latest = await this.definitions.latestModel(m, flowType);
    if (!latest) throw new AppException(WorkflowError.notDeployed, { flowType });
    const { id: definitionId, model } = latest;
    const user = ctx.user!;
    const deptId = (record.deptId as number | null) ?? user.deptId;
    const companyId = (record.companyId as number | null) ?? user.companyId;
    // a step with nobody to act is refused when the flow reaches it (here for the first step), in the
    // same transaction, so the request stays a draft and nothing is left stuck
    const fresh = await nextCode(m, flowType.slice(0, 3).toUpperCase());
    const code = (record.code as string | null) ?? fresh;
    // the applicant's names as the account holds them: a context made by the system (the demo seed, a
    // module submitting for someone) may carry no English name, and the title keeps the one it gets
    const [account] = (await m.query('SELECT name, en_name AS "enName" FROM sys_user WHERE id = $1', [user.userId])) as Array<{ name: string; enName: string | null }>;
    const starter = account ?? { name: user.name, enName: user.enName ?? null };
    const snap = await this.runtime.start(model, { ...this.variables(res.fields, record), flowType, starterId: user.userId });
    // insert, not save: save would first look for the new id
    const instance = m.create(WfInstance, {
      id: randomUUID(),
      flowType,
      definitionId,
      businessEntity: res.name,
      businessId: record.id,
      businessCode: code,
      title: `${starter.name} ${model.processName ?? flowType} ${code}`,
      titleEn: `${starter.enName || starter.name} ${model.processNameEn ?? model.processName ?? flowType} ${code}`,
      starterId: user.userId,
      deptId,
      companyId,
      status: 'running',
      result: ApprovalResult.InApproval,
      state: snap.state,
      trail: snap.trail,
      rev: 1,
    });
    await m.insert(WfInstance, instance as never);
    await m.insert(WfHistory, { instanceId: instance.id, action: 'submit', actorId: user.userId, elementName: model.processName });
    await this.setRecord(m, res.name, record.id, {
      status: BusinessStatus.InApproval,
      result: ApprovalResult.InApproval,
      instanceId: instance.id,
      code,
      startTime: new Date(),
      definitionId,
      starterId: user.userId,
      deptId,
      companyId,
    });
    await this.afterStep(m, instance, model, snap, user, { started: true });
    await writeAudit(ctx, 'submit', record.id, { status: { old: BusinessStatus.Draft, new: BusinessStatus.InApproval } });
    return instance;
  }

  // Exactly once: the instance is locked first (every command on an instance takes that lock before any
  // other, so commands never deadlock), then the first UPDATE ... WHERE status = 'open' wins; a racing
  // second approval finds no open row and gets 409, and nothing else changes. The UPDATE answers the
  // task's columns the step needs: the row is not read again.
  async complete(m: EntityManager, actor: CurrentUser, taskId: unknown, result: '1' | '2', comment: unknown): Promise<void> {
    if (typeof taskId !== 'number' || !Number.isSafeInteger(taskId)) {
      throw new AppException('Validation', {}, [{ field: 'taskId', reason: 'type', message: { zh: '任务编号应为整数', en: 'taskId must be a whole number' } }]);
    }
    const text = typeof comment === 'string' ? comment.trim().slice(0, 1000) : null;
    const instance = await this.lockInstanceOfTask(m, taskId);
    if (!instance && !(await m.exists(WfTask, { where: { id: taskId } }))) throw new AppException('NotFound');
    // A timer of the instance that is due fires first, as the timer service would have: the step may no
    // longer be open after it (an interrupting timer on it), and the engine must never be signalled at a
    // step its expired timer is taking away (that never settled). What the timer did stands whatever the
    // answer to this call.
    const timerFired = instance?.status === 'running' && (await this.fireDueTimers(m, instance));
    const refuse = (key: ErrorKey) => (timerFired ? new RefusalAfterWork(key) : new AppException(key));
    const [task] = await returning<CompletedTask>(
      m,
      `UPDATE wf_task SET status = 'completed', result = $2, comment = $3, completed_by = $4, completed_at = now()
        WHERE id = $1 AND status = 'open'
          AND ${mayAct('', '$4', '$5')}
        RETURNING id, element_id AS "elementId", execution_id AS "executionId", name, assignee_id AS "assigneeId", on_behalf_of AS "onBehalfOf"`,
      [taskId, result, text, actor.userId, actor.roleIdList],
    );
    if (!task) {
      const { status } = await m.findOneOrFail(WfTask, { select: { status: true }, where: { id: taskId } });
      if (timerFired && status === 'cancelled') throw refuse(WorkflowError.stepTimedOut);
      throw refuse(status !== 'open' ? WorkflowError.taskDone : WorkflowError.notYourTask);
    }
    if (instance?.status !== 'running') throw refuse(WorkflowError.taskDone);
    const model = await this.definitions.modelById(m, instance.definitionId);
    let snap: EngineSnapshot;
    try {
      snap = await this.runtime.signal(model, instance.state, task.executionId, { result, comment: text, by: actor.userId });
    } catch (e) {
      if (e instanceof TaskNotWaitingError) throw new AppException(WorkflowError.taskDone);
      // a timer that expired in the moment since fireDueTimers looked: this transaction (the task marked
      // completed) is undone, the timer service fires it, and a retry meets it fired
      if (e instanceof TimerDueError) throw new AppException(WorkflowError.stepTimedOut);
      throw e;
    }
    await m.insert(WfHistory, {
      instanceId: instance.id,
      taskId: task.id,
      elementId: task.elementId,
      elementName: task.name,
      action: result === ApprovalResult.Agree ? 'approve' : 'reject',
      actorId: actor.userId,
      onBehalfOf: task.assigneeId === actor.userId ? task.onBehalfOf : null,
      comment: text,
    });
    await this.saveState(m, instance, snap);
    await this.afterStep(m, instance, model, snap, actor);
  }

  // A BPMN timer came due: resuming the instance lets every overdue timer fire.
  async fireTimers(m: EntityManager, instanceId: string): Promise<void> {
    const instance = await this.lockInstance(m, instanceId);
    if (!instance || instance.status !== 'running') return;
    await this.resumeForTimers(m, instance);
  }

  // Fires the instance's BPMN timers that are due, with the instance locked by the caller; answers whether
  // there were any. Due by the database's clock or by this process's, which is the one the engine reads.
  private async fireDueTimers(m: EntityManager, instance: WfInstance): Promise<boolean> {
    // a definition without timer events keeps no engine timers: nothing to look for (the model is cached)
    if (!(await this.definitions.modelById(m, instance.definitionId)).timed) return false;
    const due = await m.query(`SELECT 1 FROM wf_timer WHERE instance_id = $1 AND kind = 'bpmn' AND due_at <= GREATEST(now(), $2::timestamptz) LIMIT 1`, [instance.id, new Date()]);
    if (!due.length) return false;
    await this.resumeForTimers(m, instance);
    return true;
  }

  private async resumeForTimers(m: EntityManager, instance: WfInstance): Promise<void> {
    const instanceId = instance.id;
    const model = await this.definitions.modelById(m, instance.definitionId);
    const snap = await this.runtime.resume(model, instance.state);
    await m.insert(WfHistory, { instanceId, action: 'timer' });
    await this.saveState(m, instance, snap);
    // no person moved the flow: a step it ends with is the system's
    await this.afterStep(m, instance, model, snap, SYSTEM_ACTOR);
  }

  // The starter takes a request back while nobody has acted on it yet; it is a draft again. `seen` is the
  // record as read (not locked) by the caller: the instance is locked first, then the record is locked
  // and read again, since an approval may have ended the flow in between.
  async withdraw(ctx: OpContext, seen: Row): Promise<void> {
    const m = ctx.manager;
    const notInApproval = () => new AppException(WorkflowError.onlyInApprovalWithdraws);
    if (seen.status !== BusinessStatus.InApproval || !seen.instanceId) throw notInApproval();
    const instance = await this.lockInstance(m, seen.instanceId);
    const record = await this.lockRecord(m, ctx.resource.name, seen.id);
    if (!instance || !record || record.status !== BusinessStatus.InApproval || record.instanceId !== instance.id) throw notInApproval();
    if (instance.starterId !== ctx.user!.userId) throw new AppException(WorkflowError.onlyApplicantWithdraws);
    if (await m.exists(WfTask, { where: { instanceId: instance.id, status: 'completed' } })) {
      throw new AppException(WorkflowError.approverActed);
    }
    await m.update(WfInstance, { id: instance.id }, { status: 'withdrawn', endedAt: new Date(), state: null as never });
    await m.update(WfTask, { instanceId: instance.id, status: 'open' }, { status: 'cancelled' });
    await m.delete(WfTimer, { instanceId: instance.id });
    await m.insert(WfHistory, { instanceId: instance.id, action: 'withdraw', actorId: ctx.user!.userId });
    await this.setRecord(m, ctx.resource.name, record.id, { status: BusinessStatus.Draft, result: null, instanceId: null });
    await writeAudit(ctx, 'withdraw', record.id, { status: { old: BusinessStatus.InApproval, new: BusinessStatus.Draft } });
    await this.registry.runHooks(ctx, 'withdraw', 'after', { record });
  }

  // Ends a request unapproved for a reason outside its flow (the dispatch order it was made for was
  // cancelled): a running flow stops (open tasks cancelled, timers dropped) and its module's finish hooks
  // undo what the request held, as after a disagreement; a draft is finished as it is. Either way the
  // request is finished and can no longer be edited or submitted.
  async closeUnapproved(ctx: OpContext, resource: string, id: number, reason: MessageRef): Promise<void> {
    const m = ctx.manager;
    const def = this.registry.resource(resource)!;
    const seen = (await m.findOneBy(def.entity!, { id } as never)) as Row | null;
    if (!seen || seen.status === BusinessStatus.Finished) return;
    const instance = seen.instanceId ? await this.lockInstance(m, seen.instanceId) : null;
    const record = await this.lockRecord(m, resource, id);
    if (!record || record.status === BusinessStatus.Finished) return;
    await this.setRecord(m, resource, id, { status: BusinessStatus.Finished, result: ApprovalResult.Disagree });
    await writeAudit({ ...ctx, resource: def }, 'close', id, { status: { old: record.status, new: BusinessStatus.Finished } });
    if (!instance || instance.status !== 'running' || record.status !== BusinessStatus.InApproval) return;
    await m.update(WfInstance, { id: instance.id }, { status: 'completed', result: ApprovalResult.Disagree, endedAt: new Date() });
    await m.update(WfTask, { instanceId: instance.id, status: 'open' }, { status: 'cancelled' });
    await m.delete(WfTimer, { instanceId: instance.id });
    await m.insert(WfHistory, { instanceId: instance.id, action: 'close', actorId: ctx.user?.userId ?? null, commentKey: reason.key, commentParams: (reason.params ?? null) as never });
    await this.runFinishHooks({ ...ctx, resource: def }, instance, { record: { ...record, status: BusinessStatus.Finished, result: ApprovalResult.Disagree }, result: ApprovalResult.Disagree, instance });
  }

  // Scalar fields of the record are the flow's variables (days, hours, amount ...).
  private variables(fields: Record<string, { type: string }>, record: Row): Row {
    const out: Row = { id: record.id };
    for (const [name, f] of Object.entries(fields)) {
      const v = record[name];
      if (v === undefined || f.type === 'json' || f.type === 'refs' || f.type === 'password') continue;
      out[name] = v instanceof Date ? v.toISOString() : v;
    }
    return out;
  }

  // The first lock every command on an instance takes.
  lockInstance(m: EntityManager, id: string): Promise<WfInstance | null> {
    return m.createQueryBuilder(WfInstance, 'i').setLock('pessimistic_write').where('i.id = :id', { id }).getOne();
  }

  // The same lock, found from one of the instance's tasks in the same statement.
  private lockInstanceOfTask(m: EntityManager, taskId: number): Promise<WfInstance | null> {
    return m.createQueryBuilder(WfInstance, 'i').setLock('pessimistic_write').where('i.id = (SELECT t.instance_id FROM wf_task t WHERE t.id = :taskId)', { taskId }).getOne();
  }

  // The business record, locked after its instance (see the lock order above).
  private async lockRecord(m: EntityManager, resource: string, id: number): Promise<Row | null> {
    const def = this.registry.resource(resource)!;
    return (await m.createQueryBuilder(def.entity!, 'r').setLock('pessimistic_write').where('r.id = :id', { id }).getOne()) as Row | null;
  }

  private async saveState(m: EntityManager, instance: WfInstance, snap: EngineSnapshot) {
    const trail = [...(instance.trail ?? []), ...snap.trail];
    const res = await m.update(WfInstance, { id: instance.id, rev: instance.rev }, { state: snap.state as never, trail: trail as never, rev: instance.rev + 1 });
    if (!res.affected) throw new AppException(WorkflowError.taskDone);
    instance.rev += 1;
    instance.state = snap.state;
    instance.trail = trail;
  }

  // After the engine moved: tasks for the steps now waiting, timers, and the end of the flow. An instance
  // just started has no tasks yet to look for.
  private async afterStep(m: EntityManager, instance: WfInstance, model: DefinitionModel, snap: EngineSnapshot, actor: CurrentUser, { started = false } = {}) {
    const open = started ? [] : await m.find(WfTask, { where: { instanceId: instance.id, status: 'open' } });
    const waiting = new Set(snap.waiting.map((w) => w.executionId));
    const gone = open.filter((t) => !waiting.has(t.executionId)).map((t) => t.id);
    if (gone.length) await m.update(WfTask, { id: In(gone) }, { status: 'cancelled' });
    const known = new Set(open.map((t) => t.executionId));
    for (const w of snap.waiting.filter((x) => !known.has(x.executionId))) await this.createTask(m, instance, model, w);

    // the engine's timers as they now stand; an ended flow drops all of its timers in finish
    if (snap.ended) return this.finish(m, instance, model, snap, actor);
    if (!model.timed) return;
    await m.delete(WfTimer, { instanceId: instance.id, kind: 'bpmn' });
    for (const t of snap.timers) await m.insert(WfTimer, { instanceId: instance.id, kind: 'bpmn', executionId: t.executionId, dueAt: t.expireAt });
  }

  private async createTask(m: EntityManager, instance: WfInstance, model: DefinitionModel, w: { elementId: string; executionId: string }) {
    const info = model.userTasks[w.elementId];
    const rule = parseApproverRule(info?.assignee, info?.candidateGroups);
    const ctx = { flowType: instance.flowType, step: w.elementId, starterId: instance.starterId, deptId: instance.deptId, companyId: instance.companyId, at: new Date() };
    let assigneeId: number | null = null;
    let onBehalfOf: number | null = null;
    let candidateUserIds: number[] = [];
    let candidateRoleIds: number[] = [];
    if (rule.kind === 'roles') {
      candidateRoleIds = (await m.query('SELECT id FROM sys_role WHERE name = ANY($1)', [rule.roles])).map((r: Row) => r.id);
    }
    const resolved = await this.approvers.resolve(m, rule, ctx);
    if (!resolved.length) {
      const name = info?.name ?? w.elementId;
      throw new AppException(WorkflowError.noApprover, { step: name });
    }
    if (rule.kind !== 'roles') {
      if (resolved.length === 1) ({ userId: assigneeId, onBehalfOf } = resolved[0]);
      else candidateUserIds = resolved.map((r) => r.userId);
    }
    const due = durationMs(info?.dueDate);
    const task = await m.save(
      m.create(WfTask, {
        instanceId: instance.id,
        flowType: instance.flowType,
        elementId: w.elementId,
        executionId: w.executionId,
        name: info?.name ?? w.elementId,
        nameEn: info?.nameEn ?? null,
        assigneeId,
        onBehalfOf,
        candidateUserIds,
        candidateRoleIds,
        title: instance.title,
        titleEn: instance.titleEn,
        businessEntity: instance.businessEntity,
        businessId: instance.businessId,
        starterId: instance.starterId,
        dueAt: due ? new Date(Date.now() + due) : null,
      }),
    );
    if (task.dueAt) await m.insert(WfTimer, { instanceId: instance.id, kind: 'reminder', taskId: task.id, dueAt: task.dueAt });
    // those who receive mail hear of it, with a link that opens the task
    await this.notifier.notify(m, {
      userIds: resolved.map((r) => r.userId),
      message: { key: WorkflowMessage.waiting, params: { title: titleOf(instance), step: stepOf(task) } },
      link: `/home/myAgency?task=${task.id}`,
      // in-app, the to-do list and the header bell show it already
      channels: [NotifyChannelName.Mail],
    });
  }

  private async finish(m: EntityManager, instance: WfInstance, model: DefinitionModel, snap: EngineSnapshot, actor: CurrentUser) {
    const result = snap.endElementId && model.endResults[snap.endElementId] === 'disagree' ? ApprovalResult.Disagree : ApprovalResult.Agree;
    await m.update(WfInstance, { id: instance.id }, { status: 'completed', result, endedAt: new Date(), endElementId: snap.endElementId });
    instance.status = 'completed';
    // no open task is left: afterStep cancelled every one the ended engine no longer waits for
    await m.delete(WfTimer, { instanceId: instance.id });
    await m.insert(WfHistory, { instanceId: instance.id, action: 'end', elementId: snap.endElementId, comment: result });
    await this.setRecord(m, instance.businessEntity, instance.businessId, { status: BusinessStatus.Finished, result });
    // effects of a finished flow (leave days, staff records) are the business module's keyed hooks
    const def = this.registry.resource(instance.businessEntity)!;
    const agreed = result === ApprovalResult.Agree;
    await this.notifier.notify(m, {
      userIds: [instance.starterId],
      message: { key: agreed ? WorkflowMessage.approved : WorkflowMessage.rejected, params: { title: titleOf(instance) } },
      link: def.menu ? `/home/${def.menu}` : null,
      msgType: 'approval',
    });
    const record = await m.findOneByOrFail(def.entity!, { id: instance.businessId } as never);
    await this.runFinishHooks({ user: actor, manager: m, resource: def }, instance, { record, result, instance });
  }

  // A module's effects of a finished flow run as whoever ended it (the last approver, the one who closed
  // it, or SYSTEM_ACTOR for a timer) and in the applicant's language (the one they last signed in with),
  // since what the hooks write (messages, texts) is for the applicant.
  private async runFinishHooks(ctx: Pick<OpContext, 'user' | 'manager' | 'resource'> & Partial<OpContext>, instance: WfInstance, payload: FinishPayload): Promise<void> {
    const applicant = await ctx.manager.findOne(SysUser, { select: { id: true, lang: true }, where: { id: instance.starterId } });
    const lang: Lang = applicant?.lang === 'en' ? 'en' : 'zh';
    await this.registry.runHooks({ body: {}, files: [], ...ctx, user: ctx.user ?? SYSTEM_ACTOR, lang, operation: 'finish' }, 'finish', 'after', payload);
  }

  private async setRecord(m: EntityManager, resource: string, id: number, patch: Row) {
    const def = this.registry.resource(resource)!;
    // the flow's own columns, written without the hooks and checks of a user's edit
    await m.createQueryBuilder().update(def.entity!).set(patch).where('id = :id', { id }).execute();
  }
}
