import { verify } from '@node-rs/argon2';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { LOCK_AFTER_FAILURES, THROTTLE_FAILURES } from '../../server/src/core/auth/auth.service';
import { ErrorCode } from '../../server/src/core/errors/error-code';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_STAFF } from '../../server/src/modules/system/seed/org-seed';
import { SeedService } from '../../server/src/modules/system/seed/seed.service';
import { newUser, NewUser } from '../setup/factories';
import { ADMIN_PASSWORD, startTestApp, TestApp, uniq } from '../setup/test-app';

// Source addresses are simulated with X-Forwarded-For, which the app trusts from loopback here only
// (TRUST_PROXY); every test takes addresses of its own so the per-address counts never mix.
let octet = 0;
const address = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++octet}`;

const expectError = (r: request.Response, status: number, key: string) => {
  expect({ status: r.status, code: r.body.code, error: r.body.error }).toEqual({ status, code: String(status), error: key });
};

describe('sign-in lock-out by account and address', () => {
  let t: TestApp;
  let ds: DataSource;

  const signIn = (username: string, password: string, from: string, lang = 'en') =>
    t.http.post('/sysUser/api/login').set('X-Forwarded-For', from).set('Accept-Language', lang).send({ username, password });
  const failures = async (user: NewUser, from: string, n: number) => {
    for (let i = 0; i < n; i++) expectError(await signIn(user.username, 'bad-password', from), 401, 'BadCredentials');
  };

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('five wrong passwords from one address lock the account there, not from another address', async () => {
    const user = await newUser(t);
    const [a, b] = [address(), address()];
    await failures(user, a, LOCK_AFTER_FAILURES - 1);
    const fifth = await signIn(user.username, 'bad-password', a);
    expectError(fifth, 403, 'AccountLocked');
    expect(fifth.body.msg).toBe(ErrorCode.AccountLocked.en.replace('{minutes}', '15'));
    // the right password does not unlock early, from that address
    const right = await signIn(user.username, user.password, a, 'zh');
    expectError(right, 403, 'AccountLocked');
    expect(right.body.msg).toBe(ErrorCode.AccountLocked.zh.replace('{minutes}', '15'));
    // the owner elsewhere is not locked out, and that address has a count of its own
    expect((await signIn(user.username, user.password, b)).body.code).toBe('200');
    await failures(user, b, LOCK_AFTER_FAILURES - 1);
    expect((await signIn(user.username, user.password, b)).body.code).toBe('200');
  });

  it('the administrator guessed at from one address still signs in from another', async () => {
    const [attacker, office] = [address(), address()];
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) await signIn('admin', `guess-${i}`, attacker);
    expectError(await signIn('admin', ADMIN_PASSWORD, attacker), 403, 'AccountLocked');
    expect((await signIn('admin', ADMIN_PASSWORD, office)).body.code).toBe('200');
  });

  it('a success resets the count of its own address only', async () => {
    const user = await newUser(t);
    const [a, b] = [address(), address()];
    await failures(user, a, LOCK_AFTER_FAILURES - 1);
    expect((await signIn(user.username, user.password, a)).body.code).toBe('200');
    await failures(user, a, LOCK_AFTER_FAILURES - 1);
    // a success from b leaves a's four failures standing: the fifth locks
    expect((await signIn(user.username, user.password, b)).body.code).toBe('200');
    expectError(await signIn(user.username, 'bad-password', a), 403, 'AccountLocked');
  });

  it('concurrent guesses from one address get no more password checks than the lock allows', async () => {
    const user = await newUser(t);
    const a = address();
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(user.username, 'bad-password', a)));
    const checked = answers.filter((r) => r.body.error === 'BadCredentials').length;
    expect(checked).toBeLessThanOrEqual(LOCK_AFTER_FAILURES - 1);
    expect(answers.every((r) => ['BadCredentials', 'AccountLocked'].includes(r.body.error))).toBe(true);
    // refusals are not recorded: the record holds the checked attempts only
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM sys_login_attempt WHERE username = $1 AND ip = $2', [user.username, a]);
    expect(n).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
  });

  // failures of `accounts` accounts from one address, recorded as checked sign-ins record them (a real
  // argon2 check each would make the throttle's hundreds of failures the slowest test here)
  const recordFailures = (from: string, accounts: number, each = 1) =>
    ds.query(
      `INSERT INTO sys_login_attempt (username, success, ip) SELECT 'ghost-' || a || '-' || $3::text, false, $1 FROM generate_series(1, $2) a, generate_series(1, $4) e`,
      [from, accounts, uniq('g'), each],
    );

  it(`${THROTTLE_FAILURES} failures from one address, over any accounts, refuse that address with 429 and Retry-After`, async () => {
    const user = await newUser(t);
    const [noisy, quiet] = [address(), address()];
    await recordFailures(noisy, THROTTLE_FAILURES - 1);
    expectError(await signIn(uniq('ghost'), 'bad-password', noisy), 401, 'BadCredentials');
    // even the right password of an account never guessed at is refused from there, in either language
    const en = await signIn(user.username, user.password, noisy);
    expectError(en, 429, 'TooManyAttempts');
    expect(en.body.msg).toBe(ErrorCode.TooManyAttempts.en.replace('{minutes}', '15'));
    const retryAfter = Number(en.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const zh = await signIn(user.username, user.password, noisy, 'zh');
    expectError(zh, 429, 'TooManyAttempts');
    expect(zh.body.msg).toBe(ErrorCode.TooManyAttempts.zh.replace('{minutes}', '15'));
    // refused attempts are not recorded, so the throttle lapses as the failures age
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM sys_login_attempt WHERE ip = $1', [noisy]);
    expect(n).toBe(THROTTLE_FAILURES);
    // other addresses are untouched
    expect((await signIn(user.username, user.password, quiet)).body.code).toBe('200');
  });

  it('the throttle lapses once the failures leave the window', async () => {
    const user = await newUser(t);
    const noisy = address();
    await recordFailures(noisy, THROTTLE_FAILURES);
    expectError(await signIn(user.username, user.password, noisy), 429, 'TooManyAttempts');
    await ds.query(`UPDATE sys_login_attempt SET at = at - interval '16 minutes' WHERE ip = $1`, [noisy]);
    expect((await signIn(user.username, user.password, noisy)).body.code).toBe('200');
  });

  it('the throttle is proportional: one account counts at most its lock-out, so one person cannot lock an office out', async () => {
    const [me, colleague] = [await newUser(t), await newUser(t)];
    const office = address();
    // one person, many sessions: wrong passwords, a success, wrong again, far past the 30 that once
    // throttled the whole address
    for (let round = 0; round < 8; round++) {
      await failures(me, office, LOCK_AFTER_FAILURES - 1);
      expect((await signIn(me.username, me.password, office)).body.code).toBe('200');
    }
    await failures(me, office, LOCK_AFTER_FAILURES - 1);
    expectError(await signIn(me.username, 'bad-password', office), 403, 'AccountLocked');
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM sys_login_attempt WHERE ip = $1 AND NOT success', [office]);
    expect(n).toBe(9 * (LOCK_AFTER_FAILURES - 1) + 1);
    // the colleague at the next desk still signs in, and so does an account with many failures of its own
    expect((await signIn(colleague.username, colleague.password, office)).body.code).toBe('200');
    const other = address();
    await recordFailures(other, 1, THROTTLE_FAILURES);
    expect((await signIn(colleague.username, colleague.password, other)).body.code).toBe('200');
    // failures of many accounts do add up: one short of the limit, counting each account's first five
    const spray = address();
    await recordFailures(spray, THROTTLE_FAILURES / LOCK_AFTER_FAILURES - 1, LOCK_AFTER_FAILURES + 3);
    await recordFailures(spray, LOCK_AFTER_FAILURES - 1);
    expect((await signIn(colleague.username, colleague.password, spray)).body.code).toBe('200');
    await recordFailures(spray, 1);
    expectError(await signIn(colleague.username, colleague.password, spray), 429, 'TooManyAttempts');
  });

  it('an administrator unlocks an account on every address; the button right is needed', async () => {
    const user = await newUser(t);
    const [a, b] = [address(), address()];
    await failures(user, a, LOCK_AFTER_FAILURES - 1);
    await signIn(user.username, 'bad-password', a);
    await failures(user, b, LOCK_AFTER_FAILURES - 1);
    await signIn(user.username, 'bad-password', b);
    expectError(await signIn(user.username, user.password, a), 403, 'AccountLocked');

    const screenOnly = await newUser(t, { perms: ['userManagement'], dataScope: '1' });
    expectError(await t.call('sysUser', 'unlock', { id: user.id }, screenOnly.token), 403, 'Forbidden');
    expectError(await signIn(user.username, user.password, a), 403, 'AccountLocked');

    const unlocker = await newUser(t, { perms: ['userManagement', 'userManagement:unlock'], dataScope: '1' });
    const ok = await t.call('sysUser', 'unlock', { id: user.id }, unlocker.token);
    expect(ok.body.code).toBe('200');
    expect(ok.body.list[0]).toEqual({ userId: user.id, cleared: 2 * LOCK_AFTER_FAILURES });
    expect((await signIn(user.username, user.password, a)).body.code).toBe('200');
    expect((await signIn(user.username, user.password, b)).body.code).toBe('200');
    // the failures stay on record, marked cleared
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM sys_login_attempt WHERE username = $1 AND NOT success AND cleared', [user.username]);
    expect(n).toBe(2 * LOCK_AFTER_FAILURES);

    const admin = await t.adminToken();
    expectError(await t.call('sysUser', 'unlock', {}, admin), 400, 'Validation');
    expectError(await t.call('sysUser', 'unlock', { id: 99999999 }, admin), 404, 'NotFound');
    expect((await t.call('sysUser', 'unlock', { id: user.id }, admin)).body.list[0].cleared).toBe(0);
  });

  it('unlock is a row action of the users screen, behind its own menu button', async () => {
    const admin = await t.adminToken();
    const menus = (await t.call('SysMenu', 'getTree', {}, admin)).body.list as Array<{ id: number; perms: string; parentId: number }>;
    const screen = menus.find((m) => m.perms === 'userManagement')!;
    expect(menus.find((m) => m.perms === 'userManagement:unlock')).toMatchObject({ id: screen.id + 6, parentId: screen.id });
    const meta = (await t.call('Meta', 'getResources', {}, admin)).body.list.find((r: { name: string }) => r.name === 'sysUser');
    expect(meta.actions).toContainEqual(expect.objectContaining({ name: 'unlock', placement: 'row', label: { zh: '解锁', en: 'Unlock' } }));
    expect(meta.access.unlock).toBe(screen.id + 6);
  });

  it('a username longer than its column (64) is refused with 400 and not recorded', async () => {
    const a = address();
    const long = 'u'.repeat(65);
    const r = await signIn(long, 'whatever', a);
    expectError(r, 400, 'Validation');
    expect(r.body.fields).toEqual([expect.objectContaining({ field: 'username', reason: 'max' })]);
    expectError(await signIn('u'.repeat(64), 'whatever', a), 401, 'BadCredentials');
    const zh = await signIn(long, 'whatever', a, 'zh');
    expect(zh.body.fields[0].message).toMatch(/账号/);
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM sys_login_attempt WHERE ip = $1', [a]);
    expect(n).toBe(1);
  });
});

describe('source address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '' });
  });
  afterAll(() => t.close());

  it('X-Forwarded-For is ignored: a new header on every guess does not escape the lock', async () => {
    const user = await newUser(t);
    const guess = () =>
      t.http.post('/sysUser/api/login').set('X-Forwarded-For', address()).set('Accept-Language', 'en').send({ username: user.username, password: 'bad-password' });
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) expectError(await guess(), 401, 'BadCredentials');
    expectError(await guess(), 403, 'AccountLocked');
  });

  it('a long X-Forwarded-For is not read, so not refused', async () => {
    const r = await t.http.get('/health').set('X-Forwarded-For', '1.2.3.4, '.repeat(20));
    expect(r.status).toBe(200);
  });
});

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // The demo seeding is run inside a transaction that is rolled back: the run's database is shared
  // by every test file and must not gain the demo staff.
  it('each seeded demo account has a hash of its own (its own salt)', async () => {
    const ds = t.app.get(DataSource);
    const seed = t.app.get(SeedService);
    class Rollback extends Error {
      constructor(readonly rows: Array<{ username: string; password_hash: string }>) {
        super('rollback');
      }
    }
    const rows = await ds
      .transaction(async (m) => {
        // other files of the run may have made roles of the demo's names (the flow fixtures do): moved
        // aside inside this transaction, which is rolled back
        await m.query(`UPDATE sys_role SET name = left(name, 40) || ' #' || id WHERE name = ANY($1)`, [DEMO_ROLES.map((r) => r.name)]);
        const depts = await seed['organisation'](m);
        await seed['demo'](m, depts);
        throw new Rollback(await m.query('SELECT username, password_hash FROM sys_user WHERE username = ANY($1)', [DEMO_STAFF.map((s) => s.username)]));
      })
      .catch((e) => {
        if (e instanceof Rollback) return e.rows;
        throw e;
      });
    expect(rows).toHaveLength(DEMO_STAFF.length);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(DEMO_STAFF.length);
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(DEMO_STAFF.length);
    for (const r of rows) expect(await verify(r.password_hash, DEMO_PASSWORD)).toBe(true);
    expect((await ds.query('SELECT count(*)::int AS n FROM sys_user WHERE username = $1', [DEMO_STAFF[0].username]))[0].n).toBe(0);
  });
});
