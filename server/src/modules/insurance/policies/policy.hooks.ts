import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import type { BoatInsuranceBusi } from '../entities/boat-insurance-busi.entity';
import { InsuranceError } from '../insurance.errors';
import { POLICY_STATE } from '../insurance.states';

type Policy = HookPayloads<BoatInsuranceBusi>;

// a stopped policy is history: neither changed nor deleted (the declaration's editWhen tells the web)
@Injectable()
export class PolicyHooks {
  @Hook('BoatInsuranceBusi.update:before')
  changed(_ctx: OpContext, { current }: Policy['update:before']) {
    if (current.state !== POLICY_STATE.InForce) throw new AppException(InsuranceError.policyStopped);
  }

  @Hook('BoatInsuranceBusi.delete:before')
  deleted(_ctx: OpContext, { records }: Policy['delete:before']) {
    if (records.some((r) => r.state !== POLICY_STATE.InForce)) throw new AppException(InsuranceError.policyStopped);
  }
}
