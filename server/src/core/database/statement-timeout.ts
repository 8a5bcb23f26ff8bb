import type { EntityManager } from 'typeorm';

// Every pooled connection carries STATEMENT_TIMEOUT (data-source.factory.ts), which bounds API calls.
// Work that is long by nature and not a caller's request (migrations, demo data, timed jobs) lifts it
// for its own transaction only: SET LOCAL ends with the transaction, so the connection goes back to the
// pool with the limit in place (and the embedded database, one session for all, is not left without it).
export async function liftStatementTimeout(m: EntityManager): Promise<void> {
  await m.query('SET LOCAL statement_timeout = 0');
}
