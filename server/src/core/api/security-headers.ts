import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

type ExpressLike = { use(...handlers: unknown[]): unknown };
type Middleware = (req: Request, res: Response, next: NextFunction) => void;

// helmet's headers, with the policy's own sources (images from data: and blob: URLs, antd's inline
// styles), and three of helmet's defaults sent only with an answer to a request that came over HTTPS
// (req.secure: the socket itself, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts):
// - `upgrade-insecure-requests`: over plain HTTP it tells the browser to fetch the page's own scripts and
//   styles over https, which a server on http://host:3000 does not serve. The page stayed blank at every
//   address but localhost, which browsers exempt, so an office serving it on its network saw nothing.
// - Cross-Origin-Opener-Policy: ignored at such an address, with an error in the browser's console.
// - Strict-Transport-Security: browsers ignore it over HTTP.
export function installSecurityHeaders(app: ExpressLike): void {
  const headers = (overTls: boolean): Middleware =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'upgrade-insecure-requests': overTls ? [] : null,
        },
      },
      crossOriginOpenerPolicy: overTls,
      strictTransportSecurity: overTls,
    });
  const overTls = headers(true);
  const plain = headers(false);
  app.use((req: Request, res: Response, next: NextFunction) => (req.secure ? overTls : plain)(req, res, next));
}
