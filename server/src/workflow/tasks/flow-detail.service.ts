import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import { CrudService } from '../../core/resource/crud.service';
import { renderMessage } from '../../core/notify/message-texts';
import { fieldError, validationError } from '../../core/resource/field-validator';
import { L } from '../../core/resource/label';
import type { OpContext } from '../../core/resource/op-context';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import type { Row } from '../../core/resource/row';
import { parseApproverRule } from '../approvers/approver-rule';
import { ApproverService } from '../approvers/approver.service';
import { WfInstance } from '../engine/wf-instance.entity';
import { DefinitionRegistry } from '../registry/definition-registry.service';
import { WfDefinition } from '../registry/wf-definition.entity';
import { canReadInstance } from './flow-access';
import { mayAct } from './task-predicates';
import { inLang, titleOf } from './reader-language';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The instance of a request, named by itself, by its record or by one of its tasks: as callers send it,
// checked here.
export interface InstanceRef {
  instanceId?: unknown;
  businessEntity?: unknown;
  businessId?: unknown;
  taskId?: unknown;
}

// What one reads of a flow: the approval drawer and the diagram, for the to-do lists and for the
// business screens alike, under the flow's own reading rights (canReadInstance).
@Injectable()
export class FlowDetailService {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly definitions: DefinitionRegistry,
    private readonly approvers: ApproverService,
  ) {}

  // The approval drawer: the record read-only, the history, the steps still to come.
  async detail(ctx: OpContext, ref: InstanceRef) {
    const instance = await this.instanceFor(ctx, ref);
    const def = this.registry.resource(instance.businessEntity)!;
    const m = ctx.manager;
    const record = await m.findOneBy(def.entity!, { id: instance.businessId } as never);
    const [presented] = record ? await this.crud.present({ ...ctx, resource: def }, [record as Row]) : [null];
    const history = await m.query(
      `SELECT h.id, h.action, h.element_id AS "elementId", h.element_name AS "elementName", h.comment, h.comment_key AS "commentKey",
              h.comment_params AS "commentParams", h.at,
              h.actor_id AS "actorId", ${inLang(ctx.lang, 'a.name', 'a.en_name')} AS "actorName", h.on_behalf_of AS "onBehalfOf",
              ${inLang(ctx.lang, 'b.name', 'b.en_name')} AS "onBehalfOfName"
         FROM wf_history h LEFT JOIN sys_user a ON a.id = h.actor_id LEFT JOIN sys_user b ON b.id = h.on_behalf_of
        WHERE h.instance_id = $1 ORDER BY h.at, h.id`,
      [instance.id],
    );
    // what the system said (why a request was closed) in the reader's language; an approver's words as written
    for (const h of history) {
      if (h.commentKey) h.comment = renderMessage(h.commentKey, h.commentParams, ctx.lang)?.title ?? h.commentKey;
      delete h.commentKey;
      delete h.commentParams;
    }
    const open = await m.query(
      `SELECT t.id, t.element_id AS "elementId", t.name, t.created_at AS "createdAt", t.due_at AS "dueAt",
              COALESCE((SELECT array_agg(${inLang(ctx.lang, 'u.name', 'u.en_name')} ORDER BY u.id) FROM sys_user u WHERE u.id = t.assignee_id OR u.id = ANY(t.candidate_user_ids)), '{}') AS "approverNames",
              COALESCE((SELECT array_agg(${inLang(ctx.lang, 'r.name', 'r.en_name')} ORDER BY r.id) FROM sys_role r WHERE r.id = ANY(t.candidate_role_ids)), '{}') AS "roleNames",
              ${inLang(ctx.lang, 'ob.name', 'ob.en_name')} AS "onBehalfOfName",
              ${mayAct('t', '$2', '$3')} AS "mine"
         FROM wf_task t LEFT JOIN sys_user ob ON ob.id = t.on_behalf_of WHERE t.instance_id = $1 AND t.status = 'open' ORDER BY t.id`,
      // mine: the reader may act on it, so any list's "Progress" offers to approve (an insurance approvals
      // screen), not only the to-do list
      [instance.id, ctx.user?.userId ?? 0, ctx.user?.roleIdList ?? []],
    );
    const upcoming = await this.upcomingSteps(ctx, instance, history, open);
    if (ctx.lang === 'en') await this.inEnglish(ctx, instance, history, open, upcoming);
    return [{ instance: { ...instance, title: titleOf(instance)[ctx.lang], state: undefined }, resource: def.name, record: presented, history, pending: open, upcoming }];
  }

  // What a link to a task (?task=12 in a mail) leads to, so the screen can say it rather than fail:
  // the task open and mine to act on; open for someone else or done (who handled it, how and when, or
  // that it was cancelled), read-only; or unavailable, the same answer for a task that does not exist and
  // one whose flow the caller may not read, which tells nothing about other people's tasks.
  async taskState(ctx: OpContext, taskId: number) {
    const user = ctx.user!;
    const [task]: Row[] = await ctx.manager.query(
      `SELECT t.id AS "taskId", t.instance_id AS "instanceId", t.status, t.result, t.completed_at AS "completedAt",
              ${inLang(ctx.lang, 'c.name', 'c.en_name')} AS "completedByName", ${mayAct('t', '$2', '$3')} AS "mayAct"
         FROM wf_task t LEFT JOIN sys_user c ON c.id = t.completed_by WHERE t.id = $1`,
      [taskId, user.userId, user.roleIdList],
    );
    if (!task || !(await canReadInstance(ctx.manager, user, task.instanceId as string))) return [{ taskId, state: 'unavailable' }];
    const state = task.status !== 'open' ? task.status : task.mayAct ? 'mine' : 'others';
    return [{ taskId, state, instanceId: task.instanceId, result: task.result, completedAt: task.completedAt, completedByName: task.completedByName }];
  }

  // Step, event and process names as the file names them in English (camunda:property nameEn); what
  // has no English stays as written.
  private async inEnglish(ctx: OpContext, instance: WfInstance, history: Row[], open: Row[], upcoming: Row[]) {
    const model = await this.definitions.modelById(ctx.manager, instance.definitionId);
    const step = (elementId: unknown, fallback: unknown) => (typeof elementId === 'string' && model.namesEn[elementId]) || fallback;
    for (const h of history) h.elementName = h.action === 'submit' ? (model.processNameEn ?? h.elementName) : step(h.elementId, h.elementName);
    for (const t of [...open, ...upcoming]) t.name = step(t.elementId, t.name);
  }

  // The diagram of the version the instance runs on, with what is done and what waits.
  async diagram(ctx: OpContext, ref: InstanceRef) {
    const instance = await this.instanceFor(ctx, ref);
    const def = await ctx.manager.findOneByOrFail(WfDefinition, { id: instance.definitionId });
    const open: Row[] = await ctx.manager.query(`SELECT DISTINCT element_id AS id FROM wf_task WHERE instance_id = $1 AND status = 'open'`, [instance.id]);
    const active = open.map((r) => r.id as string);
    // elements and flows the instance went through; a step waiting again (a loop) counts as active
    const completed = [...new Set(instance.trail ?? [])].filter((id) => !active.includes(id));
    return [{ xml: await this.definitions.diagramXml(def, ctx.lang), flowType: def.flowType, version: def.version, completed, active }];
  }

  // Steps of the flow not reached yet, with who would approve them now: the timeline's "still to come".
  // Gateways may skip some; the drawer says "possible".
  private async upcomingSteps(ctx: OpContext, instance: WfInstance, history: Row[], open: Row[]) {
    if (instance.status !== 'running') return [];
    const model = await this.definitions.modelById(ctx.manager, instance.definitionId);
    const seen = new Set([...history.map((h) => h.elementId), ...open.map((t) => t.elementId)]);
    const out: Row[] = [];
    for (const task of Object.values(model.userTasks).filter((t) => !seen.has(t.id))) {
      const rule = parseApproverRule(task.assignee, task.candidateGroups);
      const actx = { flowType: instance.flowType, step: task.id, starterId: instance.starterId, deptId: instance.deptId, companyId: instance.companyId, at: new Date() };
      const people = await this.approvers.resolve(ctx.manager, rule, actx);
      const names: Row[] = people.length ? await ctx.manager.query(`SELECT ${inLang(ctx.lang, 'name', 'en_name')} AS name FROM sys_user WHERE id = ANY($1) ORDER BY id`, [people.map((p) => p.userId)]) : [];
      out.push({ elementId: task.id, name: task.name, approverNames: names.map((n) => n.name), roleNames: rule.kind === 'roles' ? await this.roleNames(ctx, rule.roles) : [] });
    }
    return out;
  }

  // the file names roles as they are called in Chinese; an English reader reads the role's English name
  private async roleNames(ctx: OpContext, roles: string[]): Promise<string[]> {
    if (ctx.lang !== 'en') return roles;
    const rows: Row[] = await ctx.manager.query(`SELECT name, ${inLang(ctx.lang, 'name', 'en_name')} AS shown FROM sys_role WHERE name = ANY($1)`, [roles]);
    return roles.map((r) => (rows.find((x) => x.name === r)?.shown as string | undefined) ?? r);
  }

  private async instanceFor(ctx: OpContext, ref: InstanceRef): Promise<WfInstance> {
    let id = ref.instanceId;
    // from a business screen: the record's latest flow ("follow progress")
    if (id == null && typeof ref.businessEntity === 'string' && typeof ref.businessId === 'number') {
      // a management view's rows are the requests of the resource it views
      const def = this.registry.resource(ref.businessEntity);
      const entity = def?.flow?.of ?? def?.name ?? '';
      id = (await ctx.manager.query('SELECT id FROM wf_instance WHERE business_entity = $1 AND business_id = $2 ORDER BY started_at DESC LIMIT 1', [entity, ref.businessId]))[0]?.id;
      if (!id) throw new AppException('NotFound');
    }
    if (id == null && typeof ref.taskId === 'number') {
      id = (await ctx.manager.query('SELECT instance_id FROM wf_task WHERE id = $1', [ref.taskId]))[0]?.instance_id;
      if (!id) throw new AppException('NotFound');
    }
    if (typeof id !== 'string' || !uuid.test(id)) throw validationError([fieldError('instanceId', { type: 'string', label: L('流程实例', 'Instance') }, 'type')]);
    const instance = await ctx.manager.findOneBy(WfInstance, { id });
    if (!instance) throw new AppException('NotFound');
    if (!(await canReadInstance(ctx.manager, ctx.user!, instance.id))) throw new AppException('Forbidden');
    return instance;
  }
}
