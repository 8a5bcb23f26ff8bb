import type { DataSource, EntityManager } from 'typeorm';
import { RefusalAfterWork } from '../errors/refusal-after-work';
import { isDatabaseUnavailable, wasNeverSent } from './db-faults';
import { noteDatabaseFailure } from './db-health';

// How long a write keeps trying when its connection is lost under it, before it answers 503: as long as
// the Retry-After a 503 would give, so a client gains nothing by being told to come back.
export const LOST_CONNECTION_RETRY_MS = 5_000;
// short and jittered: a connection cut is usually over at once (the pool opens a fresh one), and writes
// that lost their connections together should not come back together
const pauseMs = () => 25 + Math.floor(Math.random() * 50);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The transaction of a write call. It commits when `work` ends in a RefusalAfterWork, then rethrows it.
// When the connection is lost before `work` has finished (a backend terminated, a failover), PostgreSQL
// has rolled the transaction back, so `before` (reads outside the transaction: who calls) and the whole
// of `work` run again, after a short pause, for up to `retryMs`. A loss during COMMIT is not retried
// (the commit may have happened), unless the COMMIT was never sent.
export async function writeTransaction<T>(
  ds: DataSource,
  work: (m: EntityManager) => Promise<T>,
  { before, retryMs = LOST_CONNECTION_RETRY_MS }: { before?: () => Promise<void>; retryMs?: number } = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    let committing = false;
    let refusal: RefusalAfterWork | undefined;
    try {
      await before?.();
      const out = await ds.transaction(async (m) => {
        try {
          const result = await work(m);
          committing = true;
          return result;
        } catch (e) {
          if (!(e instanceof RefusalAfterWork)) throw e;
          refusal = e;
          committing = true;
          return undefined as T;
        }
      });
      if (refusal) throw refusal;
      return out;
    } catch (e) {
      const pause = pauseMs();
      if ((committing && !wasNeverSent(e)) || !isDatabaseUnavailable(e) || Date.now() - started + pause > retryMs) throw e;
      noteDatabaseFailure();
      await sleep(pause);
    }
  }
}
