import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../server/src/core/database/embedded-postgres';

// Each test run gets a database of its own, so runs never collide: a new database on the server of
// DATABASE_URL when it is set, otherwise an in-memory embedded PostgreSQL.
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres();
    return { url: pg.url, drop: () => pg.stop() };
  }
  const name = `test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
