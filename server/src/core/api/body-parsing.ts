import express, { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppException } from '../errors/app.exception';
import { langFrom } from '../i18n/lang';
import { sendError } from './render-error';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

// JSON for every call, multipart for uploads (20 MB, in memory: files go to PostgreSQL). Parser
// errors (malformed JSON, too large) are answered here as envelopes, since they happen before Nest.
export function installBodyParsing(app: express.Express | { use: (...a: unknown[]) => unknown }): void {
  const json = express.json({ limit: MAX_UPLOAD_BYTES, type: (req) => !String(req.headers['content-type'] ?? '').startsWith('multipart/') });
  const upload = multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 50 } }).any();
  // a broken multipart body (bad part header, cut-off stream) is the caller's fault, not a server error
  const uploadOrBadRequest = (req: Request, res: Response, done: (err?: unknown) => void) =>
    upload(req, res, (err?: unknown) => {
      const e = err as { code?: string; status?: number } | undefined;
      done(err && !e?.code?.startsWith('LIMIT_') && !e?.status ? new AppException('BadMultipart') : err);
    });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const parser = String(req.headers['content-type'] ?? '').startsWith('multipart/') ? uploadOrBadRequest : json;
    parser(req, res, (err?: unknown) => (err ? sendError(res, err, langFrom(req.headers['accept-language'])) : next()));
  });
}
