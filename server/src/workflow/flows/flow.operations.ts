import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import { CrudService } from '../../core/resource/crud.service';
import type { ResourceDef } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import type { OpContext } from '../../core/resource/op-context';
import { ID_BODY, OperationBody } from '../../core/resource/operation-body';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { ApprovalResult, BusinessStatus, DRAFTS_ONLY, FLOW_OPERATIONS, type FlowOperation } from '../flow-entity';
import { FlowDetailService } from '../tasks/flow-detail.service';
import { WorkflowError } from '../workflow.errors';
import { FlowService } from './flow.service';
import { COMMENT, TASK_ID } from './task-approval.operations';

const BY_INSTANCE: OperationBody = { instanceId: { type: 'string', label: L('流程实例', 'Instance'), required: true, max: 36 } };

// Every resource declared with a processId gets the operations its declaration lists in flow.operations
// (submit, withdraw, approve, reject, the flow info), and loses the right to change or delete a record
// once it is submitted (SPEC §4, flow-lock.hooks.ts). The forms offer
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
    // defined only as the declaration lists them, so a search of the resource files finds every route
    const listed = def.flow?.operations ?? [];
    if (!listed.length) throw new Error(`${def.name} is approved through a flow: list its operations in flow.operations (flow-entity.ts FLOW_OPERATIONS)`);
    for (const name of listed) {
      if (!(FLOW_OPERATIONS as readonly string[]).includes(name)) throw new Error(`${def.name} lists flow operation ${name}, which the workflow does not have`);
      this.define(def, name as FlowOperation);
    }
  }

  private define(def: ResourceDef, name: FlowOperation) {
    const perm = def.flow?.submitPerm ?? `${def.menu}:add`;
    const inApproval = { status: [BusinessStatus.InApproval] };
    switch (name) {
      case 'submit':
        return this.registry.defineOperation(
          { resource: def.name, name, perm, write: true, creates: true, body: ID_BODY, ui: { label: L('提交', 'Submit'), placement: 'row', confirm: true, when: DRAFTS_ONLY, afterSave: true } },
          async (ctx) => {
            const record = await this.crud.load(ctx, ctx.body.id, true);
            await this.flows.submit(ctx, record);
            return this.crud.getById(ctx);
          },
        );
      case 'withdraw':
        return this.registry.defineOperation(
          { resource: def.name, name, perm, write: true, body: ID_BODY, ui: { label: L('撤回', 'Withdraw'), placement: 'row', confirm: true, when: inApproval, actWhen: { user: 'starterId' } } },
          async (ctx) => {
            // read, not locked: withdraw locks the instance before the record, as every workflow command does
            const record = await this.crud.load(ctx, ctx.body.id);
            await this.flows.withdraw(ctx, record);
            return this.crud.getById(ctx);
          },
        );
      // SPEC §7's "flow info" of a request: what the approval drawer shows, by the record or by its instance
      case 'getInfoById':
        return this.registry.defineOperation({ resource: def.name, name, perm: def.menu ?? null, body: ID_BODY }, (ctx) =>
          this.flowDetail.detail(ctx, { businessEntity: def.name, businessId: ctx.body.id }),
        );
      case 'getInfoByInstanceId':
        return this.registry.defineOperation({ resource: def.name, name, perm: def.menu ?? null, body: BY_INSTANCE }, (ctx) =>
          this.flowDetail.detail(ctx, { instanceId: ctx.body.instanceId }),
        );
      // SPEC §7 names approve and reject on the business resources. The caller names the task they saw:
      // "my open task on the record" let a repeated request (double click, retry) approve the next step
      // too when one person holds two steps in a row; a task already done answers 409 taskDone instead.
      case 'approve':
      case 'reject': {
        const result = name === 'approve' ? ApprovalResult.Agree : ApprovalResult.Disagree;
        return this.registry.defineOperation({ resource: def.name, name, perm: null, write: true, body: { ...ID_BODY, taskId: TASK_ID, comment: COMMENT } }, async (ctx) => {
          await this.taskOfRecord(ctx, def);
          await this.flows.complete(ctx.manager, ctx.user!, ctx.body.taskId, result, ctx.body.comment);
          return [{ taskId: ctx.body.taskId }];
        });
      }
    }
  }

  // The task named must be one of this record's (read, not locked: complete locks the instance first);
  // whether it is still open and the caller's, complete decides under the lock.
  private async taskOfRecord(ctx: OpContext, def: ResourceDef): Promise<void> {
    const [task] = await ctx.manager.query(`SELECT 1 FROM wf_task WHERE id = $1 AND business_entity = $2 AND business_id = $3`, [ctx.body.taskId, def.name, ctx.body.id]);
    if (!task) throw new AppException(WorkflowError.notTaskOfRecord);
  }
}
