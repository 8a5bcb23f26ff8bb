import { HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { AppException, RuleException } from '../errors/app.exception';
import { ErrorCode, ErrorKey, formatMessage, Lang } from '../errors/error-code';
import { rootLogger } from '../logging/logger';
import type { Envelope } from './envelope';

const log = rootLogger.child({ context: 'api' });

// Maps anything thrown (our exceptions, Nest's, body-parser's, multer's) to the envelope.
// Unknown errors answer a generic 500 with an id to quote; the detail goes to the log only.
export function errorEnvelope(err: unknown, lang: Lang): { status: number; body: Envelope } {
  const app = toAppException(err);
  if (app) {
    const fields = app.fields.map((f) => ({ field: f.field, reason: f.reason, message: f.message?.[lang] }));
    let msg: string;
    if (app instanceof RuleException) msg = lang === 'en' ? app.en : app.zh;
    else if (app.key === 'Validation') msg = formatMessage('Validation', lang, { fields: fields.map((f) => f.message ?? f.field).join(lang === 'en' ? '; ' : '；') });
    else msg = formatMessage(app.key, lang, app.params);
    const body: Envelope = { code: String(app.status), msg, list: [], total: 0, error: app.key };
    if (fields.length) body.fields = fields;
    return { status: app.status, body };
  }
  const errorId = randomUUID();
  const e = err as { name?: string; message?: string; code?: string };
  log.error({ errorId, name: e?.name, code: e?.code, message: e?.message }, 'unhandled error');
  return { status: 500, body: { code: '500', msg: formatMessage('Internal', lang), list: [], total: 0, error: 'Internal', errorId } };
}

function toAppException(err: unknown): AppException | null {
  if (err instanceof AppException) return err;
  const e = err as { type?: string; status?: number; code?: string };
  if (e?.type === 'entity.parse.failed') return new AppException('BadJson');
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE' || e?.status === 413) return new AppException('TooLarge');
  if (typeof e?.code === 'string' && e.code.startsWith('LIMIT_')) return new AppException('BadRequest', { reason: (err as Error).message });
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const key = (Object.keys(ErrorCode) as ErrorKey[]).find((k) => ErrorCode[k].status === status && k !== 'BadRequest');
    if (status === 404) return new AppException('RouteNotFound');
    if (key) return new AppException(key);
  }
  return null;
}

export function sendError(res: Response, err: unknown, lang: Lang): void {
  const { status, body } = errorEnvelope(err, lang);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).json(body);
}
