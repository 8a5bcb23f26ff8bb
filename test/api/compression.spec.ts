import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ADMIN_PASSWORD, startTestApp, TestApp } from '../setup/test-app';

// Issue 11 §1: answers compressed when the caller accepts it (API JSON per request, the web's files
// precompressed at build), hashed assets cached for a year, index.html revalidated, and the declarations
// (Meta/getResources) answered with an ETag and 304.

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  chunks: number;
}

// node:http without any decoding: supertest would ask for gzip and unpack it itself.
function raw(port: number, urlPath: string, headers: Record<string, string>, body?: string, method = 'POST'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks), chunks: chunks.length }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (r: RawAnswer): string => {
  const enc = r.headers['content-encoding'];
  const b = enc === 'br' ? brotliDecompressSync(r.bytes) : enc === 'gzip' ? gunzipSync(r.bytes) : r.bytes;
  return b.toString('utf8');
};

describe('compression, caching and conditional answers', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  let webDist: string;
  const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

  const api = (op: string, entity: string, headers: Record<string, string> = {}, body = '{}') =>
    raw(port, `/${entity}/api/${op}`, { 'Content-Type': 'application/json', 'Accept-Language': 'en', Authorization: `Bearer ${token}`, ...headers }, body);

  beforeAll(async () => {
    // a web build as vite and web/build/precompress.ts leave it: x, x.br and x.gz
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = path.join(webDist, 'assets', 'app-AbC123.js');
    fs.writeFileSync(file, js);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(js));
    fs.writeFileSync(`${file}.gz`, gzipSync(js));
    fs.writeFileSync(path.join(webDist, 'assets', 'plain-XyZ.js'), js);
    t = await startTestApp({ WEB_DIST: webDist });
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('compresses API JSON with brotli or gzip as asked, and sends it plain otherwise', async () => {
    const plain = await api('getResources', 'Meta');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const text = plain.bytes.toString('utf8');
    expect(JSON.parse(text).code).toBe('200');
    expect(plain.bytes.length).toBeGreaterThan(50_000);

    for (const [asked, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*', 'br'],
    ] as const) {
      const r = await api('getResources', 'Meta', { 'Accept-Encoding': asked });
      expect({ asked, encoding: r.headers['content-encoding'], status: r.status }).toEqual({ asked, encoding: expected, status: 200 });
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
      expect(decode(r)).toBe(text);
      // compressed to under a quarter when compressed at all
      expect(r.bytes.length < plain.bytes.length / 4).toBe(expected !== undefined);
    }
  });

  it('leaves small answers, errors included, uncompressed', async () => {
    const small = await api('getCurrentUser', 'sysUser', { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await raw(port, '/SysDept/api/getList', { 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' }, '{}');
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString('utf8')).code).toBe('401');
  });

  it('an export streams its xlsx uncompressed, whatever the caller accepts', async () => {
    const r = await api('export', 'SysDept', { 'Accept-Encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/spreadsheetml/);
    expect(r.headers['content-encoding']).toBeUndefined();
    // a zip, as written: PK\x03\x04
    expect(r.bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it('serves precompressed web files with Content-Encoding and a year of immutable caching', async () => {
    const url = '/assets/app-AbC123.js';
    const br = await raw(port, url, { 'Accept-Encoding': 'gzip, deflate, br' }, undefined, 'GET');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(br)).toBe(js);

    const gz = await raw(port, url, { 'Accept-Encoding': 'gzip' }, undefined, 'GET');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(js);

    const identity = await raw(port, url, {}, undefined, 'GET');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.bytes.toString('utf8')).toBe(js);
    expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // revalidation of the compressed file answers 304 on its own ETag
    const again = await raw(port, url, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) }, undefined, 'GET');
    expect(again.status).toBe(304);

    // a file the build did not compress is sent as it is
    const plain = await raw(port, '/assets/plain-XyZ.js', { 'Accept-Encoding': 'br, gzip' }, undefined, 'GET');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString('utf8')).toBe(js);
  });

  it('index.html and the other files outside assets/ are revalidated every time', async () => {
    for (const p of ['/login', '/home/index', '/index.html', '/favicon.svg']) {
      const r = await raw(port, p, { 'Accept-Encoding': 'br, gzip' }, undefined, 'GET');
      expect({ p, status: r.status, cache: r.headers['cache-control'] }).toEqual({ p, status: 200, cache: 'no-cache' });
    }
  });

  it('answers the declarations with an ETag, and 304 with no body to a caller holding them', async () => {
    const first = await api('getResources', 'Meta', { 'Accept-Encoding': 'br' });
    const tag = first.headers.etag;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    const same = await api('getResources', 'Meta', { 'Accept-Encoding': 'br', 'If-None-Match': String(tag) });
    expect(same.status).toBe(304);
    expect(same.bytes.length).toBe(0);
    expect(same.headers.etag).toBe(tag);

    const stale = await api('getResources', 'Meta', { 'If-None-Match': 'W/"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).toBe(tag);
    expect(JSON.parse(stale.bytes.toString('utf8')).list.length).toBeGreaterThan(10);

    // the language is part of the answer (msg), so of its tag
    const zh = await api('getResources', 'Meta', { 'Accept-Language': 'zh', 'If-None-Match': String(tag) });
    expect(zh.status).toBe(200);
    expect(zh.headers.etag).not.toBe(tag);

    // no token: refused as ever, tag or not
    const anonymous = await raw(port, '/Meta/api/getResources', { 'Content-Type': 'application/json', 'If-None-Match': String(tag) }, '{}');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
  });

  it('the menu tree and the dictionaries are tagged too (the web revalidates its copy), compressed to the same bytes each time', async () => {
    for (const [op, entity] of [['getTree', 'SysMenu'], ['getAll', 'SysCode']] as const) {
      const first = await api(op, entity, { 'Accept-Encoding': 'br' });
      const tag = first.headers.etag;
      expect({ op, tag: /^W\/".+"$/.test(String(tag)), encoding: first.headers['content-encoding'] }).toEqual({ op, tag: true, encoding: 'br' });
      const again = await api(op, entity, { 'Accept-Encoding': 'br' });
      expect(again.bytes.equals(first.bytes)).toBe(true);
      const held = await api(op, entity, { 'Accept-Encoding': 'br', 'If-None-Match': String(tag) });
      expect({ op, status: held.status, bytes: held.bytes.length }).toEqual({ op, status: 304, bytes: 0 });
      const plain = await api(op, entity, { 'If-None-Match': 'W/"older"' });
      expect(plain.status).toBe(200);
      expect(decode(first)).toBe(plain.bytes.toString('utf8'));
    }
  });

  it('other operations carry no ETag', async () => {
    const r = await api('getList', 'SysDept', { 'Accept-Encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers.etag).toBeUndefined();
    const login = await raw(port, '/sysUser/api/login', { 'Content-Type': 'application/json' }, JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }));
    expect(login.headers.etag).toBeUndefined();
  });
});
