import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { AppException } from '../errors/app.exception';
import { langFrom } from '../i18n/lang';
import { sendError } from './render-error';

// sys_login_attempt.ip is varchar(64); a longer chain is not one we will store or reason about.
export const MAX_FORWARDED_FOR = 64;

// What every request goes through before the body is read: which address it comes from, and that
// API answers are never cached (they carry tokens, personal data and per-user rights).
type ExpressLike = { set(setting: string, value: unknown): unknown; use(...handlers: unknown[]): unknown };

export function installTransport(app: ExpressLike, config: Pick<AppConfig, 'trustProxy'>): void {
  // Unset, X-Forwarded-For is ignored: otherwise any client could name the address the sign-in
  // lock-out and throttle count against, and escape them or lock someone else out.
  app.set('trust proxy', config.trustProxy);
  const trusted = config.trustProxy !== false;
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Static web files are GETs outside /api/ and keep their own caching; every other answer,
    // errors included, is no-store.
    if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Cache-Control', 'no-store');
    else if (req.path === '/health' || req.path.includes('/api/')) res.setHeader('Cache-Control', 'no-store');
    const xff = req.headers['x-forwarded-for'];
    if (trusted && xff !== undefined && String(xff).length > MAX_FORWARDED_FOR) {
      sendError(res, new AppException('BadHeader', { header: 'X-Forwarded-For' }), langFrom(req.headers['accept-language']));
      return;
    }
    next();
  });
}
