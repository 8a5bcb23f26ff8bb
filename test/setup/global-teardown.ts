import type { TestDatabase } from './test-database';

export default async function globalTeardown() {
  const db = (globalThis as { __TEST_DB__?: TestDatabase }).__TEST_DB__;
  await db?.drop();
}
