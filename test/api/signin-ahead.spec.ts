import { DataSource } from 'typeorm';
import { AHEAD_MAX_CALLS } from '../../server/src/core/api/ask-ahead';
import { newUser } from '../setup/factories';
import { png } from '../setup/sample-files';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 21 §2: a sign-in may carry the reads of the first screen (core/api/ask-ahead.ts). Each is answered
// exactly as the call on its own, under the user just signed in; what that user may not do is refused in
// its place, and only reads are taken.
describe('sign-in with the first screen’s calls', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, ahead: unknown, lang = 'en') => t.call('sysUser', 'login', { username, password, ahead }, undefined, lang);
  const attempts = async (username: string) => Number((await ds.query('SELECT count(*)::int AS n FROM sys_login_attempt WHERE username = $1', [username]))[0].n);

  it('answers each call as its own call answers it, in order, tags included', async () => {
    const user = await newUser(t);
    const calls = [
      { entity: 'Meta', operation: 'getClock', body: {} },
      { entity: 'SysMenu', operation: 'getTree', body: {} },
      { entity: 'SysMessage', operation: 'getMyList', body: { pageNum: 1, pageSize: 5, unreadOnly: true } },
      { entity: 'MyProcess', operation: 'getCounts', body: {} },
    ];
    const r = await signIn(user.username, user.password, calls);
    expect(r.body.code).toBe('200');
    const { token, ahead } = r.body.list[0];
    expect(ahead).toHaveLength(calls.length);
    for (const [i, c] of calls.entries()) {
      const own = await t.call(c.entity, c.operation, c.body, token);
      const { etag, ...envelope } = ahead[i];
      expect({ i, ...envelope }).toEqual({ i, ...own.body });
      // the tag is the one the call's own answer carries, so either copy revalidates the other
      expect(etag).toBe(own.headers.etag);
    }
    expect(ahead[1].etag).toMatch(/^W\//);
    expect(ahead[0].etag).toBeUndefined();
  });

  it('a kept copy whose tag still matches is answered "not modified", without its rows', async () => {
    const user = await newUser(t);
    const tagged = await t.call('SysCode', 'getAll', {}, user.token);
    const r = await signIn(user.username, user.password, [{ entity: 'SysCode', operation: 'getAll', body: {}, etag: tagged.headers.etag }, { entity: 'SysCode', operation: 'getAll', body: {}, etag: 'W/"old"' }]);
    const [same, changed] = r.body.list[0].ahead;
    expect(same).toEqual({ code: '200', msg: 'Operation successful', list: [], total: 0, etag: tagged.headers.etag, notModified: true });
    expect(changed.list).toEqual(tagged.body.list);
    expect(changed.notModified).toBeUndefined();
  });

  it('what the user may not read is refused in its place, in the caller’s language, and the sign-in stands', async () => {
    const user = await newUser(t);
    const reader = await newUser(t, { perms: ['reliefForecast'] });
    const calls = [
      { entity: 'reliefForecast', operation: 'getList', body: { days: 30, pageNum: 1, pageSize: 5 } },
      { entity: 'Meta', operation: 'getClock', body: {} },
    ];
    const r = await signIn(user.username, user.password, calls, 'zh');
    expect(r.body.code).toBe('200');
    const [refused, clock] = r.body.list[0].ahead;
    expect(refused).toMatchObject({ code: '403', error: 'Forbidden', msg: '没有权限执行此操作', list: [] });
    expect(clock.code).toBe('200');
    // the same call for a user who holds the screen is answered
    const allowed = await signIn(reader.username, reader.password, calls);
    expect(allowed.body.list[0].ahead[0]).toMatchObject({ code: '200' });
  });

  it('takes reads only: a write, an export, a public call or an unknown one is refused in its place and nothing is written', async () => {
    const user = await newUser(t, { perms: ['boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add'] });
    const name = uniq('先行');
    const calls = [
      { entity: 'BoatUserInfo', operation: 'insert', body: { name } },
      { entity: 'BoatUserInfo', operation: 'export', body: {} },
      { entity: 'sysUser', operation: 'login', body: { username: user.username, password: user.password } },
      { entity: 'sysUser', operation: 'logout', body: {} },
      { entity: 'NoSuchThing', operation: 'getList', body: {} },
      { entity: 'Meta', operation: 'noSuchOp', body: {} },
    ];
    const r = await signIn(user.username, user.password, calls);
    expect(r.body.code).toBe('200');
    expect(r.body.list[0].ahead.map((a: { error: string }) => a.error)).toEqual(['NotAskedAhead', 'NotAskedAhead', 'NotAskedAhead', 'NotAskedAhead', 'UnknownEntity', 'UnknownOperation']);
    expect(r.body.list[0].ahead[0].msg).toBe('This call cannot be asked with a sign-in: BoatUserInfo/insert');
    expect(Number((await ds.query('SELECT count(*)::int AS n FROM boat_user_info WHERE name = $1', [name]))[0].n)).toBe(0);
    // the session the sign-in made still works: logout was not run
    expect((await t.call('Meta', 'getClock', {}, r.body.list[0].token)).body.code).toBe('200');
  });

  it('a read that answers with a file is refused in its place, its file not sent', async () => {
    const user = await newUser(t);
    const up = await t.http.post('/uploadFile/api/uploadFile').set('Authorization', `Bearer ${user.token}`).field('folder', 'boatInfoImg').attach('file', png(), { filename: 'a.png', contentType: 'image/png' });
    const id = up.body.list[0].id;
    expect((await t.http.post('/uploadFile/api/download').set('Authorization', `Bearer ${user.token}`).send({ id })).status).toBe(200);
    const r = await signIn(user.username, user.password, [{ entity: 'uploadFile', operation: 'download', body: { id } }]);
    expect(r.body.list[0].ahead).toEqual([expect.objectContaining({ code: '400', error: 'NotAskedAhead', list: [] })]);
  });

  it('a call’s body is checked as its own call checks it', async () => {
    const user = await newUser(t);
    const r = await signIn(user.username, user.password, [{ entity: 'SysMessage', operation: 'getMyList', body: { pageNum: 'x' } }]);
    expect(r.body.list[0].ahead[0]).toMatchObject({ code: '400', error: 'Validation' });
    expect(r.body.list[0].ahead[0].fields[0].field).toBe('pageNum');
  });

  it('a malformed list is refused before the password is checked: no attempt counted, no session', async () => {
    const user = await newUser(t);
    const before = await attempts(user.username);
    const tooMany = Array.from({ length: AHEAD_MAX_CALLS + 1 }, () => ({ entity: 'Meta', operation: 'getClock', body: {} }));
    for (const ahead of [tooMany, 'Meta/getClock', [{ entity: 'Meta' }], [{ entity: 'Meta', operation: 'getClock', body: [] }], [{ entity: 'Meta', operation: 'getClock', body: {}, etag: 7 }]]) {
      const r = await signIn(user.username, user.password, ahead, 'zh');
      expect({ ahead, status: r.status, error: r.body.error, field: r.body.fields?.[0]?.field }).toEqual({ ahead, status: 400, error: 'Validation', field: 'ahead' });
    }
    expect(await attempts(user.username)).toBe(before);
    // and a wrong password answers as ever, carrying nothing
    const wrong = await signIn(user.username, 'wrong-password', [{ entity: 'Meta', operation: 'getClock', body: {} }]);
    expect({ status: wrong.status, error: wrong.body.error, list: wrong.body.list }).toEqual({ status: 401, error: 'BadCredentials', list: [] });
  });
});
