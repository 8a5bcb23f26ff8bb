import { Injectable } from '@nestjs/common';
import { CrudService } from '../../../core/resource/crud.service';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { AppException } from '../../../core/errors/app.exception';
import { boatBalanceAdjustResource } from '../insurance.resources';
import { balanceOf } from './balance.repository';

const TO_BODY = {
  userId: { type: 'ref', ref: 'BoatUserInfo', label: L('船员', 'Seafarer'), required: true },
  newBalance: { type: 'money', label: L('调整后余额', 'Balance after'), required: true },
  reason: { type: 'string', label: L('原因', 'Reason'), required: true, max: 200 },
} satisfies OperationBody;

// SPEC §7 BoatBlanceAdjust.updateByPre: set the balance to what the clerk counted, as an adjustment of
// the difference from the balance before (the history still sums to it).
@Injectable()
export class BalanceOperations {
  constructor(private readonly crud: CrudService) {}

  @Operation('BoatBlanceAdjust', 'updateByPre', { perm: 'boatUserInfoInsurance:add', write: true, creates: true, body: TO_BODY })
  async updateByPre(ctx: OpContext<BodyOf<typeof TO_BODY>>) {
    const before = await balanceOf(ctx.manager, ctx.body.userId);
    if (before === undefined) throw new AppException('NotFound');
    const amount = (Number(ctx.body.newBalance) - Number(before)).toFixed(4);
    const body = { userId: ctx.body.userId, amount, reason: ctx.body.reason };
    return this.crud.insert({ ...ctx, resource: boatBalanceAdjustResource, operation: 'insert', body });
  }
}
