import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { ApprovalResult } from '../../../workflow/flow-entity';
import { linkedOrderCode } from '../../dispatch/dispatch.api';
import type { BoatInsuranceApply } from '../entities/boat-insurance-apply.entity';
import { InsuranceError } from '../insurance.errors';
import { DECLARATION_STATE } from '../insurance.states';
import { transition } from './declaration-transitions';
import { DeclarationService } from './declaration.service';

type Apply = HookPayloads<BoatInsuranceApply>;

// The declaration's own rules on the generic operations and the flow's phases; each move of its state
// goes through the transition table.
@Injectable()
export class DeclarationHooks {
  constructor(private readonly declarations: DeclarationService) {}

  @Hook('boatInsuranceApply.insert:before')
  async inserting(ctx: OpContext, { input }: Apply['insert:before']) {
    input.insuranceStatus = DECLARATION_STATE.WaitingToPay;
    await this.declarations.prepare(ctx.manager, input);
  }

  @Hook('boatInsuranceApply.insert:after')
  async inserted(ctx: OpContext, { record }: Apply['insert:after']) {
    await this.declarations.declared(ctx.manager, record);
  }

  @Hook('boatInsuranceApply.update:before')
  async updating(ctx: OpContext, { input, current }: Apply['update:before']) {
    transition(current.insuranceStatus, 'edit');
    await this.declarations.prepare(ctx.manager, input, current);
  }

  // one made from a dispatch plan goes with its check item (SPEC §5), never on its own
  @Hook('boatInsuranceApply.delete:before')
  async deleting(ctx: OpContext, { records }: Apply['delete:before']) {
    for (const r of records) {
      transition(r.insuranceStatus, 'delete');
      const code = await linkedOrderCode(ctx.manager, 'insurance', r.id);
      if (code) throw new AppException(InsuranceError.linkedToOrder, { code });
    }
  }

  @Hook('boatInsuranceApply.submit:before')
  async submitting(ctx: OpContext, { record }: Apply['submit:before']) {
    await this.declarations.submitting(ctx.manager, record);
  }

  @Hook('boatInsuranceApply.withdraw:after')
  async withdrawn(ctx: OpContext, { record }: Apply['withdraw:after']) {
    await this.declarations.withdrawn(ctx.manager, record);
  }

  @Hook('boatInsuranceApply.finish:after')
  async finished(ctx: OpContext, { record, result }: Apply['finish:after']) {
    await this.declarations.finished(ctx, record, result === ApprovalResult.Agree);
  }
}
