import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { startTestApp, TestApp } from '../setup/test-app';

// Every error class of the contract answers the envelope with the HTTP status as code, in the
// caller's language, and never leaks internals.
describe('error answers', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  const envelope = expect.objectContaining({ code: expect.any(String), msg: expect.any(String), list: [], total: 0 });

  it('unknown entity and unknown operation: 404', async () => {
    const e = await t.call('NoSuchThing', 'getList', {}, token);
    expect(e.status).toBe(404);
    expect(e.body).toEqual(envelope);
    expect(e.body).toMatchObject({ code: '404', msg: 'Unknown entity: NoSuchThing' });
    const o = await t.call('SysDept', 'fly', {}, token);
    expect(o.body).toMatchObject({ code: '404', msg: 'Unknown operation: SysDept/fly' });
    const zh = await t.call('NoSuchThing', 'getList', {}, token, 'zh');
    expect(zh.body.msg).toBe('不存在的接口：NoSuchThing');
  });

  it('entity names match without regard to case', async () => {
    const r = await t.call('sysdept', 'GETLIST', {}, token);
    expect(r.body.code).toBe('200');
    const u = await t.call('SYSUSER', 'getList', {}, token);
    expect(u.body.code).toBe('200');
  });

  it('no token, a wrong token: 401', async () => {
    const none = await t.call('SysDept', 'getList', {});
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: '401', msg: 'Please sign in' });
    const wrong = await t.call('SysDept', 'getList', {}, 'not-a-token');
    expect(wrong.status).toBe(401);
  });

  it('malformed JSON: 400 and nothing changes', async () => {
    const before = (await t.call('SysDept', 'getList', {}, token)).body.total;
    const r = await t.http
      .post('/SysDept/api/insert')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"name": "x", "deptType": ');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: '400', msg: '请求内容不是有效的 JSON' });
    expect((await t.call('SysDept', 'getList', {}, token)).body.total).toBe(before);
  });

  it('a JSON body that is not an object: 400', async () => {
    const r = await t.http.post('/SysDept/api/getList').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send('[1,2]');
    expect(r.status).toBe(400);
  });

  it('a body over 20 MB: 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(21 * 1024 * 1024) });
    const r = await t.http.post('/SysDept/api/insert').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send(big);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: '413' });
  });

  it('a server error answers 500 with a generic message, no stack trace or SQL', async () => {
    const registry = t.app.get(ResourceRegistry);
    const remove = registry.hook('SysCode.getList:query', () => {
      throw new Error('boom: SELECT password_hash FROM sys_user at Object.<anonymous> (/app/x.ts:1:1)');
    });
    try {
      const r = await t.call('SysCode', 'getList', {}, token);
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ code: '500', msg: 'Internal server error, please try again later', list: [] });
      const text = JSON.stringify(r.body);
      expect(text).not.toMatch(/boom|SELECT|password_hash|\.ts:/);
      expect(r.body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      remove();
    }
  });

  it('a database error answers 500 without SQL', async () => {
    const registry = t.app.get(ResourceRegistry);
    const remove = registry.hook('SysCode.getList:query', (_ctx, { qb }) => {
      qb.andWhere('no_such_column = 1');
    });
    try {
      const r = await t.call('SysCode', 'getList', {}, token);
      expect(r.status).toBe(500);
      expect(JSON.stringify(r.body)).not.toMatch(/no_such_column|SELECT|sys_code/);
    } finally {
      remove();
    }
  });

  it('unknown GET routes answer the envelope too', async () => {
    const r = await t.http.get('/nothing/here');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: '404' });
  });

  it('health answers 200 when the database answers', async () => {
    const r = await t.http.get('/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
  });
});
