import type { Request } from 'express';
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { AppException } from '../errors/app.exception';

// The content codings a JSON body may come in (x-gzip is gzip's old name, RFC 9110 §8.4.1.3); anything
// else is refused with 415 before a byte is read.
const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

export function contentCoding(req: Request): string {
  return (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
}

export const knownCoding = (coding: string) => coding === 'identity' || Object.hasOwn(DECODERS, coding);

// limit: bytes of the body as read (decompressed); rawLimit: bytes on the wire, counted before they
// reach the decoder (a sign-in's few KB, so a body cannot make us inflate much of anything).
export interface BodyLimits {
  limit: number;
  rawLimit?: number;
  // the error to answer when either is passed
  tooLarge: () => AppException;
}

// Reads the request's bytes, decompressing as they arrive and stopping the moment either limit is passed:
// a 49-byte brotli body that would expand to gigabytes costs one decoder chunk past the limit, never the
// whole expansion. What is left unread is drained unread, so the connection stays usable.
export function readBytes(req: Request, limits: BodyLimits): Promise<Buffer> {
  const coding = contentCoding(req);
  if (!knownCoding(coding)) return Promise.reject(new AppException('UnsupportedMediaType'));
  const declared = Number(req.headers['content-length']);
  // a plain body longer than either limit is refused on its Content-Length, before a byte is read
  if (declared > (coding === 'identity' ? Math.min(limits.limit, limits.rawLimit ?? Infinity) : (limits.rawLimit ?? Infinity))) return Promise.reject(limits.tooLarge());

  return new Promise<Buffer>((resolve, reject) => {
    const decoder = coding === 'identity' ? null : DECODERS[coding]();
    const source = decoder ?? req;
    const chunks: Buffer[] = [];
    let raw = 0;
    let size = 0;
    let done = false;
    const finish = (err: unknown, body?: Buffer) => {
      if (done) return;
      done = true;
      req.removeListener('data', onRaw);
      req.removeListener('aborted', onAborted);
      req.removeListener('error', onAborted);
      source.removeListener('data', onData);
      if (decoder) {
        req.unpipe(decoder);
        decoder.on('error', () => undefined);
        decoder.destroy();
      }
      if (err) {
        chunks.length = 0;
        // the rest flows into nothing, as Node does with a body nobody reads
        req.resume();
        reject(err);
      } else resolve(body!);
    };
    const onRaw = (chunk: Buffer) => {
      raw += chunk.length;
      if (limits.rawLimit !== undefined && raw > limits.rawLimit) finish(limits.tooLarge());
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.limit) return finish(limits.tooLarge());
      chunks.push(chunk);
    };
    const onAborted = () => finish(new AppException('BadBody'));
    req.on('data', onRaw);
    req.on('aborted', onAborted);
    req.on('error', onAborted);
    source.on('data', onData);
    source.once('end', () => finish(null, Buffer.concat(chunks, size)));
    // a corrupt or cut-off stream
    if (decoder) {
      decoder.once('error', () => finish(new AppException('BadBody')));
      req.pipe(decoder);
    }
  });
}

// JSON as express.json took it (strict): an object or an array, an empty body being {}; a byte-order
// mark is allowed. Answers BadJson for anything else.
export function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.length) return {};
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw new AppException('BadJson');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppException('BadJson');
  }
}
