import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './core/config/app-config';
import { DataDirLockedError } from './core/database/embedded-postgres';
import { rootLogger } from './core/logging/logger';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, '0.0.0.0');
  rootLogger.info({ port: config.port, database: config.databaseUrl ? 'DATABASE_URL' : `embedded (${config.dataDir})` }, `listening on http://localhost:${config.port}`);
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(`Cannot start: ${e.message}`);
  } else {
    rootLogger.fatal({ name: e?.name, message: e?.message }, 'start failed');
  }
  process.exit(1);
});
