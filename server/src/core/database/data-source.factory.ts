import path from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { CODE_ROOT, RUNNING_TS } from '../config/project-root';
import { ListeningClient, onPoolError } from './db-faults';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// Entities and migrations are found by file pattern so that modules register themselves
// by where they live, and nothing central lists them.
const ext = RUNNING_TS ? 'ts' : 'js';
const base = CODE_ROOT;

export interface PoolTuning {
  // PostgreSQL's statement_timeout for every statement of the pool's connections, in ms; 0 or unset: none
  statementTimeoutMs?: number;
}

const HANG_MS = 60_000;

export function dataSourceOptions(url: string, extra: Partial<DataSourceOptions> = {}, tuning: PoolTuning = {}): DataSourceOptions {
  const statementTimeout = tuning.statementTimeoutMs ?? 0;
  return {
    type: 'postgres',
    url,
    // a module's views (*.view) are entities too: other modules' reports read through them
    entities: [path.join(base, `server/src/**/*.entity.${ext}`), path.join(base, `server/src/**/*.view.${ext}`)],
    migrations: [path.join(base, `migrations/*.${ext}`)],
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    // TypeORM's own error log prints the SQL and its parameters (password hashes among them): ours logs the message only
    logging: false,
    extra: {
      max: 10,
      // pg closes a connection idle for 10 s by default; a new one costs its backend's start and its first
      // reads of each table's catalog, and a sign-in after a pause asks nine things at once: they took
      // 85–100 ms on new connections against 35–55 ms on kept ones (issue 21 §2, measured). Kept 5 minutes.
      idleTimeoutMillis: 300_000,
      // a query that hangs (the embedded database is one session) surfaces as an error, not a freeze;
      // later than the statement timeout, so that PostgreSQL cancels the statement first
      query_timeout: Math.max(HANG_MS, statementTimeout + 10_000),
      // which server process a session belongs to (npm start's workers: crew-backoffice-w0, -w1 ...)
      application_name: process.env.WORKER_INDEX ? `crew-backoffice-w${process.env.WORKER_INDEX}` : 'crew-backoffice',
      // sent in the startup packet: the server enforces it on every statement of every connection, with no
      // round trip of ours; long maintenance work lifts it (see statement-timeout.ts)
      ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
      // every client listens for errors from creation: a terminated backend must not end the process
      Client: ListeningClient,
    },
    poolErrorHandler: onPoolError,
    ...extra,
  } as DataSourceOptions;
}

export async function openDataSource(url: string): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  return ds;
}
