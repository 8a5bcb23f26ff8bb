import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from './project-root';

// Configuration comes from the environment only, validated once at start with a clear message.
export interface AppConfig {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  adminPassword?: string;
  seedDemo: boolean;
  tokenTtlSeconds: number;
  logLevel: string;
  webDist: string;
  schedulerEnabled: boolean;
  timeZone: string; // wall clock of timed tasks and of dates without a time
  processesDir: string; // the BPMN files deployed at start
  statementTimeoutMs: number; // PostgreSQL cancels an API statement running longer; 0: no limit
  // express's 'trust proxy': false (X-Forwarded-For ignored, the socket's address counts), a hop count,
  // or the proxies' addresses/CIDRs/names (loopback, linklocal, uniquelocal), comma-separated
  trustProxy: false | number | string;
  // server processes `npm start` runs (node:cluster); 1: this process serves alone
  workers: number;
  // set by the primary for its workers: the embedded PostgreSQL it hosts (workers never start their own)
  embeddedUrl?: string;
  // mail (issue 11 §2): without SMTP_URL mails wait in the outbox (an administrator screen lists them)
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string; // where the links in mails point
  mailPollMs: number; // how often each process looks for mails due
  // how long a start waits for a DATABASE_URL that does not answer yet (0: not at all)
  dbWaitMs: number;
}

export class ConfigError extends Error {}

function parseDuration(raw: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!m) throw new ConfigError(`TOKEN_TTL must look like 8h, 30m, 3600 or 1d; got "${raw}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

// The sign-in lock-out and throttle count per source address, so only proxies the operator names may
// tell it: trusting every hop ('true') would let any client choose its address, hence it is refused.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function parseTrustProxy(raw: string | undefined): false | number | string {
  const v = raw?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  const ok = v.split(',').every((item) => {
    const [addr, mask, ...rest] = item.trim().split('/');
    if (rest.length) return false;
    if (mask === undefined) return PROXY_NAMES.has(addr) || isIP(addr) !== 0;
    return isIP(addr) !== 0 && (/^\d{1,3}$/.test(mask) ? Number(mask) <= (isIP(addr) === 4 ? 32 : 128) : isIP(mask) === 4);
  });
  if (!ok) throw new ConfigError(`TRUST_PROXY must be a hop count or proxy addresses (loopback, 10.0.0.0/8, 172.16.0.5, ...) separated by commas; got "${raw}"`);
  return v;
}

// STATEMENT_TIMEOUT: the same syntax as TOKEN_TTL; 0 turns the limit off. PostgreSQL holds it in
// milliseconds as a 32-bit integer.
function parseStatementTimeout(raw: string): number {
  let seconds: number;
  try {
    seconds = parseDuration(raw);
  } catch {
    seconds = NaN;
  }
  if (!Number.isSafeInteger(seconds) || seconds * 1000 > 2_147_483_647) {
    throw new ConfigError(`STATEMENT_TIMEOUT must look like 15s, 1m, 30 or 0 (no limit); got "${raw}"`);
  }
  return seconds * 1000;
}

// DB_WAIT: the same syntax as TOKEN_TTL; 0 does not wait.
function parseDbWait(raw: string): number {
  let seconds: number;
  try {
    seconds = parseDuration(raw);
  } catch {
    seconds = NaN;
  }
  if (!Number.isSafeInteger(seconds) || seconds > 86_400) throw new ConfigError(`DB_WAIT must look like 60s, 5m, 90 or 0 (do not wait), at most 1d; got "${raw}"`);
  return seconds * 1000;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number; got "${env.PORT}"`);
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const level = env.LOG_LEVEL ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${level}"`);
  }
  const timeZone = env.TIME_ZONE || 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`TIME_ZONE must be an IANA time zone such as Asia/Shanghai; got "${timeZone}"`);
  }
  const workers = env.WORKERS === undefined || env.WORKERS === '' ? os.availableParallelism() : Number(env.WORKERS);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new ConfigError(`WORKERS must be a whole number from 1 to 64; got "${env.WORKERS}"`);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) address such as https://crew.example.com; got "${env.PUBLIC_URL}"`);
  const mailPollMs = Number(env.MAIL_POLL_MS ?? 5000);
  if (!Number.isInteger(mailPollMs) || mailPollMs < 50 || mailPollMs > 3_600_000) throw new ConfigError(`MAIL_POLL_MS must be a whole number of milliseconds from 50 to 3600000; got "${env.MAIL_POLL_MS}"`);
  return {
    port,
    timeZone,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Crew Management System <noreply@localhost>',
    publicUrl,
    mailPollMs,
    workers,
    embeddedUrl: env.EMBEDDED_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL ?? '8h'),
    logLevel: level,
    webDist: path.resolve(env.WEB_DIST ?? path.join(PROJECT_ROOT, 'web/dist')),
    schedulerEnabled: env.SCHEDULER !== 'off',
    processesDir: path.resolve(env.PROCESSES_DIR ?? path.join(PROJECT_ROOT, 'processes')),
    statementTimeoutMs: parseStatementTimeout(env.STATEMENT_TIMEOUT ?? '15s'),
    dbWaitMs: parseDbWait(env.DB_WAIT || '60s'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export const generatePassword = () => randomBytes(9).toString('base64url');
export const APP_CONFIG = Symbol('APP_CONFIG');
