import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { credentialWarnView } from './credential.resources';
import { L } from '../../../core/resource/label';
import type { Row } from '../../../core/resource/row';
import { CREDENTIAL_STATUS } from '../crew.states';

// not required: none chosen is SelectOne, as elsewhere; 2,000 keeps the IN list far below PostgreSQL's
// 65,535 parameters
const userIdsField: FieldDecl = { type: 'refs', ref: 'BoatUserInfo', label: L('船员', 'Seafarers'), max: 2000 };
const dispatchField: FieldDecl = { type: 'int', label: L('派遣单', 'Dispatch order'), required: true };

// A seafarer's certificates: their warning state on every write, the warning list, and the check that
// dispatch runs before sending crew ("the crew have warned or expired certificates; continue?").
@Injectable()
export class CredentialOperations {
  constructor(private readonly crud: CrudService) {}

  // certificates that warn or have expired, soonest first (SPEC's "warn list"; the screen reads the view)
  @Operation('boatUserCredential', 'getWarnList', { perm: 'boatCertificateManageList', body: listBody(credentialWarnView) })
  warnList(ctx: OpContext) {
    return this.crud.getList({ ...ctx, resource: credentialWarnView });
  }

  // Which of these seafarers hold a current certificate that warns or has expired today, with those
  // certificates. An empty answer means "go ahead"; otherwise dispatch asks whether to continue.
  @Operation('boatUserCredential', 'check', { perm: null, body: { userIds: userIdsField } })
  async check(ctx: OpContext) {
    const ids = ctx.body.userIds;
    if (!Array.isArray(ids) || !ids.length) throw new AppException('SelectOne');
    const today = localToday();
    const visible = await this.crud
      .scopedQuery(ctx)
      .select(['t.id', 't.userId', 't.name', 't.validDate', 't.code'])
      .andWhere('t.userId IN (:...ids)', { ids })
      .andWhere('t.credentialStatus IN (:...current)', { current: [CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed] })
      .andWhere('t.warnDate <= :today', { today })
      .orderBy('t.userId')
      .addOrderBy('t.validDate')
      .getMany();
    const names: Array<{ id: number; name: string; internal_code: string }> = visible.length
      ? await ctx.manager.query('SELECT id, name, internal_code FROM boat_user_info WHERE id = ANY($1)', [[...new Set(visible.map((c: Row) => c.userId))]])
      : [];
    return names.map((n) => ({
      userId: n.id,
      name: n.name,
      internalCode: n.internal_code,
      credentials: visible
        .filter((c: Row) => c.userId === n.id)
        .map((c: Row) => ({ id: c.id, name: c.name, code: c.code, validDate: c.validDate, warnstatus: c.validDate < today ? '2' : '1' })),
    }));
  }

  // the certificates of the seafarers on one dispatch order (their stints carry its id)
  @Operation('boatUserCredential', 'getByDispatch', { perm: 'boatCredentialManage', body: { dispatchId: dispatchField } })
  async byDispatch(ctx: OpContext) {
    const id = ctx.body.dispatchId;
    const rows = await this.crud
      .scopedQuery(ctx)
      .andWhere('t.userId IN (SELECT w.user_id FROM boat_work w WHERE w.dispatch_id = :dispatchId)', { dispatchId: id })
      .andWhere('t.credentialStatus IN (:...current)', { current: [CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed] })
      .orderBy('t.userId')
      .addOrderBy('t.validDate')
      .take(2000)
      .getMany();
    return this.crud.present(ctx, rows);
  }
}
