import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import type { Row } from '../../core/resource/row';
import { BusinessStatus } from '../flow-entity';
import { WorkflowError } from '../workflow.errors';

// A request approved through a flow is changed or deleted as a draft only: once submitted, its flow and
// its approvers decide (the declaration's editWhen tells the web the same, see defineFlowResource).
@Injectable()
export class FlowLockHooks {
  @Hook('*.update:before')
  @Hook('*.delete:before')
  lockSubmitted(ctx: OpContext, payload: { current?: Row; records?: Row[] }) {
    if (!ctx.resource.processId) return;
    const rows = payload.records ?? (payload.current ? [payload.current] : []);
    if (rows.some((r) => r.status !== BusinessStatus.Draft)) throw new AppException(WorkflowError.submitted);
  }
}
