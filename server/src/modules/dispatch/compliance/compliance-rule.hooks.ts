import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { DispatchError } from '../dispatch.errors';

// The compliance matrix applies to every company's plans, so it is company-wide data: as with approver
// rows that route every company (approvers.hooks.ts), only a caller with all data rights writes it; the
// screen's buttons alone would let a branch change the rules another branch's plans are checked against.
// The server's own writes (seed, defaults) have no user and pass.
@Injectable()
export class ComplianceRuleHooks {
  @Hook('dispatchComplianceRule.insert:before')
  @Hook('dispatchComplianceRule.update:before')
  @Hook('dispatchComplianceRule.delete:before')
  companyWide(ctx: OpContext) {
    if (ctx.user && !ctx.user.scope.all) throw new AppException(DispatchError.matrixCompanyWide);
  }
}
