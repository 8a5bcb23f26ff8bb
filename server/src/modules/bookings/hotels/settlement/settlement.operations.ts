import { Injectable } from '@nestjs/common';
import { writeAuditMany } from '../../../../core/audit/audit';
import { itemLabel } from '../../../../core/dictionary/dict-dsl';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import { YES_NO } from '../../../system/system.states';
import { HotelsError } from '../hotels.errors';
import { lockForSettle, markSettled } from '../hotels.repository';
import { hotelSettleStayResource } from '../hotels.resources';
import { hotelSettleStatus, hotelStatus, SETTLE_STATUS } from '../hotels.states';
import { nextState } from '../stays/stay-transitions';

const IDS = { ids: { type: 'refs', label: L('预订', 'Bookings'), required: true, min: 1, max: 5000 } } satisfies OperationBody;

// hotelSettlement's "settle" (confirm first, SPEC §5): the selected stays are settled with their hotel,
// with who and when. A settled stay's amount and dates never change again (stay.service.ts).
@Injectable()
export class SettlementOperations {
  constructor(private readonly crud: CrudService) {}

  @Operation('hotelSettleStay', 'settle', {
    perm: 'hotelSettlement:settle',
    write: true,
    body: IDS,
    ui: { label: L('结算', 'Settle'), placement: 'toolbar', confirm: true, when: { settleStatus: [SETTLE_STATUS.NotSettled] } },
  })
  async settle(ctx: OpContext<BodyOf<typeof IDS>>) {
    const ids = [...new Set(ctx.body.ids)];
    // all within the caller's crew rights and billable (the view's rows), else none is settled
    const visible = await this.crud.scopedQuery({ ...ctx, resource: hotelSettleStayResource }).andWhere('t.id IN (:...ids)', { ids }).select('t.id').getMany();
    if (visible.length !== ids.length) throw new AppException('NotFound');
    const rows = await lockForSettle(ctx.manager, ids);
    // read again under the lock: a clerk's cancel may have made one unbillable meanwhile
    const wrong = rows.filter((r) => r.settle_status === SETTLE_STATUS.Settled || r.billable !== YES_NO.Yes || !nextState(r.reservations_status, 'settle'));
    if (wrong.length) {
      const first = wrong[0];
      const state = first.settle_status === SETTLE_STATUS.Settled ? itemLabel(hotelSettleStatus.items, first.settle_status, { inSentence: true }) : itemLabel(hotelStatus.items, first.reservations_status, { inSentence: true });
      throw new AppException(HotelsError.settleState, { count: wrong.length, state });
    }
    await markSettled(ctx.manager, ids, ctx.user?.userId ?? null);
    await writeAuditMany({ ...ctx, resource: hotelSettleStayResource }, 'settle', ids.map((id) => ({ id, changes: { settleStatus: { old: SETTLE_STATUS.NotSettled, new: SETTLE_STATUS.Settled } } })));
    return [{ settled: ids.length }];
  }
}
