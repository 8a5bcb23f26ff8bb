import { DataSource } from 'typeorm';
import { until } from '../setup/until';
import { newUser } from '../setup/factories';
import { ADMIN_PASSWORD, startTestApp, TestApp, uniq } from '../setup/test-app';

describe('sign-in, tokens and passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('login trims the username and answers the session', async () => {
    const r = await t.call('sysUser', 'login', { username: '  admin ', password: ADMIN_PASSWORD });
    expect(r.body.code).toBe('200');
    expect(r.body.list[0]).toMatchObject({ userId: expect.any(Number), token: expect.any(String), name: '系统管理员', roleIdList: [1], allData: true });
    expect(Array.isArray(r.body.list[0].menuIdList)).toBe(true);
    const legacy = await t.call('sysUser', 'loginFun', { username: 'admin', password: ADMIN_PASSWORD });
    expect(legacy.body.code).toBe('200');
  });

  it('login needs an account and a password', async () => {
    const r = await t.call('sysUser', 'login', { username: '   ' });
    expect(r.status).toBe(400);
    expect(r.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['password', 'username']);
  });

  it('a wrong password answers 401 without telling which part was wrong', async () => {
    const user = await newUser(t);
    const wrong = await t.call('sysUser', 'login', { username: user.username, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('Wrong account or password');
    const unknown = await t.call('sysUser', 'login', { username: uniq('ghost'), password: 'nope-nope' });
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('passwords are stored as argon2 hashes', async () => {
    const user = await newUser(t);
    const [row] = await t.app.get(DataSource).query('SELECT password_hash FROM sys_user WHERE id = $1', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(user.password);
    const listed = await t.call('sysUser', 'getById', { id: user.id }, await t.adminToken());
    expect(JSON.stringify(listed.body)).not.toMatch(/password|argon/i);
  });

  // one source address here (the socket's); by account and address, throttle and unlock: signin-hygiene.spec.ts
  it('five failures within 15 minutes from one address lock the username there for 15 minutes, even with the right password', async () => {
    const user = await newUser(t);
    for (let i = 0; i < 4; i++) expect((await t.call('sysUser', 'login', { username: user.username, password: 'bad-password' })).status).toBe(401);
    const fifth = await t.call('sysUser', 'login', { username: user.username, password: 'bad-password' });
    expect(fifth.status).toBe(403);
    expect(fifth.body.msg).toMatch(/locked, try again in 15 minutes/);
    const right = await t.call('sysUser', 'login', { username: user.username, password: user.password }, undefined, 'zh');
    expect(right.status).toBe(403);
    expect(right.body.msg).toMatch(/账号已锁定/);
    // other accounts are not affected
    expect((await t.call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.code).toBe('200');
  });

  it('a success resets the failure count', async () => {
    const user = await newUser(t);
    for (let i = 0; i < 4; i++) await t.call('sysUser', 'login', { username: user.username, password: 'bad-password' });
    expect((await t.call('sysUser', 'login', { username: user.username, password: user.password })).body.code).toBe('200');
    for (let i = 0; i < 4; i++) await t.call('sysUser', 'login', { username: user.username, password: 'bad-password' });
    expect((await t.call('sysUser', 'login', { username: user.username, password: user.password })).body.code).toBe('200');
  });

  it('logout revokes the token', async () => {
    const user = await newUser(t);
    expect((await t.call('sysUser', 'getCurrentUser', {}, user.token)).body.code).toBe('200');
    expect((await t.call('sysUser', 'logout', {}, user.token)).body.code).toBe('200');
    const after = await t.call('sysUser', 'getCurrentUser', {}, user.token);
    expect(after.status).toBe(401);
  });

  it('changePassword needs the old password and revokes the user tokens', async () => {
    const user = await newUser(t);
    const other = await t.login(user.username, user.password);
    const wrongOld = await t.call('sysUser', 'changePassword', { oldPassword: 'wrong-old', newPassword: 'NewPassw0rd!' }, user.token);
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.msg).toBe('The current password is wrong');
    const short = await t.call('sysUser', 'changePassword', { oldPassword: user.password, newPassword: 'short' }, user.token);
    expect(short.status).toBe(400);
    const ok = await t.call('sysUser', 'changePassword', { oldPassword: user.password, newPassword: 'NewPassw0rd!' }, user.token);
    expect(ok.body.code).toBe('200');
    expect((await t.call('sysUser', 'getCurrentUser', {}, other)).status).toBe(401);
    expect((await t.call('sysUser', 'login', { username: user.username, password: user.password })).status).toBe(401);
    expect((await t.call('sysUser', 'login', { username: user.username, password: 'NewPassw0rd!' })).body.code).toBe('200');
  });

  it('resetPassword is the administrator’s and revokes the user tokens', async () => {
    const user = await newUser(t);
    const denied = await t.call('sysUser', 'resetPassword', { id: user.id, password: 'Reset-12345' }, user.token);
    expect(denied.status).toBe(403);
    const ok = await t.call('sysUser', 'resetPassword', { id: user.id, password: 'Reset-12345' }, await t.adminToken());
    expect(ok.body.code).toBe('200');
    expect((await t.call('sysUser', 'getCurrentUser', {}, user.token)).status).toBe(401);
    expect((await t.call('sysUser', 'login', { username: user.username, password: 'Reset-12345' })).body.code).toBe('200');
  });

  it('a disabled account cannot sign in and its tokens stop working', async () => {
    const user = await newUser(t);
    const admin = await t.adminToken();
    const row = (await t.call('sysUser', 'getById', { id: user.id }, admin)).body.list[0];
    expect((await t.call('sysUser', 'update', { id: user.id, version: row.version, status: '2' }, admin)).body.code).toBe('200');
    expect((await t.call('sysUser', 'getCurrentUser', {}, user.token)).status).toBe(401);
    expect((await t.call('sysUser', 'login', { username: user.username, password: user.password })).status).toBe(403);
  });
});

describe('token expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TOKEN_TTL: '1s' });
  });
  afterAll(() => t.close());

  it('an expired token answers 401 with its own message', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const r = await until(async () => {
      const res = await t.call('SysDept', 'getList', {}, token);
      return res.status !== 200 && res;
    }, 'the one-second token is no longer accepted');
    expect(r.status).toBe(401);
    expect(r.body.msg).toBe('Your session has expired, please sign in again');
  });
});
