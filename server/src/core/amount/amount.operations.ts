import { Injectable } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import type { OpContext } from '../resource/op-context';
import { Operation } from '../resource/resource.decorators';
import { amountInWords, isAmountInWordsError } from './amount-in-words';

const REASON_MESSAGES = {
  invalid: { zh: '金额应为数字', en: 'The amount must be a number' },
  tooLarge: { zh: '金额须小于 1e15', en: 'The amount must be below 1e15' },
  tooManyDecimals: { zh: '金额最多 4 位小数', en: 'The amount has at most 4 decimals' },
} as const;

@Injectable()
export class AmountOperations {
  // Open to every signed-in user: a pure conversion that reads no data.
  // a number or a decimal string (read exactly); what cannot be converted is AmountOutOfRange
  @Operation('Amount', 'toChinese', { perm: null, body: { amount: { type: 'scalar', label: { zh: '金额', en: 'Amount' }, max: 64 } } })
  toChinese(ctx: OpContext) {
    try {
      return [{ text: amountInWords(ctx.body.amount) }];
    } catch (e) {
      if (!isAmountInWordsError(e)) throw e;
      throw new AppException('AmountOutOfRange', {}, [{ field: 'amount', reason: e.reason, message: REASON_MESSAGES[e.reason] }]);
    }
  }
}
