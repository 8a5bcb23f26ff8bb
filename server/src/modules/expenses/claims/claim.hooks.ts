import { Injectable } from '@nestjs/common';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { ApprovalResult } from '../../../workflow/flow-entity';
import type { BoatExpenseAccountDetail } from '../entities/boat-expense-account-detail.entity';
import type { BoatExpenseAccount } from '../entities/boat-expense-account.entity';
import { deleteLinesOf } from '../expenses.repository';
import { ClaimService } from './claim.service';

type Claim = HookPayloads<BoatExpenseAccount>;
type Line = HookPayloads<BoatExpenseAccountDetail>;

// A claim's and its lines' rules on the generic operations and the flow's phases; every move of a
// claim's state goes through the transition table, every write of a line counts the claim's totals again.
@Injectable()
export class ClaimHooks {
  constructor(private readonly claims: ClaimService) {}

  @Hook('boatExpenseAccount.insert:before')
  async inserting(ctx: OpContext, { input }: Claim['insert:before']) {
    await this.claims.preparingClaim(ctx.manager, input);
  }

  @Hook('boatExpenseAccount.update:before')
  async updating(ctx: OpContext, { input, current }: Claim['update:before']) {
    await this.claims.editingClaim(ctx.manager, input, current);
  }

  @Hook('boatExpenseAccount.delete:before')
  async deleting(_ctx: OpContext, { records }: Claim['delete:before']) {
    await this.claims.deletingClaims(records);
  }

  @Hook('boatExpenseAccount.delete:after')
  async deleted(ctx: OpContext, { records }: Claim['delete:after']) {
    await deleteLinesOf(ctx.manager, records.map((r) => r.id));
  }

  @Hook('boatExpenseAccount.submit:before')
  async submitting(ctx: OpContext, { record }: Claim['submit:before']) {
    await this.claims.submitting(ctx.manager, record);
  }

  @Hook('boatExpenseAccount.withdraw:after')
  async withdrawn(ctx: OpContext, { record }: Claim['withdraw:after']) {
    await this.claims.withdrawn(ctx.manager, record);
  }

  @Hook('boatExpenseAccount.finish:after')
  async finished(ctx: OpContext, { record, result }: Claim['finish:after']) {
    await this.claims.finished(ctx.manager, record, result === ApprovalResult.Agree);
  }

  @Hook('boatExpenseAccountDetail.insert:before')
  async lineInserting(ctx: OpContext, { input }: Line['insert:before']) {
    await this.claims.preparingLine(ctx.manager, input);
  }

  @Hook('boatExpenseAccountDetail.update:before')
  async lineUpdating(ctx: OpContext, { input, current }: Line['update:before']) {
    await this.claims.preparingLine(ctx.manager, input, current);
  }

  @Hook('boatExpenseAccountDetail.delete:before')
  async linesDeleting(ctx: OpContext, { records }: Line['delete:before']) {
    await this.claims.deletingLines(ctx.manager, records);
  }

  @Hook('boatExpenseAccountDetail.insert:after')
  @Hook('boatExpenseAccountDetail.update:after')
  async lineWritten(ctx: OpContext, { record }: Line['insert:after'] | Line['update:after']) {
    await this.claims.recount(ctx.manager, [record.accountId]);
  }

  @Hook('boatExpenseAccountDetail.delete:after')
  async linesDeleted(ctx: OpContext, { records }: Line['delete:after']) {
    await this.claims.recount(ctx.manager, records.map((r) => r.accountId));
  }

}
