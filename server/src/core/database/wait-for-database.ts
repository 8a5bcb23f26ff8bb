import { Client } from 'pg';
import { rootLogger } from '../logging/logger';
import { isDatabaseUnavailable } from './db-faults';

const log = rootLogger.child({ context: 'database' });
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A start before PostgreSQL is up (a machine booting, docker-compose starting both) waits for it, up to
// `limitMs` (DB_WAIT), trying with a growing pause. A refusal that waiting cannot cure (a malformed
// address, say) ends the wait at once; the last failure is thrown when the time is up.
export async function waitForDatabase(url: string, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: MAX_PAUSE_MS, application_name: 'crew-backoffice-start' });
    // a backend that goes away mid-probe emits 'error' on the client: that must not end the process
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (e) {
      const left = until - Date.now();
      if (!isDatabaseUnavailable(e) || left <= 0) throw e;
      const err = e as { code?: string; message?: string };
      log.warn({ code: err.code, message: err.message, retryInMs: Math.min(pause, left), leftMs: left }, 'waiting for the database');
      await sleep(Math.min(pause, left));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
