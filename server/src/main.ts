import cluster from 'node:cluster';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './core/config/app-config';
import { DataDirLockedError } from './core/database/embedded-postgres';
import { waitForDatabase } from './core/database/wait-for-database';
import { rootLogger } from './core/logging/logger';
import { runPrimary } from './core/runtime/cluster-primary';
import { EXIT_CONFIG, EXIT_FAILED } from './core/runtime/exit-codes';

async function main() {
  const config = loadConfig();
  // WORKERS processes (one per core by default): this one forks and watches them
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  // a worker whose primary is gone (killed) does not serve on alone
  if (cluster.isWorker) process.once('disconnect', () => process.exit(0));
  // the embedded database is up before anything connects to it; a server may not be yet
  if (config.databaseUrl) await waitForDatabase(config.databaseUrl, config.dbWaitMs);
  const app = await createApp(config);
  await app.listen(config.port, '0.0.0.0');
  if (cluster.isPrimary) rootLogger.info({ port: config.port, database: config.databaseUrl ? 'DATABASE_URL' : `embedded (${config.dataDir})` }, `listening on http://localhost:${config.port}`);
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(`Cannot start: ${e.message}`);
    process.exit(EXIT_CONFIG);
  }
  rootLogger.fatal({ name: e?.name, code: e?.code, message: e?.message }, 'start failed');
  process.exit(EXIT_FAILED);
});
