import { isApiError } from '../../core/api/api-error';
import { newIdempotencyKey, outcomeUnknown } from '../../core/api/idempotency-key';
import { insertOrders, type NewOrder } from './dispatch-api';

// What one opening of a dialog that makes orders (an order's values, the reliever search) sends: one
// Idempotency-Key for all its submissions, so a double click, or a second try after a lost answer
// (network, timeout, 5xx), answers the orders the first made instead of making them twice. A refusal
// that made nothing renews it, since the dialog's next values are another request; as the generic
// dialogs do (use-record-form, use-resource-actions). Open the dialog, call this once.
export function orderOpening(planId: number): (orders: NewOrder[]) => ReturnType<typeof insertOrders> {
  let key = newIdempotencyKey();
  return async (orders) => {
    try {
      return await insertOrders(planId, orders, key);
    } catch (e) {
      if (isApiError(e) && !outcomeUnknown(e.code)) key = newIdempotencyKey();
      throw e;
    }
  };
}
