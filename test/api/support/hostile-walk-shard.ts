import { DataSource } from 'typeorm';
import { hostileWalk } from '../../../bench/hostile-walk';
import { newUser } from '../../setup/factories';
import { startTestApp, TestApp } from '../../setup/test-app';

// The walk is about input, which the database never sees when it is refused. The test tier sends one
// request in four (one in five on the embedded database: one session, several times slower), which
// keeps `npm test` under its ten minutes on two cores (the whole walk took 620 of the 1,290 s the API
// tier's two workers spent; one in three still took 190–230 s of the workers' ~700); which quarter is
// the day's (the day number modulo four, or HOSTILE_OFFSET), so four days of CI send every request,
// and a failing one is found again by its offset. `BENCH_ONLY=security` walks the whole API every time.
const EVERY = process.env.TEST_DATABASE_KIND === 'embedded' ? 5 : 4;
const OFFSET = Number(process.env.HOSTILE_OFFSET ?? Math.floor(Date.now() / 86_400_000) % EVERY);

// Tables a rejected call may still write by design: the failed sign-ins it made (lock-out counts them),
// the "continue?" tokens' key (made once, by the first write call of any process) and nothing else.
const WRITTEN_BY_DESIGN = new Set(['sys_login_attempt', 'sys_token', 'sys_secret', 'migrations']);

// Every table's row count and a checksum of its rows, to prove rejected calls changed nothing.
async function fingerprint(ds: DataSource): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = await ds.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (WRITTEN_BY_DESIGN.has(name)) continue;
    const [row] = await ds.query(`SELECT count(*)::int AS n, md5(COALESCE(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS sum FROM "${name}" t`);
    out[name] = `${row.n}:${row.sum}`;
  }
  return out;
}

// The walk is spread over SHARDS spec files (hostile-walk-<n>.spec.ts), each walking every SHARDS-th
// operation, so the parallel workers of the API tier share it.
export const SHARDS = 3;

// Issue 9 §2: every operation, sent the classes of bad input found (NUL, unsafe numbers, prototype names
// in sort, prototype keys, wrong types, huge strings and arrays, empty arrays, malformed bodies, compressed
// bodies: valid, corrupt and bombs, gzip, brotli and deflate) as the administrator,
// a department leader and ordinary staff: no 5xx, no stack or SQL in any answer, no write accepted, and
// every table as it was.
export const walkShard = (index: number) => describe(`hostile-request walk, part ${index + 1} of ${SHARDS}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it(`answers every hostile body with a 4xx and changes nothing (one in ${EVERY}, offset ${OFFSET})`, async () => {
    const admin = await t.adminToken();
    const leader = await newUser(t, { perms: ['myAgency', 'alreadyDone', 'vacationManage', 'vacationApplication', 'vacationApplication:add', 'userManagement'], dataScope: '3' });
    const staff = await newUser(t, { perms: ['vacationApplication', 'vacationApplication:add'] });
    const doc = (await t.http.get('/api/docs')).body;
    const ds = t.app.get(DataSource);
    const before = await fingerprint(ds);
    // over a real socket with keep-alive, as a client would: supertest opens a connection per request
    await t.app.listen(0, '127.0.0.1');
    const base = await t.app.getUrl();
    const walkers = [{ token: admin, perField: true }, { token: leader.token }, { token: staff.token }, {}];
    const result = await hostileWalk(doc, walkers, async (path, raw, token, encoding) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        },
        body: raw,
      });
      return { status: res.status, text: await res.text() };
    }, { parallel: 6, every: EVERY, offset: OFFSET, shard: { index, count: SHARDS } });
    expect(result.requests).toBeGreaterThan(40_000 / EVERY / SHARDS);
    expect(result.fiveXX).toEqual([]);
    expect(result.leaks).toEqual([]);
    expect(result.acceptedWrites).toEqual([]);
    const after = await fingerprint(ds);
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    expect(changed).toEqual([]);
    // the walkers are still signed in: nothing hostile signed them out or disabled them
    expect((await t.call('sysUser', 'getCurrentUser', {}, leader.token)).status).toBe(200);
  }, 900_000);
});
