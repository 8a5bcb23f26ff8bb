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

type Outcome = 'committed' | 'aborted' | 'unknown';

// The transaction of a write call. It commits when `work` ends in a RefusalAfterWork, then rethrows it.
// When the connection is lost before COMMIT was answered (a backend terminated, a failover), `before`
// (reads outside the transaction: who calls) and the whole of `work` run again, after a short pause, for
// up to `retryMs`, unless the transaction did commit: PostgreSQL rolled it back when its session died
// before committing, and a COMMIT lost on the way is looked up by the transaction's id (txid_status), so
// a write is never done twice and a committed one answers as such.
export async function writeTransaction<T>(
  ds: DataSource,
  work: (m: EntityManager) => Promise<T>,
  { before, retryMs = LOST_CONNECTION_RETRY_MS }: { before?: () => Promise<void>; retryMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + retryMs;
  for (;;) {
    let committing = false;
    let xid: string | null = null;
    let result: T | undefined;
    let refusal: RefusalAfterWork | undefined;
    try {
      await before?.();
      await ds.transaction(async (m) => {
        try {
          result = await work(m);
        } catch (e) {
          if (!(e instanceof RefusalAfterWork)) throw e;
          refusal = e;
        }
        // null when the transaction wrote nothing: then there is nothing a lost COMMIT could have kept
        xid = (await m.query('SELECT txid_current_if_assigned()::text AS xid'))[0].xid;
        committing = true;
      });
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      const outcome: Outcome = !committing || wasNeverSent(e) || !xid ? 'aborted' : await commitOutcome(ds, xid, deadline);
      if (outcome === 'unknown') throw e;
      if (outcome === 'aborted') {
        const pause = pauseMs();
        if (Date.now() + pause > deadline) throw e;
        noteDatabaseFailure();
        await sleep(pause);
        continue;
      }
    }
    if (refusal) throw refusal;
    return result as T;
  }
}

// Whether the transaction committed, asked on a fresh connection until `deadline`.
async function commitOutcome(ds: DataSource, xid: string, deadline: number): Promise<Outcome> {
  noteDatabaseFailure();
  while (Date.now() < deadline) {
    try {
      const [{ status }] = await ds.query('SELECT txid_status($1::bigint) AS status', [xid]);
      if (status === 'committed') return 'committed';
      if (status === 'aborted') return 'aborted';
      // 'in progress': the dead session's end is not recorded yet
      if (status !== 'in progress') return 'unknown';
    } catch (e) {
      if (!isDatabaseUnavailable(e)) return 'unknown';
    }
    await sleep(pauseMs());
  }
  return 'unknown';
}
