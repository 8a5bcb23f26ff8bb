import type express from 'express';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppException } from '../errors/app.exception';
import { langFrom } from '../i18n/lang';
import { contentCoding, knownCoding, parseJson, readBytes } from './read-body';
import { sendError } from './render-error';

// SPEC §5/§9: 20 MB per upload, the files of one request together; a JSON body has the same ceiling.
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
// The multipart framing and the small form fields (folder) around the files; nginx in front allows 21m.
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

// A sign-in (the only operations taken without a token) reads at most this much, on the wire and once
// decompressed: a username of 64 and a password of 1024 characters, each escaped as \uXXXX (6.6 KB), and
// the first screen's reads asked with it (ask-ahead.ts: about 1 KB for the home page) fit.
export const PUBLIC_BODY_BYTES = 16 * 1024;

// What an operation takes: `upload` null for JSON only, else its multipart files; `public` when it runs
// without a token. undefined when no such operation exists (the router answers that one, so its body is
// not read at all).
export type UploadSpec = { maxFiles: number };
export type RouteSpec = { upload: UploadSpec | null; public: boolean };
export type RouteLookup = (entity: string, operation: string) => RouteSpec | undefined;

const API_PATH = /^\/([^/]+)\/api\/([^/]+)\/?$/;

// The reading of a body the router asks for once the caller is known (readPendingBody).
const PENDING = Symbol('pendingBody');
type Pending = { [PENDING]?: () => Promise<void> };

// JSON in UTF-8 for every call, multipart for the operations that declare uploads (in memory: files go
// to PostgreSQL). Anything else that carries a body is refused with 415: text/plain and form bodies are
// what a page on another site may post without a CORS preflight, so sign-in must not read them. What is
// refused here is refused on its headers alone, and answered as an envelope (this runs before Nest).
// The body itself is read (decompressed, parsed, multipart taken apart) only after the router has
// checked the token and the right, so a caller without either costs us no inflating or parsing: a
// 49-byte brotli body once expanded to 19 MB of JSON parsed before the 401. A sign-in, which has no
// token to check, is read here, at most PUBLIC_BODY_BYTES before and after decompression.
export function installBodyParsing(app: express.Express | { use: (...a: unknown[]) => unknown }, routeOf: RouteLookup): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || !hasBody(req)) return next();
    const fail = (err: unknown, upload?: UploadSpec) => sendError(res, asBodyError(err, upload), langFrom(req.headers['accept-language']));
    const media = mediaType(req.headers['content-type']);
    if (!media) {
      // no content type: only an empty body passes (a bodiless POST sent chunked), anything else is refused
      if (Number(req.headers['content-length']) > 0) return fail(new AppException('UnsupportedMediaType'));
      return readBytes(req, { limit: 0, rawLimit: 0, tooLarge: () => new AppException('UnsupportedMediaType') }).then(() => {
        req.body = undefined;
        next();
      }, fail);
    }
    const route = API_PATH.exec(req.path);
    const spec = route ? routeOf(safeDecode(route[1]), safeDecode(route[2])) : undefined;
    if (media.type === 'application/json') {
      // body-parser would take any utf-*, and iconv would decode utf-16 or worse: UTF-8 is the contract
      if (media.charset !== undefined && media.charset !== 'utf-8' && media.charset !== 'utf8') return fail(new AppException('UnsupportedMediaType'));
      if (!knownCoding(contentCoding(req))) return fail(new AppException('UnsupportedMediaType'));
      if (!spec) return next();
      if (spec.public) {
        const tooLarge = () => new AppException('SignInTooLarge', { kb: PUBLIC_BODY_BYTES / 1024 });
        return readBytes(req, { limit: PUBLIC_BODY_BYTES, rawLimit: PUBLIC_BODY_BYTES, tooLarge }).then((bytes) => {
          req.body = parseJson(bytes);
          next();
        }, fail);
      }
      // 20 MB decompressed, and 20 MB on the wire too: empty gzip members decompress to nothing
      (req as Pending)[PENDING] = async () => {
        req.body = parseJson(await readBytes(req, { limit: MAX_UPLOAD_BYTES, rawLimit: MAX_UPLOAD_BYTES, tooLarge: () => new AppException('TooLarge') }));
      };
      return next();
    }
    if (media.type !== 'multipart/form-data') return fail(new AppException('UnsupportedMediaType'));

    if (spec === undefined) return next();
    const upload = spec.upload;
    if (upload === null) return fail(new AppException('UnsupportedMediaType'));
    // multer reads the raw stream: a compressed multipart body would only be garbage to it
    if (contentCoding(req) !== 'identity') return fail(new AppException('UnsupportedMediaType'));
    // refused before a byte is read when the length says so; a chunked body is bounded by the limits below
    if (Number(req.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) return fail(new AppException('TooLarge'));
    const read = () => readMultipart(req, res, upload);
    if (spec.public) return read().then(() => next(), fail);
    (req as Pending)[PENDING] = read;
    next();
  });
}

// Reads the body of an operation the router has let through (token and right checked); its errors are
// the caller's mistakes with their own keys, thrown for the router's caller to answer.
export async function readPendingBody(req: Request): Promise<void> {
  const read = (req as Pending)[PENDING];
  if (!read) return;
  delete (req as Pending)[PENDING];
  try {
    await read();
  } catch (err) {
    throw asBodyError(err);
  }
}

function readMultipart(req: Request, res: Response, spec: UploadSpec): Promise<void> {
  const upload = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: spec.maxFiles, fields: 50, fieldSize: MAX_FIELD_BYTES },
  }).any();
  return new Promise((resolve, reject) =>
    upload(req, res, (err?: unknown) => {
      if (err) return reject(asBodyError(err, spec));
      const files = (req as Request & { files?: Array<{ size: number }> }).files ?? [];
      if (files.reduce((n, f) => n + f.size, 0) > MAX_UPLOAD_BYTES) return reject(new AppException('TooLarge'));
      resolve();
    }),
  );
}

// A body that says it has no bytes is no body, whatever its type: a bare POST stays fine.
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

function mediaType(header: string | undefined): { type: string; charset?: string } | null {
  if (header === undefined) return null;
  const [type, ...params] = header.split(';');
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*([^=\s]+)\s*=\s*"?([^"]*)"?\s*$/.exec(p);
    if (m && m[1].toLowerCase() === 'charset') charset = m[2].toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Reader errors as the caller's mistakes with their own keys; anything unrecognised goes on as is
// (and is answered 500 with an id, as a defect of ours).
function asBodyError(err: unknown, upload?: UploadSpec): unknown {
  if (err instanceof AppException) return err;
  const e = err as { code?: string; field?: string; status?: number; statusCode?: number; type?: string };
  if (typeof e?.code === 'string' && e.code.startsWith('LIMIT_')) {
    if (e.code === 'LIMIT_FILE_SIZE') return new AppException('TooLarge');
    if (e.code === 'LIMIT_FILE_COUNT') return new AppException('TooManyFiles', { max: upload?.maxFiles ?? 1 });
    return new AppException('BadMultipart');
  }
  const status = e?.status ?? e?.statusCode;
  if (status === 413) return new AppException('TooLarge');
  if (status === 415) return new AppException('UnsupportedMediaType');
  if (e?.type === 'entity.parse.failed') return new AppException('BadJson');
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppException('BadBody');
  // busboy's own parse errors (a bad part header, a cut-off stream) carry no status: the caller's fault
  if (upload && status === undefined) return new AppException('BadMultipart');
  return err;
}
