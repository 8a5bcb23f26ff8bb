import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { errorEnvelope } from '../../core/api/render-error';
import { writeTransaction } from '../../core/database/write-transaction';
import { L } from '../../core/resource/label';
import type { OpContext } from '../../core/resource/op-context';
import { Operation } from '../../core/resource/resource.decorators';
import type { FieldDecl } from '../../core/resource/resource.types';
import type { Row } from '../../core/resource/row';
import { ApprovalResult } from '../flow-entity';
import { FlowService } from './flow.service';

export const COMMENT: FieldDecl = { type: 'text', label: L('审批意见', 'Comment'), max: 1000 };
export const TASK_ID: FieldDecl = { type: 'ref', label: L('任务', 'Task'), required: true };

// Approving from the to-do list, by task; the business screens approve by record (flow.operations.ts).
@Injectable()
export class TaskApprovalOperations {
  constructor(
    private readonly flows: FlowService,
    private readonly ds: DataSource,
  ) {}

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
        await writeTransaction(this.ds, (m) => this.flows.complete(m, ctx.user!, taskId, result, comment));
        out.push({ taskId, ok: true });
      } catch (e) {
        const { body } = errorEnvelope(e, ctx.lang);
        out.push({ taskId, ok: false, code: body.code, msg: body.msg });
      }
    }
    return out;
  }
}
