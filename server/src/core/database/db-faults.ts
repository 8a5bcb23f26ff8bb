import { Client, ClientConfig } from 'pg';
import {
  CannotExecuteNotConnectedError,
  CannotGetEntityManagerNotConnectedError,
  ConnectionIsNotSetError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { rootLogger } from '../logging/logger';
import { noteDatabaseFailure } from './db-health';

const log = rootLogger.child({ context: 'database' });

// What a database fault says about the connection, never the SQL or its parameters.
function describe(err: unknown): { code?: string; message?: string } {
  const e = err as { code?: unknown; message?: unknown };
  return { code: typeof e?.code === 'string' ? e.code : undefined, message: typeof e?.message === 'string' ? e.message : undefined };
}

// A backend that goes away (restart, failover, pg_terminate_backend) sends its FATAL message to a client
// that may be checked out of the pool with no query running: node-postgres then emits 'error' on the
// client, and an EventEmitter with no listener ends the process. pg-pool and TypeORM only listen while a
// client is idle or held by a query runner, which leaves windows; this client listens from birth to death.
// The call that was using it fails on its own (and answers 503), and the pool drops the dead client.
export class ListeningClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', onClientError);
  }
}

function onClientError(err: unknown) {
  noteDatabaseFailure();
  log.warn(describe(err), 'database connection lost');
}

export function onPoolError(err: unknown) {
  noteDatabaseFailure();
  log.warn(describe(err), 'idle database connection lost');
}

// SQLSTATE classes and codes that mean "the database is not there right now", not "the statement was
// wrong": connection exceptions (08), operator intervention (57P01 admin shutdown, 57P02 crash shutdown,
// 57P03 cannot connect now, 57P04 database dropped), too many connections (53300).
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '53300']);
// what node and node-postgres say when the socket cannot be opened or dies under a query
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
// what node-postgres and pg-pool say, without a code, when a connection or the pool cannot serve
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Cannot use a pool after calling end/,
];
// TypeORM's errors of a runner or data source that has no connection to use. A transaction's runner is
// released when its connection dies under it (PostgresQueryRunner releases on the client's 'error'), and
// every later statement of the transaction, its commit and rollback, then throws one of these: the cause
// is the connection, however far the error travelled from it.
const NO_CONNECTION_CLASSES: Array<abstract new (...args: never[]) => Error> = [
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
  CannotExecuteNotConnectedError,
  CannotGetEntityManagerNotConnectedError,
  ConnectionIsNotSetError,
];
const NO_CONNECTION_NAMES = new Set(NO_CONNECTION_CLASSES.map((c) => c.name));

// A driver error, or TypeORM's wrapper around one (QueryFailedError keeps it as driverError), or an
// AggregateError of connection attempts (node tries every address of a host name), or any error that
// names what caused it (`cause`), however deep.
function causes(err: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 8 || out.includes(e as Record<string, unknown>)) return;
    const rec = e as Record<string, unknown>;
    out.push(rec);
    visit(rec.driverError, depth + 1);
    visit(rec.cause, depth + 1);
    if (Array.isArray(rec.errors)) for (const x of rec.errors) visit(x, depth + 1);
  };
  visit(err, 0);
  return out;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    // a FATAL or PANIC from the server ends the session whatever its code (shutdown, a database that no
    // longer accepts connections, authentication refused after a password rotation)
    if (e.severity === 'FATAL' || e.severity === 'PANIC') return true;
    if (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)) return true;
    // TypeORM's runner was released because its connection died under it (by class, and by name for an
    // error that crossed a module boundary and lost its prototype)
    if (NO_CONNECTION_CLASSES.some((c) => e instanceof c) || (typeof e.name === 'string' && NO_CONNECTION_NAMES.has(e.name))) return true;
    return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string));
  });
}

// The statement never left this process: its runner was already released, or its client had already
// lost its connection. Unlike a connection lost while the statement was under way, its outcome is
// known: it did not happen (a COMMIT refused so was not committed).
export function wasNeverSent(err: unknown): boolean {
  return causes(err).some(
    (e) =>
      e instanceof QueryRunnerAlreadyReleasedError ||
      e instanceof QueryRunnerProviderAlreadyReleasedError ||
      (typeof e.message === 'string' && /is not queryable/.test(e.message)),
  );
}

// 57014 query_canceled: the statement outran STATEMENT_TIMEOUT (or an operator cancelled it).
export function isStatementCancelled(err: unknown): boolean {
  return causes(err).some((e) => e.code === '57014');
}
