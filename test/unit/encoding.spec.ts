import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, compressTagged } from '../../server/src/core/api/compression';
import { etagOfText, matches } from '../../server/src/core/api/conditional-answers';
import { isCompressible, pickEncoding, varyOnEncoding } from '../../server/src/core/api/encoding';
import { cacheControlOf } from '../../server/src/core/api/static-web';
import { precompressDir } from '../../web/build/precompress';

describe('Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
    ['br;q=abc', null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('only among the encodings offered', () => {
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding(['gzip', 'br'])).toBe('br');
  });

  it('compresses text, not what is compressed already', () => {
    for (const t of ['application/json; charset=utf-8', 'text/html; charset=UTF-8', 'text/javascript', 'image/svg+xml', 'application/problem+json']) expect(isCompressible(t)).toBe(true);
    for (const t of ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'image/png', 'application/pdf', 'application/zip', 'application/octet-stream', undefined, 12]) expect(isCompressible(t)).toBe(false);
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });

  it('compresses per request into what zlib reads back', async () => {
    const body = Buffer.from(JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `船员${i}` })) }));
    const br = await compressBody(body, 'br');
    const gz = await compressBody(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 5);
  });
});

describe('conditional answers', () => {
  it('If-None-Match compares weakly and takes lists and *', () => {
    const tag = etagOfText('{"code":"200"}');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(etagOfText('{"code":"200"}')).toBe(tag);
    expect(etagOfText('{"code":"201"}')).not.toBe(tag);
    expect(matches(tag, tag)).toBe(true);
    expect(matches(tag.slice(2), tag)).toBe(true);
    expect(matches(`W/"x", ${tag}`, tag)).toBe(true);
    expect(matches('*', tag)).toBe(true);
    expect(matches('W/"x"', tag)).toBe(false);
    expect(matches(undefined, tag)).toBe(false);
  });
});

describe('web files', () => {
  it('hashed assets are immutable, everything else revalidated', () => {
    expect(cacheControlOf(path.join('assets', 'index-AbC.js'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf(path.join('assets', 'index-AbC.js.br'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('index.html')).toBe('no-cache');
    expect(cacheControlOf('favicon.svg')).toBe('no-cache');
  });

  it('the build writes .br and .gz twins of text files worth compressing, and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      fs.mkdirSync(path.join(dir, 'assets'));
      const js = 'export const x = ' + JSON.stringify(Array.from({ length: 300 }, (_, i) => i)) + ';';
      fs.writeFileSync(path.join(dir, 'assets', 'a.js'), js);
      fs.writeFileSync(path.join(dir, 'assets', 'b.css'), '.a{color:red}\n'.repeat(200));
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
      fs.writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
      const totals = await precompressDir(dir);
      expect(totals.files).toBe(2);
      expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz', 'b.css', 'b.css.br', 'b.css.gz', 'logo.png']);
      expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'index.html']);
      expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets', 'a.js.br'))).toString()).toBe(js);
      expect(gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'a.js.gz'))).toString()).toBe(js);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a tagged answer compressed once per content', () => {
  const text = Buffer.from(JSON.stringify({ list: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })) }));

  it('answers the same compression for the same tag and encoding, and compresses anew for another', async () => {
    const first = compressTagged('W/"a"', text, 'br');
    expect(compressTagged('W/"a"', text, 'br')).toBe(first);
    expect(compressTagged('W/"a"', text, 'gzip')).not.toBe(first);
    expect(compressTagged('W/"b"', text, 'br')).not.toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(text.toString());
    expect(gunzipSync(await compressTagged('W/"a"', text, 'gzip')).toString()).toBe(text.toString());
  });

  it('keeps the newest few only: an old tag is compressed again', () => {
    const first = compressTagged('W/"old"', text, 'br');
    for (let i = 0; i < 30; i++) void compressTagged(`W/"n${i}"`, text, 'br');
    expect(compressTagged('W/"old"', text, 'br')).not.toBe(first);
  });
});
