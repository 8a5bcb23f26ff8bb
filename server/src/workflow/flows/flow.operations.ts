import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import { CrudService } from '../../core/resource/crud.service';
import type { ResourceDef } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import type { OpContext } from '../../core/resource/op-context';
import { ID_BODY, OperationBody } from '../../core/resource/operation-body';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { ApprovalResult, BusinessStatus, DRAFTS_ONLY } from '../flow-entity';
import { FlowDetailService } from '../tasks/flow-detail.service';
import { mayAct } from '../tasks/task-predicates';
import { WfTask } from '../tasks/wf-task.entity';
import { WorkflowError } from '../workflow.errors';
import { FlowService } from './flow.service';
import { COMMENT } from './task-approval.operations';

// Every resource declared with a processId gets submit, withdraw, approve and reject, and loses the
// right to change or delete a record once it is submitted (SPEC §4, flow-lock.hooks.ts). The forms offer
// "save and submit"; withdraw is the applicant's alone (actWhen: the router refuses anyone else, even an
// administrator who sees everyone's requests).
@Injectable()
export class FlowOperations implements OnModuleInit {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly flowDetail: FlowDetailService,
  ) {}

  onModuleInit(): void {
    for (const def of this.registry.all().filter((d) => d.processId && !d.flow?.view)) this.defineFor(def);
  }

  private defineFor(def: ResourceDef) {
    // the web offers edit and delete where editWhen says; a flow resource declared without the rule the
    // lock hooks enforce would show buttons that always fail
    if (JSON.stringify(def.editWhen) !== JSON.stringify(DRAFTS_ONLY)) {
      throw new Error(`${def.name} is approved through a flow: declare it with defineFlowResource (flow-entity.ts)`);
    }
    const perm = def.flow?.submitPerm ?? `${def.menu}:add`;
    const inApproval = { status: [BusinessStatus.InApproval] };
    this.registry.defineOperation(
      { resource: def.name, name: 'submit', perm, write: true, body: ID_BODY, ui: { label: L('提交', 'Submit'), placement: 'row', confirm: true, when: DRAFTS_ONLY, afterSave: true } },
      async (ctx) => {
        const record = await this.crud.load(ctx, ctx.body.id, true);
        await this.flows.submit(ctx, record);
        return this.crud.getById(ctx);
      },
    );
    this.registry.defineOperation(
      { resource: def.name, name: 'withdraw', perm, write: true, body: ID_BODY, ui: { label: L('撤回', 'Withdraw'), placement: 'row', confirm: true, when: inApproval, actWhen: { user: 'starterId' } } },
      async (ctx) => {
        // read, not locked: withdraw locks the instance before the record, as every workflow command does
        const record = await this.crud.load(ctx, ctx.body.id);
        await this.flows.withdraw(ctx, record);
        return this.crud.getById(ctx);
      },
    );
    // SPEC §7's "flow info" of a request: what the approval drawer shows, by the record or by its instance
    this.registry.defineOperation({ resource: def.name, name: 'getInfoById', perm: def.menu ?? null, body: ID_BODY }, (ctx) =>
      this.flowDetail.detail(ctx, { businessEntity: def.name, businessId: ctx.body.id }),
    );
    const byInstance: OperationBody = { instanceId: { type: 'string', label: L('流程实例', 'Instance'), required: true, max: 36 } };
    this.registry.defineOperation({ resource: def.name, name: 'getInfoByInstanceId', perm: def.menu ?? null, body: byInstance }, (ctx) =>
      this.flowDetail.detail(ctx, { instanceId: ctx.body.instanceId }),
    );
    // SPEC §7 names approve and reject on the business resources: the caller's open task on the record
    for (const [name, result] of [['approve', ApprovalResult.Agree], ['reject', ApprovalResult.Disagree]] as const) {
      this.registry.defineOperation({ resource: def.name, name, perm: null, write: true, body: { ...ID_BODY, comment: COMMENT } }, async (ctx) => {
        const task = await this.myOpenTask(ctx, def);
        await this.flows.complete(ctx.manager, ctx.user!, task.id, result, ctx.body.comment);
        return [{ taskId: task.id }];
      });
    }
  }

  private async myOpenTask(ctx: OpContext, def: ResourceDef): Promise<WfTask> {
    const id: number = ctx.body.id; // a safe integer: declared by ID_BODY
    const [task] = await ctx.manager.query(
      `SELECT id FROM wf_task WHERE business_entity = $1 AND business_id = $2 AND status = 'open'
          AND ${mayAct('', '$3', '$4')} ORDER BY id LIMIT 1`,
      [def.name, id, ctx.user!.userId, ctx.user!.roleIdList],
    );
    if (!task) throw new AppException(WorkflowError.notYourTask);
    return task as WfTask;
  }
}
