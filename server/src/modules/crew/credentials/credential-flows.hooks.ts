import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { ApprovalResult } from '../../../workflow/flow-entity';
import { refreshCrewWarn, refreshWarnings } from './credential-warn';
import {
  certificateOwner,
  lockCredentialStatus,
  lockInoutStatus,
  markBeingProcessed,
  markInoutConfirming,
  renewCertificate,
  reopenInout,
  restoreFromProcessing,
  setCertificateInoutStatus,
  setInoutStatus,
} from './credential.repository';
import { CrewError } from '../crew.errors';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import type { BoatCredentialDeal } from '../entities/boat-credential-deal.entity';
import type { BoatCredentialInout } from '../entities/boat-credential-inout.entity';
import { CREDENTIAL_STATUS, INOUT_STATUS, INOUT_TYPE } from '../crew.states';

type Deal = HookPayloads<BoatCredentialDeal>;
type Inout = HookPayloads<BoatCredentialInout>;

// What the two certificate flows do to the certificates (SPEC §4): a renewal marks the old certificate
// "being processed" while in approval and, when agreed, makes the new one and retires the old; a
// deposit or withdrawal moves the certificate into or out of the library when the keeper confirms.
@Injectable()
export class CredentialFlowHooks {
  // the certificate must be the seafarer's own
  @Hook('BoatCredentialDeal.insert:before')
  @Hook('BoatCredentialDeal.update:before')
  async dealOwnCertificate(ctx: OpContext, { input, current }: { input: Partial<BoatCredentialDeal>; current?: BoatCredentialDeal }) {
    const row = { ...current, ...input };
    await ownCertificate(ctx, row.userId, row.oldCredId, 'oldCredId');
  }

  @Hook('boatCredentialInout.insert:before')
  @Hook('boatCredentialInout.update:before')
  async inoutOwnCertificate(ctx: OpContext, { input, current }: { input: Partial<BoatCredentialInout>; current?: BoatCredentialInout }) {
    const row = { ...current, ...input };
    await ownCertificate(ctx, row.userId, row.credentialId, 'credentialId');
  }

  // a current certificate, and only one renewal of it at a time
  @Hook('BoatCredentialDeal.submit:before')
  async dealStarts(ctx: OpContext, { record }: Deal['submit:before']) {
    if ((await lockCredentialStatus(ctx.manager, record.oldCredId)) !== CREDENTIAL_STATUS.Valid) throw new AppException(CrewError.certificateBusy);
    await markBeingProcessed(ctx.manager, record.oldCredId);
  }

  @Hook('BoatCredentialDeal.withdraw:after')
  async dealWithdrawn(ctx: OpContext, { record }: Deal['withdraw:after']) {
    await this.restore(ctx, record);
  }

  @Hook('BoatCredentialDeal.finish:after')
  async dealFinished(ctx: OpContext, { record, result }: Deal['finish:after']) {
    if (result !== ApprovalResult.Agree) return this.restore(ctx, record);
    const { userId, newId } = await renewCertificate(ctx.manager, record);
    await refreshWarnings(ctx.manager, localToday(), { ids: [newId] });
    await refreshCrewWarn(ctx.manager, [userId]);
  }

  // deposit: not while in the library; withdrawal: only from it
  @Hook('boatCredentialInout.submit:before')
  async inoutStarts(ctx: OpContext, { record }: Inout['submit:before']) {
    const inLibrary = (await lockInoutStatus(ctx.manager, record.credentialId)) === INOUT_STATUS.InLibrary;
    if (record.inoutType === INOUT_TYPE.Deposit && inLibrary) throw new AppException(CrewError.certificateInLibrary);
    if (record.inoutType === INOUT_TYPE.Withdrawal && !inLibrary) throw new AppException(CrewError.certificateNotInLibrary);
    await markInoutConfirming(ctx.manager, record.id);
  }

  @Hook('boatCredentialInout.withdraw:after')
  async inoutWithdrawn(ctx: OpContext, { record }: Inout['withdraw:after']) {
    await reopenInout(ctx.manager, record.id);
  }

  @Hook('boatCredentialInout.finish:after')
  async inoutFinished(ctx: OpContext, { record, result }: Inout['finish:after']) {
    const agreed = result === ApprovalResult.Agree;
    const status = !agreed ? INOUT_STATUS.Open : record.inoutType === INOUT_TYPE.Deposit ? INOUT_STATUS.InLibrary : INOUT_STATUS.Complete;
    await setInoutStatus(ctx.manager, record.id, status);
    if (agreed) await setCertificateInoutStatus(ctx.manager, record.credentialId, status);
  }

  private async restore(ctx: OpContext, record: BoatCredentialDeal) {
    await restoreFromProcessing(ctx.manager, record.oldCredId);
  }
}

async function ownCertificate(ctx: OpContext, userId: number | undefined, credId: number | null | undefined, field: string) {
  if (userId == null || credId == null) return;
  const owner = await certificateOwner(ctx.manager, credId);
  if (owner !== undefined && owner !== userId) throw new AppException(CrewError.certificateNotTheirs, {}, [{ field, reason: 'ref' }]);
}
