import { HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { AppException } from '../errors/app.exception';
import { isDatabaseUnavailable, isStatementCancelled } from '../database/db-faults';
import { noteDatabaseFailure } from '../database/db-health';
import { errorDef, ErrorKey, formatMessage, Lang } from '../errors/error-code';
import { rootLogger } from '../logging/logger';
import type { Envelope } from './envelope';

const log = rootLogger.child({ context: 'api' });

// A client told to come back soon after a connection fault: a restart or failover takes seconds.
const DB_RETRY_AFTER_SECONDS = 5;

// Statuses that keys of ours name in general terms; any other status passes through as HttpStatus.
const GENERIC_KEYS: Partial<Record<number, ErrorKey>> = { 401: 'NotSignedIn', 403: 'Forbidden', 404: 'RouteNotFound', 413: 'TooLarge', 415: 'UnsupportedMediaType' };

class PassThroughException extends AppException {
  constructor(private readonly httpStatus: number) {
    super('HttpStatus', { status: httpStatus });
  }

  override get status(): number {
    return this.httpStatus;
  }
}

// Maps anything thrown (our exceptions, Nest's, body-parser's, multer's, the database's) to the envelope.
// Unknown errors answer a generic 500 with an id to quote; the detail goes to the log only.
export function errorEnvelope(err: unknown, lang: Lang): { status: number; body: Envelope; retryAfterSeconds?: number } {
  const app = toAppException(err);
  if (app && errorDef(app.key)) {
    const validation = app.key === 'Validation';
    const own = validation ? undefined : formatMessage(app.key, lang, app.params);
    // every field error says what is wrong in words, under the field the rule is about: its own message,
    // or the error's (a rule about that field); its key is stable for clients and tests
    const fields = app.fields.map((f) => ({
      field: f.field,
      key: f.key ?? (validation ? `field.${f.reason}` : app.key),
      reason: f.reason,
      message: f.message?.[lang] ?? own ?? f.field,
    }));
    const msg = validation ? formatMessage('Validation', lang, { fields: fields.map((f) => f.message).join(lang === 'en' ? '; ' : '；') }) : own!;
    const body: Envelope = { code: String(app.status), msg, list: [], total: 0, error: app.key };
    if (fields.length) body.fields = fields;
    if (typeof app.params.confirmToken === 'string') body.confirmToken = app.params.confirmToken;
    const retryAfterSeconds = app.params.retryAfterSeconds;
    return { status: app.status, body, ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}) };
  }
  const errorId = randomUUID();
  const e = err as { name?: string; message?: string; code?: string; key?: string };
  log.error({ errorId, name: e?.name, code: e?.code, message: e?.message, ...(app ? { undeclaredKey: app.key } : {}) }, 'unhandled error');
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
    const key = GENERIC_KEYS[status];
    return key ? new AppException(key) : new PassThroughException(status);
  }
  // checked before "unavailable": a cancelled statement leaves its connection usable
  if (isStatementCancelled(err)) {
    logDatabaseFault('statement cancelled', err);
    return new AppException('StatementTimeout');
  }
  if (isDatabaseUnavailable(err)) {
    noteDatabaseFailure();
    logDatabaseFault('database unavailable', err);
    return new AppException('DatabaseUnavailable', { retryAfterSeconds: DB_RETRY_AFTER_SECONDS });
  }
  return null;
}

// The code and the driver's message only: TypeORM's error also carries the SQL and its parameters.
function logDatabaseFault(what: string, err: unknown) {
  const e = err as { name?: string; code?: string; message?: string };
  log.warn({ name: e?.name, code: e?.code, message: e?.message }, what);
}

export function sendError(res: Response, err: unknown, lang: Lang): void {
  const { status, body, retryAfterSeconds } = errorEnvelope(err, lang);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // an error is an answer to this request only, and a refusal for a while says when to come back
  res.setHeader('Cache-Control', 'no-store');
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  res.status(status).json(body);
}
