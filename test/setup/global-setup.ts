import { createTestDatabase } from './test-database';

export default async function globalSetup() {
  const db = await createTestDatabase();
  (globalThis as { __TEST_DB__?: unknown }).__TEST_DB__ = db;
  process.env.TEST_DATABASE_URL = db.url;
  process.env.TEST_DATABASE_KIND = process.env.DATABASE_URL ? 'postgres' : 'embedded';
}
