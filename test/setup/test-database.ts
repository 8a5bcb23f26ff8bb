import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../server/src/core/database/embedded-postgres';

// Each test run gets databases of its own, so runs never collide. On a PostgreSQL server (DATABASE_URL)
// the run migrates and seeds one template database once, and every jest worker works in a copy of it
// (CREATE DATABASE … TEMPLATE, a file copy: far faster than migrating again). Without one, an in-memory
// embedded PostgreSQL serves the run, and its files run one after another.
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const withAdmin = async <T>(serverUrl: string, fn: (c: Client) => Promise<T>): Promise<T> => {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
};

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres();
    return { url: pg.url, drop: () => pg.stop() };
  }
  const run = `test_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${run}`));
  return {
    url: urlOf(serverUrl, run),
    // the template and every worker's copy
    drop: () =>
      withAdmin(serverUrl, async (c) => {
        const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_w%'`, [run]);
        for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      }),
  };
}

// The database of this jest worker: a copy of the run's template, made on the worker's first file.
export async function workerDatabase(templateUrl: string, worker: string): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_w${worker}`;
  const serverUrl = urlOf(templateUrl, 'postgres');
  await withAdmin(serverUrl, async (c) => {
    if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return;
    // two workers copying the template at once: PostgreSQL lets one at a time read it (55006)
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt > 50) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return urlOf(templateUrl, name);
}
