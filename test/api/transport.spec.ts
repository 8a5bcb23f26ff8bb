import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../../server/src/core/config/app-config';
import { ErrorCode, type CoreErrorKey as ErrorKey } from '../../server/src/core/errors/error-code';
import { ADMIN_PASSWORD, startTestApp, TestApp } from '../setup/test-app';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

// Bytes and headers exactly as given: supertest would add a content type of its own.
function raw(port: number, urlPath: string, headers: Record<string, string>, body?: Buffer | string, method = 'POST'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* not JSON: a static file */
        }
        resolve({ status: res.statusCode!, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const CREDENTIALS = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });

describe('request transport', () => {
  let t: TestApp;
  let port: number;
  let ds: DataSource;
  let webDist: string;

  const expectEnvelope = (r: RawAnswer, status: number, key: ErrorKey, lang: 'zh' | 'en', params: Record<string, string> = {}) => {
    const msg = Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), ErrorCode[key][lang]);
    expect({ status: r.status, body: r.body }).toEqual({ status, body: { code: String(status), msg, list: [], total: 0, error: key } });
  };
  const login = (headers: Record<string, string>, body: Buffer | string, lang: 'zh' | 'en' = 'en') => raw(port, '/sysUser/api/login', { 'Accept-Language': lang, ...headers }, body);
  const adminAttempts = async () => (await ds.query(`SELECT count(*)::int AS n FROM sys_login_attempt WHERE username = 'admin'`))[0].n;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
    t = await startTestApp({ TRUST_PROXY: 'loopback', WEB_DIST: webDist });
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('takes JSON in UTF-8, with or without the charset said', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; charset="UTF-8"']) {
      const r = await login({ 'Content-Type': type }, CREDENTIALS);
      expect({ type, code: r.body.code }).toEqual({ type, code: '200' });
    }
  });

  it('refuses text/plain, form and other bodies on sign-in with 415, before any password check', async () => {
    const before = await adminAttempts();
    const cases: Array<[string | undefined, string]> = [
      ['text/plain', CREDENTIALS], // what a page on another site may post without a CORS preflight
      ['text/plain;charset=UTF-8', CREDENTIALS],
      ['application/x-www-form-urlencoded', `username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`],
      ['multipart/form-data; boundary=X', `--X\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--X--\r\n`],
      ['application/xml', '<login/>'],
      ['application/vnd.api+json', CREDENTIALS],
      [undefined, CREDENTIALS],
    ];
    for (const [type, body] of cases) {
      for (const lang of ['zh', 'en'] as const) {
        const r = await login(type ? { 'Content-Type': type } : {}, body, lang);
        expectEnvelope(r, 415, 'UnsupportedMediaType', lang);
      }
    }
    expect(await adminAttempts()).toBe(before);
  });

  it('refuses charsets other than UTF-8 with 415', async () => {
    for (const charset of ['latin1', 'iso-8859-1', 'utf-16le', 'foo']) {
      for (const lang of ['zh', 'en'] as const) {
        const r = await login({ 'Content-Type': `application/json; charset=${charset}` }, CREDENTIALS, lang);
        expectEnvelope(r, 415, 'UnsupportedMediaType', lang);
      }
    }
  });

  it('decodes gzip and deflate bodies; an unknown encoding is 415 and a corrupt gzip 400', async () => {
    expect((await login({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, gzipSync(CREDENTIALS))).body.code).toBe('200');
    expect((await login({ 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' }, deflateSync(CREDENTIALS))).body.code).toBe('200');
    for (const lang of ['zh', 'en'] as const) {
      expectEnvelope(await login({ 'Content-Type': 'application/json', 'Content-Encoding': 'foo' }, CREDENTIALS, lang), 415, 'UnsupportedMediaType', lang);
      const notGzip = await login({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, Buffer.from('this is not gzip at all'), lang);
      expectEnvelope(notGzip, 400, 'BadBody', lang);
      const cut = gzipSync(CREDENTIALS).subarray(0, 12);
      expectEnvelope(await login({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, cut, lang), 400, 'BadBody', lang);
      expectEnvelope(await login({ 'Content-Type': 'application/json' }, '{"username":', lang), 400, 'BadJson', lang);
    }
  });

  it('a POST with no body and no content type stays fine', async () => {
    const token = await t.adminToken();
    const r = await raw(port, '/sysUser/api/getCurrentUser', { Authorization: `Bearer ${token}`, 'Content-Length': '0' });
    expect(r.body.code).toBe('200');
    const none = await raw(port, '/sysUser/api/getCurrentUser', { Authorization: `Bearer ${token}` });
    expect(none.body.code).toBe('200');
  });

  it('every API answer is no-store, errors included; static web files keep their own caching', async () => {
    const token = await t.adminToken();
    const answers: Array<[string, RawAnswer]> = [
      ['sign-in', await login({ 'Content-Type': 'application/json' }, CREDENTIALS)],
      ['a list', await raw(port, '/SysDept/api/getList', { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, '{}')],
      ['401', await raw(port, '/SysDept/api/getList', { 'Content-Type': 'application/json' }, '{}')],
      ['400', await login({ 'Content-Type': 'application/json' }, '{')],
      ['415', await login({ 'Content-Type': 'text/plain' }, CREDENTIALS)],
      ['unknown operation', await raw(port, '/SysDept/api/nope', { 'Content-Type': 'application/json' }, '{}')],
      ['unknown route', await raw(port, '/nope', { 'Content-Type': 'application/json' }, '{}')],
      ['health', await raw(port, '/health', {}, undefined, 'GET')],
      ['docs', await raw(port, '/api/docs', {}, undefined, 'GET')],
    ];
    const cached = answers.filter(([, r]) => r.headers['cache-control'] !== 'no-store').map(([what, r]) => `${what}: ${r.status} ${r.headers['cache-control']}`);
    expect(cached).toEqual([]);
    expect(answers[0][1].body.code).toBe('200');
    expect(answers[7][1].status).toBe(200);

    const asset = await raw(port, '/assets/app.js', {}, undefined, 'GET');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await raw(port, '/home/index', {}, undefined, 'GET');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('asks the browser to upgrade a page’s requests to https only when the page came over https', async () => {
    const policy = (r: RawAnswer) => String(r.headers['content-security-policy']).split(';');
    // plain HTTP, as an office serves it at http://host:3000: an upgrade would send every script to https
    for (const urlPath of ['/login', '/home/index', '/assets/app.js', '/health']) {
      const r = await raw(port, urlPath, {}, undefined, 'GET');
      expect(r.status).toBe(200);
      expect(policy(r)).toContain("script-src 'self'");
      expect(policy(r)).not.toContain('upgrade-insecure-requests');
      // ignored over plain HTTP; the opener policy with an error in the console at such an address
      expect([r.headers['cross-origin-opener-policy'], r.headers['strict-transport-security']]).toEqual([undefined, undefined]);
    }
    // behind a TLS proxy this app trusts (TRUST_PROXY: loopback here)
    const overTls = await raw(port, '/login', { 'X-Forwarded-Proto': 'https' }, undefined, 'GET');
    expect(policy(overTls)).toContain('upgrade-insecure-requests');
    expect(policy(overTls)).toContain("script-src 'self'");
    expect(overTls.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(overTls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('with TRUST_PROXY set, an X-Forwarded-For over 64 characters is refused with 400', async () => {
    const long = `203.0.113.1, ${'198.51.100.2, '.repeat(4)}203.0.113.9`;
    expect(long.length).toBeGreaterThan(64);
    for (const lang of ['zh', 'en'] as const) {
      const r = await login({ 'Content-Type': 'application/json', 'X-Forwarded-For': long }, CREDENTIALS, lang);
      expectEnvelope(r, 400, 'BadHeader', lang, { header: 'X-Forwarded-For' });
      expect(r.headers['cache-control']).toBe('no-store');
    }
    expect((await raw(port, '/health', { 'X-Forwarded-For': long }, undefined, 'GET')).status).toBe(400);
    const exact = '203.0.113.1, 198.51.100.2, 198.51.100.3, 198.51.100.4, 203.0.1.9';
    expect(exact.length).toBe(64);
    expect((await login({ 'Content-Type': 'application/json', 'X-Forwarded-For': exact }, CREDENTIALS)).body.code).toBe('200');
    const [row] = await ds.query(`SELECT ip FROM sys_login_attempt WHERE username = 'admin' ORDER BY id DESC LIMIT 1`);
    expect(row.ip).toBe('203.0.1.9');
  });
});

describe('TRUST_PROXY configuration', () => {
  const trust = (v: string | undefined) => loadConfig({ TRUST_PROXY: v }).trustProxy;

  it('is off unless set, and takes hop counts, names, addresses and CIDRs', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('loopback')).toBe('loopback');
    expect(trust('loopback, 10.0.0.0/8, 172.16.0.5, fd00::/8, 192.168.0.0/255.255.0.0')).toBe('loopback, 10.0.0.0/8, 172.16.0.5, fd00::/8, 192.168.0.0/255.255.0.0');
  });

  it('refuses trusting every hop and anything it cannot read', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0/8', 'loopback,,', 'nginx']) {
      expect(() => trust(bad)).toThrow(ConfigError);
    }
  });
});
