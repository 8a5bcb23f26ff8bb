import { Injectable } from '@nestjs/common';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { addToBalance } from '../../crew/crew.api';
import type { BoatBalanceAdjust } from '../entities/boat-balance-adjust.entity';
import { BALANCE_ADJUST_TYPE } from '../insurance.states';
import { AppException } from '../../../core/errors/app.exception';

type Adjust = HookPayloads<BoatBalanceAdjust>;

// A clerk's adjustment moves the balance in the same transaction as its history row; later only its
// remarks change (the amount and reason are taken on insert only), and rows are never deleted.
@Injectable()
export class BalanceHooks {
  @Hook('BoatBlanceAdjust.insert:before')
  async adjusted(ctx: OpContext, { input }: Adjust['insert:before']) {
    const moved = await addToBalance(ctx.manager, input.userId!, String(input.amount));
    if (!moved) throw new AppException('NotFound');
    Object.assign(input, { adjustType: BALANCE_ADJUST_TYPE.Manual, previousBalance: moved.previous, newBalance: moved.next });
  }
}
