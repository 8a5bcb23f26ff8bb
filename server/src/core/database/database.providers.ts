import { Inject, Injectable, Logger, OnApplicationShutdown, Provider } from '@nestjs/common';
import { DataSource, MigrationExecutor, QueryRunner } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source.factory';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

// Serialises migrations and seeding across server processes that start together on one database.
export const SCHEMA_LOCK_KEY = 727_001;

export const EMBEDDED = Symbol('EMBEDDED');

export const databaseProviders: Provider[] = [
  {
    provide: EMBEDDED,
    inject: [APP_CONFIG],
    useFactory: async (config: AppConfig): Promise<EmbeddedPostgres | null> => {
      if (config.databaseUrl) return null;
      // a worker of `npm start`: the primary hosts the embedded database and owns its data directory
      if (config.embeddedUrl) return { url: config.embeddedUrl, stop: async () => undefined };
      return startEmbeddedPostgres(config.dataDir);
    },
  },
  {
    provide: DataSource,
    inject: [APP_CONFIG, EMBEDDED],
    useFactory: async (config: AppConfig, embedded: EmbeddedPostgres | null) => {
      // PGlite cannot enforce a statement timeout (one wasm thread: a 3 s pg_sleep under a 1 s limit ran
      // to the end) and ignores startup parameters, so the embedded database runs without one
      const tuning = { statementTimeoutMs: embedded ? 0 : config.statementTimeoutMs };
      const ds = new DataSource(dataSourceOptions(embedded?.url ?? config.databaseUrl!, {}, tuning));
      await ds.initialize();
      // on the lock's own session, which has no statement timeout: a migration may rewrite a large table
      await withSchemaLock(ds, async (runner) => {
        const executor = new MigrationExecutor(ds, runner);
        executor.transaction = 'each';
        const done = await executor.executePendingMigrations();
        if (done.length) new Logger('Database').log(`applied ${done.length} migration(s)`);
      });
      return ds;
    },
  },
];

// A session-level advisory lock held on its own connection while fn runs; fn may use that connection.
// That session runs without the statement timeout: waiting for another process's migrations or demo
// data, and migrating, may take longer than any API statement may; RESET gives the pool its limit back.
export async function withSchemaLock<T>(ds: DataSource, fn: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SET statement_timeout = 0');
    await runner.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await fn(runner);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
}

@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    private readonly ds: DataSource,
    @Inject(EMBEDDED) private readonly embedded: EmbeddedPostgres | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) await this.ds.destroy();
    await this.embedded?.stop();
  }
}
