import { Inject, Injectable, Logger, OnApplicationShutdown, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    useFactory: async (config: AppConfig): Promise<EmbeddedPostgres | null> =>
      config.databaseUrl ? null : startEmbeddedPostgres(config.dataDir),
  },
  {
    provide: DataSource,
    inject: [APP_CONFIG, EMBEDDED],
    useFactory: async (config: AppConfig, embedded: EmbeddedPostgres | null) => {
      const ds = new DataSource(dataSourceOptions(embedded?.url ?? config.databaseUrl!));
      await ds.initialize();
      await withSchemaLock(ds, async () => {
        const done = await ds.runMigrations({ transaction: 'each' });
        if (done.length) new Logger('Database').log(`applied ${done.length} migration(s)`);
      });
      return ds;
    },
  },
];

// A session-level advisory lock held on its own connection while fn runs.
export async function withSchemaLock<T>(ds: DataSource, fn: () => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await fn();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
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
