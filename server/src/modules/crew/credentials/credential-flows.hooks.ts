import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { ApprovalResult } from '../../../workflow/flow-entity';
import { refreshCrewWarn, refreshWarnings } from './credential-warn';
import { CrewError } from '../crew.errors';
import type { Row } from '../../../core/resource/row';
import type { BoatCredentialDeal } from '../entities/boat-credential-deal.entity';
import type { BoatCredentialInout } from '../entities/boat-credential-inout.entity';
import { CREDENTIAL_STATUS, INOUT_STATUS, INOUT_TYPE, WARN_STATUS } from '../crew.states';
import { sqlText } from '../../../core/database/sql-literal';

interface FinishPayload {
  record: Row;
  result: string;
}

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
  async dealStarts(ctx: OpContext, { record }: { record: BoatCredentialDeal }) {
    const [cert] = await ctx.manager.query('SELECT credential_status FROM boat_user_credential WHERE id = $1 FOR UPDATE', [record.oldCredId]);
    if (cert?.credential_status !== CREDENTIAL_STATUS.Valid) throw new AppException(CrewError.certificateBusy);
    await ctx.manager.query(`UPDATE boat_user_credential SET credential_status = ${sqlText(CREDENTIAL_STATUS.BeingProcessed)} WHERE id = $1`, [record.oldCredId]);
  }

  @Hook('BoatCredentialDeal.withdraw:after')
  async dealWithdrawn(ctx: OpContext, { record }: { record: BoatCredentialDeal }) {
    await this.restore(ctx, record);
  }

  @Hook('BoatCredentialDeal.finish:after')
  async dealFinished(ctx: OpContext, { record, result }: FinishPayload) {
    if (result !== ApprovalResult.Agree) return this.restore(ctx, record);
    const m = ctx.manager;
    const [old] = await m.query('SELECT * FROM boat_user_credential WHERE id = $1', [record.oldCredId]);
    const [made] = await m.query(
      `INSERT INTO boat_user_credential (user_id, credential_id, name, certificate_type, code, organization, sign_date, valid_date, inout_status, credential_status, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '1', $10, $10) RETURNING id`,
      [old.user_id, old.credential_id, old.name, old.certificate_type, record.newCreCode ?? old.code, record.newOrganization ?? old.organization, record.newSignDate, record.newValidDate, old.inout_status, record.starterId],
    );
    await m.query(`UPDATE boat_user_credential SET credential_status = ${sqlText(CREDENTIAL_STATUS.Renewed)}, warnstatus = ${sqlText(WARN_STATUS.Normal)} WHERE id = $1`, [old.id]);
    await m.query('UPDATE boat_credential_deal SET new_cred_id = $2 WHERE id = $1', [record.id, made.id]);
    await refreshWarnings(m, localToday(), { ids: [made.id] });
    await refreshCrewWarn(m, [old.user_id]);
  }

  // deposit: not while in the library; withdrawal: only from it
  @Hook('boatCredentialInout.submit:before')
  async inoutStarts(ctx: OpContext, { record }: { record: BoatCredentialInout }) {
    const [cert] = await ctx.manager.query('SELECT inout_status FROM boat_user_credential WHERE id = $1 FOR UPDATE', [record.credentialId]);
    const inLibrary = cert?.inout_status === INOUT_STATUS.InLibrary;
    if (record.inoutType === INOUT_TYPE.Deposit && inLibrary) throw new AppException(CrewError.certificateInLibrary);
    if (record.inoutType === INOUT_TYPE.Withdrawal && !inLibrary) throw new AppException(CrewError.certificateNotInLibrary);
    await ctx.manager.query(`UPDATE boat_credential_inout SET inout_status = ${sqlText(INOUT_STATUS.Confirming)} WHERE id = $1`, [record.id]);
  }

  @Hook('boatCredentialInout.withdraw:after')
  async inoutWithdrawn(ctx: OpContext, { record }: { record: BoatCredentialInout }) {
    await ctx.manager.query(`UPDATE boat_credential_inout SET inout_status = ${sqlText(INOUT_STATUS.Open)} WHERE id = $1`, [record.id]);
  }

  @Hook('boatCredentialInout.finish:after')
  async inoutFinished(ctx: OpContext, { record, result }: FinishPayload) {
    const agreed = result === ApprovalResult.Agree;
    const status = !agreed ? INOUT_STATUS.Open : record.inoutType === INOUT_TYPE.Deposit ? INOUT_STATUS.InLibrary : INOUT_STATUS.Complete;
    await ctx.manager.query('UPDATE boat_credential_inout SET inout_status = $2 WHERE id = $1', [record.id, status]);
    if (agreed) await ctx.manager.query('UPDATE boat_user_credential SET inout_status = $2 WHERE id = $1', [record.credentialId, status]);
  }

  private async restore(ctx: OpContext, record: Row) {
    await ctx.manager.query(`UPDATE boat_user_credential SET credential_status = ${sqlText(CREDENTIAL_STATUS.Valid)} WHERE id = $1 AND credential_status = ${sqlText(CREDENTIAL_STATUS.BeingProcessed)}`, [record.oldCredId]);
  }
}

async function ownCertificate(ctx: OpContext, userId: number | undefined, credId: number | null | undefined, field: string) {
  if (userId == null || credId == null) return;
  const [c] = await ctx.manager.query('SELECT user_id FROM boat_user_credential WHERE id = $1', [credId]);
  if (c && c.user_id !== userId) throw new AppException(CrewError.certificateNotTheirs, {}, [{ field, reason: 'ref' }]);
}
