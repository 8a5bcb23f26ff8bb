import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../../core/errors/app.exception';
import { errorEnvelope } from '../../core/api/render-error';
import { CrudService } from '../../core/resource/crud.service';
import { fieldError, validationError } from '../../core/resource/field-validator';
import type { OpContext } from '../../core/resource/op-context';
import { LIST_BODY, OperationBody } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import type { FieldDecl } from '../../core/resource/resource.types';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { parseApproverRule } from '../approvers/approver-rule';
import { ApproverService } from '../approvers/approver.service';
import { WfInstance } from '../engine/wf-instance.entity';
import { ApprovalResult } from '../flow-entity';
import { FlowService } from '../flows/flow.service';
import { DefinitionRegistry } from '../registry/definition-registry.service';
import { WfDefinition } from '../registry/wf-definition.entity';
import { canReadInstance } from './flow-access';
import { counts, done, startedByMe, upcoming } from './my-process.queries';

type Row = Record<string, any>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const L = (zh: string, en: string) => ({ zh, en });

export const COMMENT: FieldDecl = { type: 'text', label: L('审批意见', 'Comment'), max: 1000 };
const TASK_ID: FieldDecl = { type: 'ref', label: L('任务', 'Task'), required: true };
// the task lists' search form: flow type, starter, a date range, keyword in the title (or step name)
const STARTED_LIST: OperationBody = {
  ...LIST_BODY,
  flowType: { type: 'string', label: L('流程类型', 'Flow type'), max: 64 },
  dateRange: { type: 'date', label: L('日期范围', 'Dates'), filter: 'range' },
};
const TASK_LIST: OperationBody = { ...STARTED_LIST, starterId: { type: 'ref', ref: 'sysUser', label: L('发起人', 'Started by') } };
// the instance of a request, named by itself, by its record or by one of its tasks
const INSTANCE_OF: OperationBody = {
  instanceId: { type: 'string', label: L('流程实例', 'Instance'), max: 36 },
  businessEntity: { type: 'string', label: L('业务', 'Business'), max: 64 },
  businessId: { type: 'ref', label: L('业务编号', 'Business id') },
  taskId: { type: 'ref', label: L('任务', 'Task') },
};

@Injectable()
export class MyProcessOperations {
  constructor(
    private readonly flows: FlowService,
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly definitions: DefinitionRegistry,
    private readonly approvers: ApproverService,
  ) {}

  @Operation('MyProcess', 'getUpcomingList', { perm: null, body: TASK_LIST })
  upcoming(ctx: OpContext) {
    return upcoming(ctx.manager, ctx.user!, ctx.body);
  }

  @Operation('MyProcess', 'getDoneList', { perm: null, body: TASK_LIST })
  done(ctx: OpContext) {
    return done(ctx.manager, ctx.user!, ctx.body);
  }

  @Operation('MyProcess', 'getPageList', { perm: null, body: STARTED_LIST })
  started(ctx: OpContext) {
    return startedByMe(ctx.manager, ctx.user!, ctx.body);
  }

  // the count on the my-agency menu entry
  @Operation('MyProcess', 'getCounts', { perm: null, body: {} })
  counts(ctx: OpContext) {
    return counts(ctx.manager, ctx.user!);
  }

  @Operation('MyProcess', 'approve', { perm: null, write: true, body: { taskId: TASK_ID, comment: COMMENT } })
  async approve(ctx: OpContext) {
    await this.flows.complete(ctx.manager, ctx.user!, ctx.body.taskId, ApprovalResult.Agree, ctx.body.comment);
    return [{ taskId: ctx.body.taskId }];
  }

  @Operation('MyProcess', 'reject', { perm: null, write: true, body: { taskId: TASK_ID, comment: COMMENT } })
  async reject(ctx: OpContext) {
    await this.flows.complete(ctx.manager, ctx.user!, ctx.body.taskId, ApprovalResult.Disagree, ctx.body.comment);
    return [{ taskId: ctx.body.taskId }];
  }

  // Bulk: each task in its own transaction, so one refused task does not undo the others; the answer
  // says per task what happened.
  @Operation('MyProcess', 'batchComplete', {
    perm: null,
    body: {
      taskIds: { type: 'refs', label: L('任务', 'Tasks'), required: true, min: 1, max: 200 },
      result: { type: 'enum', label: L('审批结果', 'Result'), options: [ApprovalResult.Agree, ApprovalResult.Disagree], required: true },
      comment: COMMENT,
    },
  })
  async batch(ctx: OpContext) {
    const { taskIds, result, comment } = ctx.body;
    const out: Row[] = [];
    for (const taskId of taskIds as number[]) {
      try {
        await this.ds.transaction((m) => this.flows.complete(m, ctx.user!, taskId, result, comment));
        out.push({ taskId, ok: true });
      } catch (e) {
        const { body } = errorEnvelope(e, ctx.lang);
        out.push({ taskId, ok: false, code: body.code, msg: body.msg });
      }
    }
    return out;
  }

  // The approval drawer: the record read-only, the history, the steps still to come.
  @Operation('MyProcess', 'getDetail', { perm: null, body: INSTANCE_OF })
  async detail(ctx: OpContext) {
    const instance = await this.instanceFor(ctx);
    const def = this.registry.resource(instance.businessEntity)!;
    const m = ctx.manager;
    const record = await m.findOneBy(def.entity!, { id: instance.businessId } as never);
    const [presented] = record ? await this.crud.present({ ...ctx, resource: def }, [record as Row]) : [null];
    const history = await m.query(
      `SELECT h.id, h.action, h.element_id AS "elementId", h.element_name AS "elementName", h.comment, h.at,
              h.actor_id AS "actorId", a.name AS "actorName", h.on_behalf_of AS "onBehalfOf", b.name AS "onBehalfOfName"
         FROM wf_history h LEFT JOIN sys_user a ON a.id = h.actor_id LEFT JOIN sys_user b ON b.id = h.on_behalf_of
        WHERE h.instance_id = $1 ORDER BY h.at, h.id`,
      [instance.id],
    );
    const open = await m.query(
      `SELECT t.id, t.element_id AS "elementId", t.name, t.created_at AS "createdAt", t.due_at AS "dueAt",
              COALESCE((SELECT array_agg(u.name ORDER BY u.id) FROM sys_user u WHERE u.id = t.assignee_id OR u.id = ANY(t.candidate_user_ids)), '{}') AS "approverNames",
              COALESCE((SELECT array_agg(r.name ORDER BY r.id) FROM sys_role r WHERE r.id = ANY(t.candidate_role_ids)), '{}') AS "roleNames",
              ob.name AS "onBehalfOfName"
         FROM wf_task t LEFT JOIN sys_user ob ON ob.id = t.on_behalf_of WHERE t.instance_id = $1 AND t.status = 'open' ORDER BY t.id`,
      [instance.id],
    );
    return [{ instance: { ...instance, state: undefined }, resource: def.name, record: presented, history, pending: open, upcoming: await this.upcomingSteps(ctx, instance, history, open) }];
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
      const names: Row[] = people.length ? await ctx.manager.query('SELECT name FROM sys_user WHERE id = ANY($1) ORDER BY id', [people.map((p) => p.userId)]) : [];
      out.push({ elementId: task.id, name: task.name, approverNames: names.map((n) => n.name), roleNames: rule.kind === 'roles' ? rule.roles : [] });
    }
    return out;
  }

  // The diagram of the version the instance runs on, with what is done and what waits.
  @Operation('activiti', 'getActivitiAddress', { perm: null, body: INSTANCE_OF })
  async diagram(ctx: OpContext) {
    const instance = await this.instanceFor(ctx);
    const def = await ctx.manager.findOneByOrFail(WfDefinition, { id: instance.definitionId });
    const open: Row[] = await ctx.manager.query(`SELECT DISTINCT element_id AS id FROM wf_task WHERE instance_id = $1 AND status = 'open'`, [instance.id]);
    const active = open.map((r) => r.id as string);
    // elements and flows the instance went through; a step waiting again (a loop) counts as active
    const completed = [...new Set(instance.trail ?? [])].filter((id) => !active.includes(id));
    return [{ xml: def.xml, flowType: def.flowType, version: def.version, completed, active }];
  }

  private async instanceFor(ctx: OpContext): Promise<WfInstance> {
    let id = ctx.body.instanceId;
    // from a business screen: the record's latest flow ("follow progress")
    if (id == null && typeof ctx.body.businessEntity === 'string' && typeof ctx.body.businessId === 'number') {
      // a management view's rows are the requests of the resource it views
      const def = this.registry.resource(ctx.body.businessEntity);
      const entity = def?.flow?.of ?? def?.name ?? '';
      id = (await ctx.manager.query('SELECT id FROM wf_instance WHERE business_entity = $1 AND business_id = $2 ORDER BY started_at DESC LIMIT 1', [entity, ctx.body.businessId]))[0]?.id;
      if (!id) throw new AppException('NotFound');
    }
    if (id == null && typeof ctx.body.taskId === 'number') {
      id = (await ctx.manager.query('SELECT instance_id FROM wf_task WHERE id = $1', [ctx.body.taskId]))[0]?.instance_id;
      if (!id) throw new AppException('NotFound');
    }
    if (typeof id !== 'string' || !uuid.test(id)) throw validationError([fieldError('instanceId', { type: 'string', label: { zh: '流程实例', en: 'Instance' } }, 'type')]);
    const instance = await ctx.manager.findOneBy(WfInstance, { id });
    if (!instance) throw new AppException('NotFound');
    if (!(await canReadInstance(ctx.manager, ctx.user!, instance.id))) throw new AppException('Forbidden');
    return instance;
  }
}
