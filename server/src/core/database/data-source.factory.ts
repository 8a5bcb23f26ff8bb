import path from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { CODE_ROOT, RUNNING_TS } from '../config/project-root';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// Entities and migrations are found by file pattern so that modules register themselves
// by where they live, and nothing central lists them.
const ext = RUNNING_TS ? 'ts' : 'js';
const base = CODE_ROOT;

export function dataSourceOptions(url: string, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [path.join(base, `server/src/**/*.entity.${ext}`)],
    migrations: [path.join(base, `migrations/*.${ext}`)],
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    // TypeORM's own error log prints the SQL and its parameters (password hashes among them): ours logs the message only
    logging: false,
    // a query that hangs (the embedded database is one session) surfaces as an error, not a freeze
    extra: { max: 10, query_timeout: 60_000, application_name: 'crew-backoffice' },
    ...extra,
  } as DataSourceOptions;
}

export async function openDataSource(url: string): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  return ds;
}
