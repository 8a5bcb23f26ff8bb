import { Client } from 'pg';
import { until } from '../setup/until';
import { DataSource } from 'typeorm';
import { errorEnvelope } from '../../server/src/core/api/render-error';
import { dataSourceOptions } from '../../server/src/core/database/data-source.factory';
import { isDatabaseUnavailable } from '../../server/src/core/database/db-faults';
import { newDept } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 19: "the database is away" is decided by the cause chain of whatever reaches the error mapper,
// each kind driven here as the real stack throws it: a connection terminated under a statement, a
// transaction whose connection died (TypeORM then throws QueryRunnerProviderAlreadyReleasedError: it
// answered 500), a pool that cannot hand out a connection. And /health answers 503 for a few seconds
// after the process saw the database fail, not only when its own probe fails.
//
// Terminating backends needs a PostgreSQL server: the embedded database is one session in the test
// run's own process. The pool's own timeout is the same on both.
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';

async function terminate(where: string, params: unknown[] = []): Promise<number> {
  const c = new Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'faults-killer' });
  await c.connect();
  try {
    // this test's database only
    const { rows } = await c.query(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND ${where}`, params);
    return rows[0].n;
  } finally {
    await c.end();
  }
}

const expect503 = (err: unknown) => {
  expect(isDatabaseUnavailable(err)).toBe(true);
  const { status, body, retryAfterSeconds } = errorEnvelope(err, 'en');
  expect({ status, error: body.error, retryAfterSeconds }).toEqual({ status: 503, error: 'DatabaseUnavailable', retryAfterSeconds: 5 });
};

describe('the database away, by the cause of the error', () => {
  let t: TestApp;
  const ds = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  (onServer ? it : it.skip)('/health answers 503 once the process saw a connection fail, for a few seconds, then 200', async () => {
    const health = async () => {
      const r = await t.http.get('/health').set('Accept-Language', 'en');
      return { status: r.status, error: r.body.error, retryAfter: r.headers['retry-after'] };
    };
    await until(async () => (await health()).status === 200, '/health answers 200', 15_000);
    // the pool's idle connections die (a failover, say); the next probe would open a fresh one and succeed
    await Promise.all(Array.from({ length: 3 }, () => ds().query('SELECT 1')));
    expect(await terminate(`application_name = 'crew-backoffice' AND pid <> pg_backend_pid()`)).toBeGreaterThan(0);
    const seen = await until(async () => {
      const h = await health();
      return h.status !== 200 && h;
    }, '/health notices the lost connections', 5_000);
    expect(seen).toEqual({ status: 503, error: 'DatabaseUnavailable', retryAfter: '5' });
    // the database answers again all along: /health says so once the failure is no longer recent
    expect(await ds().query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await until(async () => (await health()).status === 200, '/health answers 200 once the failure is no longer recent', 15_000);
  });

  (onServer ? it : it.skip)('a statement whose backend is terminated under it (57P01)', async () => {
    const running = ds().query('SELECT pg_sleep(30)').catch((e: unknown) => e);
    await until(() => terminate(`application_name = 'crew-backoffice' AND query = 'SELECT pg_sleep(30)'`), 'the sleeping statement is found and terminated', 5_000);
    expect503(await running);
  });

  (onServer ? it : it.skip)('every statement of a transaction whose connection died: QueryRunnerProviderAlreadyReleasedError', async () => {
    // The pool may still hold an idle connection the previous tests terminated, its loss not yet noticed
    // on a loaded machine: a transaction that fails before its own connection is terminated here is
    // started again, on a fresh one.
    let thrown: unknown;
    let killed = false;
    for (let attempt = 0; !killed && attempt < 5; attempt += 1) {
      thrown = await ds()
        .transaction(async (m) => {
          const [{ pid }] = await m.query('SELECT pg_backend_pid() AS pid');
          await terminate('pid = $1', [pid]);
          killed = true;
          // TypeORM releases the runner when the client reports the lost connection
          await until(() => m.queryRunner!.isReleased, 'TypeORM releases the runner of the lost connection', 5_000);
          await m.query('SELECT 1');
        })
        .catch((e: unknown) => e);
    }
    expect(killed).toBe(true);
    expect((thrown as Error).name).toBe('QueryRunnerProviderAlreadyReleasedError');
    expect503(thrown);
  });

  (onServer ? it : it.skip)('a write whose connection is terminated before it commits runs again and answers 200', async () => {
    const token = await t.adminToken();
    const deptId = await newDept(t);
    // the write waits for a row lock held here, so its session is terminated in the middle of its transaction
    const holder = new Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'faults-holder' });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM sys_dept WHERE id = $1 FOR UPDATE', [deptId]);
      const write = t.call('SysDept', 'update', { id: deptId, name: 'written after a lost connection' }, token);
      const sent = write.then((r) => r);
      const killed = await until(() => terminate(`application_name = 'crew-backoffice' AND wait_event_type = 'Lock'`), 'the write waiting for the lock is found and terminated', 5_000);
      expect(killed).toBe(1);
      await holder.query('ROLLBACK');
      const res = await sent;
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 200, error: undefined });
      const [row] = await ds().query('SELECT name FROM sys_dept WHERE id = $1', [deptId]);
      expect(row.name).toBe('written after a lost connection');
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  });

  (onServer ? it : it.skip)('a write whose connection is terminated during its COMMIT: looked up, then run again (200), never done twice', async () => {
    const token = await t.adminToken();
    const deptId = await newDept(t);
    const tag = `commit-probe-${process.pid}-${Date.now()}`;
    // a deferred trigger makes the first COMMIT of this dept's rename take its time (a sequence is not
    // rolled back, so only the first one waits): the session is terminated while it commits
    await ds().query(`CREATE SEQUENCE "${tag}"`);
    await ds().query(`CREATE FUNCTION "${tag}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = '${tag}' AND nextval('"${tag}"') = 1 THEN PERFORM pg_sleep(30); END IF; RETURN NULL; END $$`);
    await ds().query(`CREATE CONSTRAINT TRIGGER "${tag}" AFTER UPDATE ON sys_dept DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "${tag}"()`);
    try {
      const sent = t.call('SysDept', 'update', { id: deptId, name: tag }, token).then((r) => r);
      const killed = await until(() => terminate(`application_name = 'crew-backoffice' AND query = 'COMMIT' AND state = 'active'`), 'the slow COMMIT is found and terminated', 5_000);
      expect(killed).toBe(1);
      const res = await sent;
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 200, error: undefined });
      const [row] = await ds().query('SELECT name FROM sys_dept WHERE id = $1', [deptId]);
      expect(row.name).toBe(tag);
    } finally {
      await ds().query(`DROP TRIGGER IF EXISTS "${tag}" ON sys_dept`);
      await ds().query(`DROP FUNCTION IF EXISTS "${tag}"()`);
      await ds().query(`DROP SEQUENCE IF EXISTS "${tag}"`);
    }
  });

  it('a pool that cannot hand out a connection in time', async () => {
    const base = dataSourceOptions(process.env.TEST_DATABASE_URL!) as { extra: Record<string, unknown> };
    const small = new DataSource({ ...dataSourceOptions(process.env.TEST_DATABASE_URL!), extra: { ...base.extra, max: 1, connectionTimeoutMillis: 200 } } as never);
    await small.initialize();
    const holder = small.createQueryRunner();
    try {
      await holder.connect();
      const thrown = await small.query('SELECT 1').catch((e: unknown) => e);
      expect((thrown as Error).message).toMatch(/timeout exceeded when trying to connect/);
      expect503(thrown);
    } finally {
      await holder.release();
      await small.destroy();
    }
  });
});
