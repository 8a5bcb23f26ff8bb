import { Injectable } from '@nestjs/common';
import { decidesBeyond } from '../../core/access/delegation';
import { treeWithinRights } from '../../core/access/dept-tree';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import type { Row } from '../../core/resource/row';
import { ApproverService } from './approver.service';
import { WorkflowError } from '../workflow.errors';

@Injectable()
export class ApproverHooks {
  constructor(private readonly approvers: ApproverService) {}

  // Leading, approving and standing in are rights (ARCHITECTURE §5a): nobody appoints themselves, an
  // administrator included; the row as it will be names someone else (naming one's own agent is fine).
  @Hook('SysDeptLeader.insert:before')
  @Hook('SysDeptLeader.update:before')
  notSelf(ctx: OpContext, { input, current }: { input: Row; current?: Row }) {
    selfAppointed(ctx, { ...current, ...input }, 'userId');
  }

  @Hook('ActivitiApproveReplace.insert:before')
  @Hook('ActivitiApproveReplace.update:before')
  async checkAgent(ctx: OpContext, { input, current }: { input: Row; current?: Row }) {
    const row = { ...current, ...input };
    selfAppointed(ctx, row, 'agentId');
    await agentReach(ctx, row);
    // the period's order is declared (approvers.resources.ts)
    if (row.userId === row.agentId) throw new AppException(WorkflowError.agentIsApprover, {}, [{ field: 'agentId', reason: 'same' }]);
  }

  // a period that is already running takes effect at once, not at the next sweep
  @Hook('ActivitiApproveReplace.insert:after')
  @Hook('ActivitiApproveReplace.update:after')
  @Hook('ActivitiApproveReplace.delete:after')
  async applyNow(ctx: OpContext) {
    await this.approvers.reassignForAgents(ctx.manager);
  }

  @Hook('approvalUser.delete:before')
  async approverDelete(ctx: OpContext, { records }: { records: Row[] }) {
    await companyWide(ctx, records);
  }

  @Hook('approvalUser.insert:before')
  @Hook('approvalUser.update:before')
  async checkValidity(ctx: OpContext, { input, current }: { input: Row; current?: Row }) {
    const row = { ...current, ...input };
    await companyWide(ctx, current ? [current, row] : [row]);
    selfAppointed(ctx, row, 'userId');
  }
}

function selfAppointed(ctx: OpContext, row: Row, field: string) {
  if (ctx.user && row[field] === ctx.user.userId) throw new AppException(WorkflowError.selfAppointed, {}, [{ field, reason: 'self' }]);
}

// A row naming neither company nor department routes every company's requests: only a caller with all
// data rights writes or removes one. A row naming a company alone routes all of the company's own
// departments, which must lie within the caller's rights (the scoped fields keep named ones within).
async function companyWide(ctx: OpContext, rows: Row[]) {
  const user = ctx.user;
  if (!user || user.scope.all) return;
  if (rows.some((r) => r.companyId == null && r.deptId == null)) throw new AppException('DeptOutOfScope', {}, [{ field: 'companyId', reason: 'scope' }]);
  const companies = rows.filter((r) => r.deptId == null).map((r) => r.companyId as number);
  if (!(await treeWithinRights(ctx.manager, user, companies, 'company'))) throw new AppException('DeptOutOfScope', {}, [{ field: 'companyId', reason: 'scope' }]);
}

// An agent decides what the row allows: a department (scoped), a company's departments, or, naming
// neither, all the absent person decides. Naming one's own agent passes on one's own authority.
async function agentReach(ctx: OpContext, row: Row) {
  const user = ctx.user;
  if (!user || user.scope.all || row.deptId != null || row.userId === user.userId) return;
  if (row.companyId != null) {
    if (!(await treeWithinRights(ctx.manager, user, [row.companyId as number], 'company'))) throw new AppException('DeptOutOfScope', {}, [{ field: 'companyId', reason: 'scope' }]);
    return;
  }
  if (await decidesBeyond(ctx.manager, user, [row.userId as number])) throw new AppException('LeadsBeyondOwn', {}, [{ field: 'userId', reason: 'scope' }]);
}
