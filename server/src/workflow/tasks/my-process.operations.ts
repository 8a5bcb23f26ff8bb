import { Injectable } from '@nestjs/common';
import { L } from '../../core/resource/label';
import type { OpContext } from '../../core/resource/op-context';
import { LIST_BODY, OperationBody } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { FlowDetailService } from './flow-detail.service';
import { counts, done, startedByMe, upcoming } from './my-process.queries';

// the task lists' search form: flow type, starter, a date range, keyword in the title (or step name)
const STARTED_LIST: OperationBody = {
  ...LIST_BODY,
  flowType: { type: 'string', label: L('流程类型', 'Flow type'), max: 64 },
  dateRange: { type: 'date', label: L('日期范围', 'Dates'), filter: 'range' },
};
// the task lists also narrow to some records of one resource: a management screen asks which of its
// selected requests wait for the reader, then completes those tasks by id
const TASK_LIST: OperationBody = {
  ...STARTED_LIST,
  starterId: { type: 'ref', ref: 'sysUser', label: L('发起人', 'Started by') },
  businessEntity: { type: 'string', label: L('业务', 'Business'), max: 64 },
  businessIds: { type: 'refs', label: L('业务编号', 'Business ids'), max: 200 },
};
// the instance of a request, named by itself, by its record or by one of its tasks
const INSTANCE_OF: OperationBody = {
  instanceId: { type: 'string', label: L('流程实例', 'Instance'), max: 36 },
  businessEntity: { type: 'string', label: L('业务', 'Business'), max: 64 },
  businessId: { type: 'ref', label: L('业务编号', 'Business id') },
  taskId: { type: 'ref', label: L('任务', 'Task') },
};

// The approver's and the applicant's lists and what they open; approving is flows/task-approval.operations.ts.
@Injectable()
export class MyProcessOperations {
  constructor(private readonly flowDetail: FlowDetailService) {}

  @Operation('MyProcess', 'getUpcomingList', { perm: null, body: TASK_LIST })
  upcoming(ctx: OpContext) {
    return upcoming(ctx.manager, ctx.user!, ctx.body, ctx.lang);
  }

  @Operation('MyProcess', 'getDoneList', { perm: null, body: TASK_LIST })
  done(ctx: OpContext) {
    return done(ctx.manager, ctx.user!, ctx.body, ctx.lang);
  }

  @Operation('MyProcess', 'getPageList', { perm: null, body: STARTED_LIST })
  started(ctx: OpContext) {
    return startedByMe(ctx.manager, ctx.user!, ctx.body, ctx.lang);
  }

  // the count on the my-agency menu entry
  @Operation('MyProcess', 'getCounts', { perm: null, body: {} })
  counts(ctx: OpContext) {
    return counts(ctx.manager, ctx.user!);
  }

  @Operation('MyProcess', 'getDetail', { perm: null, body: INSTANCE_OF })
  detail(ctx: OpContext) {
    return this.flowDetail.detail(ctx, ctx.body);
  }

  // where a link to a task leads: mine to act on, read-only (done, or someone else's), or unavailable
  @Operation('MyProcess', 'getTask', { perm: null, body: { taskId: { type: 'ref', label: L('任务', 'Task'), required: true } } })
  task(ctx: OpContext) {
    return this.flowDetail.taskState(ctx, ctx.body.taskId as number);
  }

  @Operation('activiti', 'getActivitiAddress', { perm: null, body: INSTANCE_OF })
  diagram(ctx: OpContext) {
    return this.flowDetail.diagram(ctx, ctx.body);
  }
}
