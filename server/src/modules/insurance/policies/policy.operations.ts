import { Injectable } from '@nestjs/common';
import { writeAudit } from '../../../core/audit/audit';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { BoatInsuranceBusi } from '../entities/boat-insurance-busi.entity';
import { InsuranceError } from '../insurance.errors';
import { POLICY_STATE } from '../insurance.states';
import { stopPolicy } from './policy.repository';

const STOP_FORM = {
  stopDate: { type: 'date', label: L('停保日期', 'Stopped on'), required: true, startsToday: true },
  stopReason: { type: 'string', label: L('停保原因', 'Reason for stopping'), required: true, max: 200 },
} satisfies OperationBody;
const STOP_BODY = { id: { type: 'ref', label: L('保单', 'Policy'), required: true }, ...STOP_FORM } satisfies OperationBody;

// SPEC §7 BoatInsuranceBusi.stop: a policy ends early (the seafarer left), on a day within its period.
@Injectable()
export class PolicyOperations {
  constructor(private readonly crud: CrudService) {}

  @Operation('BoatInsuranceBusi', 'stop', {
    perm: 'boatInsuranceBusinessM:stop',
    write: true,
    body: STOP_BODY,
    ui: { label: L('停保', 'Stop cover'), placement: 'row', confirm: true, danger: true, when: { state: [POLICY_STATE.InForce] }, form: STOP_FORM },
  })
  async stop(ctx: OpContext<BodyOf<typeof STOP_BODY>>) {
    const policy = await this.crud.load<BoatInsuranceBusi>(ctx, ctx.body.id, true);
    if (policy.state !== POLICY_STATE.InForce) throw new AppException(InsuranceError.policyStopped);
    if (ctx.body.stopDate < policy.startDate || ctx.body.stopDate > policy.endDate) {
      throw new AppException(InsuranceError.stopOutsidePolicy, { from: policy.startDate, to: policy.endDate }, [{ field: 'stopDate', reason: 'range' }]);
    }
    await stopPolicy(ctx.manager, policy.id, ctx.body.stopDate, ctx.body.stopReason.trim(), ctx.user?.userId ?? null);
    await writeAudit(ctx, 'stop', policy.id, { state: { old: policy.state, new: POLICY_STATE.Stopped } });
    return this.crud.getById({ ...ctx, body: { id: policy.id } });
  }
}
