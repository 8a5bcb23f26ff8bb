import type { NextFunction, Request, Response } from 'express';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Encoding, isCompressible, pickEncoding, varyOnEncoding } from './encoding';

// Below this a compressed answer saves less than its framing costs (the envelope of an error is ~120 bytes).
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Answers made per request are compressed while the caller waits, so the levels are the fast ones. For a
// 90 KB list of 500 rows on this 2-core machine: brotli 4 gives 7.4 KB in ~2 ms (brotli 11: 5.3 KB in
// 300 ms), gzip 5 gives 10 KB in ~1 ms. The web's files are compressed once at build, at the best levels
// (web/build/precompress.ts).
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 5 });
}

// An answer with an ETag (the declarations, the menu tree, the dictionaries: 60–150 KB, the same for every
// session until something changes) is compressed once per content and encoding: the tag is a hash of the
// text (conditional-answers.ts), so a kept copy can never be the answer to another text. Compressing
// those three took most of their time on every sign-in (brotli 4 of 150 KB: ~9 ms of a 15 ms answer),
// while the browser competes for the same two cores. The newest few are kept.
const TAGGED_KEPT = 24;
const tagged = new Map<string, Promise<Buffer>>();

export function compressTagged(tag: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding} ${tag}`;
  const kept = tagged.get(key);
  if (kept) return kept;
  const out = compressBody(body, encoding);
  tagged.set(key, out);
  out.catch(() => tagged.delete(key));
  if (tagged.size > TAGGED_KEPT) tagged.delete(tagged.keys().next().value!);
  return out;
}

type End = (chunk?: unknown, encoding?: unknown, cb?: unknown) => Response;
type Write = (...args: unknown[]) => boolean;

// Compresses an answer sent in one piece (res.json / res.send: every API envelope, errors included) when
// the caller accepts brotli or gzip, it is text and at least MIN_COMPRESS_BYTES. Anything written in
// pieces passes untouched: exports and downloads stream (xlsx is a zip already) and must keep
// streaming, and the web's files are served precompressed (static-web.ts).
export function installCompression(app: { use: (...handlers: unknown[]) => unknown }): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    const accepted = pickEncoding(req.headers['accept-encoding']);
    let streamed = false;
    const write = res.write as unknown as Write;
    const end = res.end as unknown as End;
    (res as unknown as { write: Write }).write = function (this: Response, ...args: unknown[]) {
      streamed = true;
      return write.apply(this, args);
    };
    (res as unknown as { end: End }).end = function (this: Response, chunk?: unknown, encoding?: unknown, cb?: unknown) {
      if (typeof chunk === 'function' || chunk === undefined || chunk === null || streamed || res.headersSent) return end.call(this, chunk, encoding, cb);
      if (typeof encoding === 'function') {
        cb = encoding;
        encoding = undefined;
      }
      if (req.method === 'HEAD' || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return end.call(this, chunk, encoding, cb);
      if (!isCompressible(res.getHeader('Content-Type'))) return end.call(this, chunk, encoding, cb);
      // the answer depends on Accept-Encoding whether or not this one is compressed
      res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
      const body = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8') : null;
      if (!accepted || !body || body.length < MIN_COMPRESS_BYTES || res.getHeader('Content-Encoding')) return end.call(this, chunk, encoding, cb);
      const tag = res.getHeader('ETag');
      (typeof tag === 'string' ? compressTagged(tag, body, accepted) : compressBody(body, accepted)).then(
        (out) => {
          if (res.headersSent || res.destroyed) return;
          res.setHeader('Content-Encoding', accepted);
          res.setHeader('Content-Length', out.length);
          end.call(res, out, cb);
        },
        // zlib does not fail on a buffer; should it, the answer goes as it is
        () => end.call(res, body, cb),
      );
      return res;
    };
    next();
  });
}
