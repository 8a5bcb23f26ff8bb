import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { DataSource } from 'typeorm';
import { MAX_UPLOAD_BYTES, PUBLIC_BODY_BYTES } from '../../server/src/core/api/body-parsing';
import { newUser } from '../setup/factories';
import { ADMIN_PASSWORD, startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 19: what a body costs before we know who sent it. A body is decompressed and parsed only after
// the token and the right are checked; a sign-in, which has no token, is read at most PUBLIC_BODY_BYTES
// on the wire and decompressed; a bomb is cut off as it inflates. Costs are counted, never timed: the
// decoders the server feeds and the bytes they put out are counted by wrapping zlib's decoder classes,
// whichever code makes them (the server now, body-parser before it).

type Coding = 'gzip' | 'br' | 'deflate';
const CODINGS: Coding[] = ['gzip', 'br', 'deflate'];
const DECODERS = [zlib.Gunzip, zlib.Inflate, zlib.BrotliDecompress];

const compress = (c: Coding, b: Buffer | string) =>
  c === 'gzip' ? zlib.gzipSync(b, { level: 9 }) : c === 'deflate' ? zlib.deflateSync(b, { level: 9 }) : zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 24 } });

// A body of `bytes` spaces and nothing else: no JSON value, so any answer but a refusal would be a finding.
const bombs = new Map<string, Buffer>();
const bomb = (c: Coding, bytes = 24 * 1024 * 1024) => {
  const key = `${c}:${bytes}`;
  if (!bombs.has(key)) bombs.set(key, compress(c, Buffer.alloc(bytes, ' ')));
  return bombs.get(key)!;
};
const corrupt = (c: Coding) => Buffer.concat([compress(c, '{"pageNum":1,"pageSize":5}').subarray(0, 9), Buffer.from('not compressed at all')]);

interface Answer {
  status: number;
  body: any;
}

describe('the cost of a body before the caller is known', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  const decoded = { made: 0, out: 0 };
  const restore: Array<() => void> = [];

  // Bytes and headers exactly as given; without a Content-Length the body goes chunked.
  const post = (path: string, headers: Record<string, string>, body: Buffer | string, chunked = false): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers, ...(chunked ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const coded = (c: Coding, token?: string) => ({ 'Content-Encoding': c, ...(token ? bearer(token) : {}) });
  const refusal = (r: Answer) => ({ status: r.status, error: r.body.error });
  const attempts = async (ip = '%') => (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM sys_login_attempt WHERE ip LIKE $1`, [ip]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    // zlib's exports are read-only, so the decoder classes are wrapped: the first chunk a decoder is fed
    // counts it, and every chunk it pushes out counts its bytes
    for (const proto of DECODERS.map((c) => c.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)) {
      const { push, _transform: transform } = proto;
      const fed = new WeakSet<object>();
      proto.push = function (this: object, chunk: unknown, ...rest: unknown[]) {
        if (Buffer.isBuffer(chunk)) decoded.out += chunk.length;
        return push.call(this, chunk, ...rest);
      };
      proto._transform = function (this: object, ...args: unknown[]) {
        if (!fed.has(this)) decoded.made++;
        fed.add(this);
        return transform.apply(this, args);
      };
      restore.push(() => {
        delete proto.push;
        delete proto._transform;
      });
    }
  });
  afterAll(async () => {
    for (const undo of restore) undo();
    await t.close();
  });
  beforeEach(() => Object.assign(decoded, { made: 0, out: 0 }));

  it('without a token nothing is decompressed or parsed: bombs, corrupt streams and broken JSON all answer 401', async () => {
    for (const path of ['/BoatShipOwner/api/getList', '/BoatShipOwner/api/insert']) {
      for (const token of [undefined, 'not-a-token']) {
        for (const c of CODINGS) {
          expect({ c, path, ...refusal(await post(path, coded(c, token), bomb(c))) }).toEqual({ c, path, status: 401, error: 'NotSignedIn' });
          expect({ c, path, ...refusal(await post(path, coded(c, token), corrupt(c))) }).toEqual({ c, path, status: 401, error: 'NotSignedIn' });
        }
        expect(refusal(await post(path, token ? bearer(token) : {}, '{"pageNum": 1,'))).toEqual({ status: 401, error: 'NotSignedIn' });
      }
    }
    expect(decoded).toEqual({ made: 0, out: 0 });
  });

  it('a caller without the right is refused before the body is read', async () => {
    const staff = await newUser(t, { perms: [] });
    for (const c of CODINGS) {
      expect(refusal(await post('/BoatShipOwner/api/insert', coded(c, staff.token), bomb(c)))).toEqual({ status: 403, error: 'Forbidden' });
    }
    expect(refusal(await post('/BoatShipOwner/api/insert', bearer(staff.token), '{"code":'))).toEqual({ status: 403, error: 'Forbidden' });
    expect(decoded).toEqual({ made: 0, out: 0 });
  });

  it('an upload without a token is not taken apart either', async () => {
    const broken = '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG';
    const r = await post('/uploadFile/api/uploadFile', { 'Content-Type': 'multipart/form-data; boundary=X' }, broken);
    expect(refusal(r)).toEqual({ status: 401, error: 'NotSignedIn' });
    const signedIn = await post('/uploadFile/api/uploadFile', { 'Content-Type': 'multipart/form-data; boundary=X', ...bearer(admin) }, broken);
    expect(refusal(signedIn)).toEqual({ status: 400, error: 'BadMultipart' });
  });

  it('with a token, compressed JSON of every coding is read, and a corrupt stream is 400', async () => {
    const body = JSON.stringify({ pageNum: 1, pageSize: 5 });
    for (const c of CODINGS) {
      expect({ c, ...refusal(await post('/BoatShipOwner/api/getList', coded(c, admin), compress(c, body))) }).toEqual({ c, status: 200, error: undefined });
      expect({ c, ...refusal(await post('/BoatShipOwner/api/getList', coded(c, admin), corrupt(c))) }).toEqual({ c, status: 400, error: 'BadBody' });
    }
    expect(refusal(await post('/BoatShipOwner/api/getList', { 'Content-Encoding': 'x-gzip', ...bearer(admin) }, zlib.gzipSync(body)))).toEqual({ status: 200, error: undefined });
    expect(decoded.made).toBe(7);
  });

  it('with a token, a bomb is cut off as it inflates, past the 20 MB limit by one decoder chunk at most', async () => {
    for (const c of CODINGS) {
      Object.assign(decoded, { made: 0, out: 0 });
      const r = await post('/BoatShipOwner/api/getList', coded(c, admin), bomb(c), true);
      expect({ c, ...refusal(r) }).toEqual({ c, status: 413, error: 'TooLarge' });
      expect(decoded.made).toBe(1);
      expect(decoded.out).toBeGreaterThan(MAX_UPLOAD_BYTES);
      expect(decoded.out).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 256 * 1024);
    }
    // the limit itself is kept for signed-in callers: 19 MB of JSON, compressed, is read
    const big = JSON.stringify({ pageNum: 1, pageSize: 5, padding: 'x'.repeat(19 * 1024 * 1024) });
    expect(refusal(await post('/BoatShipOwner/api/getList', coded('br', admin), compress('br', big)))).toEqual({ status: 200, error: undefined });
  });

  describe('sign-in', () => {
    const login = (headers: Record<string, string>, body: Buffer | string, chunked = false) => post('/sysUser/api/login', headers, body, chunked);

    it(`a 40-byte brotli body that expands to 19 MB is refused after ${PUBLIC_BODY_BYTES / 1024} KB, never checked as a password`, async () => {
      const before = await attempts();
      const body = compress('br', JSON.stringify({ username: 'admin', password: 'x'.repeat(19 * 1024 * 1024) }));
      expect(body.length).toBeLessThan(64);
      const r = await login({ 'Content-Encoding': 'br' }, body);
      expect(refusal(r)).toEqual({ status: 413, error: 'SignInTooLarge' });
      expect(r.body.msg).toBe(`A sign-in request may be at most ${PUBLIC_BODY_BYTES / 1024} KB`);
      expect(decoded.out).toBeLessThanOrEqual(PUBLIC_BODY_BYTES + 64 * 1024);
      for (const c of CODINGS) expect({ c, ...refusal(await login({ 'Content-Encoding': c }, bomb(c), true)) }).toEqual({ c, status: 413, error: 'SignInTooLarge' });
      expect(decoded.out).toBeLessThanOrEqual(4 * (PUBLIC_BODY_BYTES + 64 * 1024));
      expect(await attempts()).toBe(before);
    });

    it('its bytes on the wire are counted before the decoder: many empty gzip members are refused too', async () => {
      // empty gzip members (20 bytes each) past the cap on the wire, that decompress to nothing at all
      const members = Buffer.concat(Array.from({ length: Math.ceil(PUBLIC_BODY_BYTES / 20) + 100 }, () => zlib.gzipSync('')));
      expect(members.length).toBeGreaterThan(PUBLIC_BODY_BYTES);
      expect(refusal(await login({ 'Content-Encoding': 'gzip' }, members, true))).toEqual({ status: 413, error: 'SignInTooLarge' });
      // a plain body over the cap is refused on its Content-Length, not read
      const plain = JSON.stringify({ username: 'admin', password: 'x'.repeat(PUBLIC_BODY_BYTES) });
      expect(refusal(await login({}, plain))).toEqual({ status: 413, error: 'SignInTooLarge' });
      expect(refusal(await login({}, plain, true))).toEqual({ status: 413, error: 'SignInTooLarge' });
      expect(decoded.out).toBe(0);
    });

    it('the longest sign-in the fields allow fits, plain or compressed, and compressed sign-ins still work', async () => {
      // a 64-character account and a 128-character password (the sign-in body's limits), every character
      // escaped as \uXXXX, with room to spare
      const escaped = (n: number) => '\\u4e2d'.repeat(n);
      const longest = `{"username":"${escaped(64)}","password":"${escaped(128)}"}`;
      expect(Buffer.byteLength(longest)).toBeLessThanOrEqual(PUBLIC_BODY_BYTES);
      expect(refusal(await login({}, longest))).toEqual({ status: 401, error: 'BadCredentials' });
      const credentials = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
      for (const c of CODINGS) expect({ c, code: (await login({ 'Content-Encoding': c }, compress(c, credentials))).body.code }).toEqual({ c, code: '200' });
      expect(refusal(await login({}, `{"username":"${uniq('u')}",`))).toEqual({ status: 400, error: 'BadJson' });
    });
  });
});
