import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { credentialWarnView } from './credential.resources';
import { L } from '../../../core/resource/label';
import { CREDENTIAL_STATUS } from '../crew.states';
import { seafarerNames } from '../crew.repository';
import type { BoatUserCredential } from '../entities/boat-user-credential.entity';

// not required: none chosen is SelectOne, as elsewhere; 2,000 keeps the IN list far below PostgreSQL's
// 65,535 parameters
const CHECK_BODY = { userIds: { type: 'refs', ref: 'BoatUserInfo', label: L('船员', 'Seafarers'), max: 2000 } } satisfies OperationBody;
const BY_DISPATCH_BODY = { dispatchId: { type: 'int', label: L('派遣单', 'Dispatch order'), required: true } } satisfies OperationBody;

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
  @Operation('boatUserCredential', 'check', { perm: null, body: CHECK_BODY })
  async check(ctx: OpContext<BodyOf<typeof CHECK_BODY>>) {
    const ids = ctx.body.userIds;
    if (!Array.isArray(ids) || !ids.length) throw new AppException('SelectOne');
    const today = localToday();
    const visible = (await this.crud
      .scopedQuery(ctx)
      .select(['t.id', 't.userId', 't.name', 't.validDate', 't.code'])
      .andWhere('t.userId IN (:...ids)', { ids })
      .andWhere('t.credentialStatus IN (:...current)', { current: [CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed] })
      .andWhere('t.warnDate <= :today', { today })
      .orderBy('t.userId')
      .addOrderBy('t.validDate')
      .getMany()) as Array<Pick<BoatUserCredential, 'id' | 'userId' | 'name' | 'validDate' | 'code'>>;
    const names = visible.length ? await seafarerNames(ctx.manager, [...new Set(visible.map((c) => c.userId))]) : [];
    return names.map((n) => ({
      userId: n.id,
      name: n.name,
      internalCode: n.internalCode,
      // a certificate that warns has a valid date (its warning date is counted back from it)
      credentials: visible
        .filter((c) => c.userId === n.id)
        .map((c) => ({ id: c.id, name: c.name, code: c.code, validDate: c.validDate, warnstatus: c.validDate! < today ? '2' : '1' })),
    }));
  }

  // the certificates of the seafarers on one dispatch order (their stints carry its id)
  @Operation('boatUserCredential', 'getByDispatch', { perm: 'boatCredentialManage', body: BY_DISPATCH_BODY })
  async byDispatch(ctx: OpContext<BodyOf<typeof BY_DISPATCH_BODY>>) {
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
