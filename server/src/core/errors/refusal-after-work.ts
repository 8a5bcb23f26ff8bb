import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from './app.exception';

// A refusal whose transaction's work up to it stands: the call found something that had to happen first
// (an approval finds its step's timer due: the timer fires, then the approval is refused because the
// step timed out). Any other exception rolls the transaction back as usual.
export class RefusalAfterWork extends AppException {}

// A transaction that commits when `work` ends in a RefusalAfterWork, then rethrows it.
export async function transactionKeepingRefusal<T>(ds: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  let refusal: RefusalAfterWork | undefined;
  const out = await ds.transaction(async (m) => {
    try {
      return await work(m);
    } catch (e) {
      if (!(e instanceof RefusalAfterWork)) throw e;
      refusal = e;
      return undefined as T;
    }
  });
  if (refusal) throw refusal;
  return out;
}
