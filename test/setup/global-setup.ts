import { createApp } from '../../server/src/app.factory';
import { loadConfig } from '../../server/src/core/config/app-config';
import { ADMIN_PASSWORD } from './test-app';
import { createTestDatabase } from './test-database';

export default async function globalSetup() {
  const db = await createTestDatabase();
  (globalThis as { __TEST_DB__?: unknown }).__TEST_DB__ = db;
  process.env.TEST_DATABASE_URL = db.url;
  process.env.TEST_DATABASE_KIND = process.env.DATABASE_URL ? 'postgres' : 'embedded';
  if (!process.env.DATABASE_URL) return;
  // migrated and seeded once: the template every worker copies (worker-database.ts)
  const app = await createApp(loadConfig({ ...process.env, DATABASE_URL: db.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent', SCHEDULER: 'off', WEB_DIST: '/nonexistent' }));
  await app.init();
  await app.close();
  process.env.TEST_TEMPLATE_URL = db.url;
}
