import express, { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { Encoding, pickEncoding, varyOnEncoding } from './encoding';

// Files under assets/ carry a hash of their content in their name (vite): a new build names them anew,
// so a browser may keep them for a year without asking. index.html names the current ones and is asked
// for every time (no-cache: revalidated by its ETag); other files (favicon) likewise.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

// The built web app, served from the same port as the API; unknown GETs fall back to index.html for the
// router. Text files come precompressed from the build (web/build/precompress.ts writes x.br and x.gz
// beside x): the better one the caller accepts is sent with Content-Encoding, never compressed per request.
export function serveWeb(app: { use: (...handlers: unknown[]) => unknown }, dist: string): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  // the build does not change under a running server: which files have precompressed twins is read once
  const precompressed = listPrecompressed(dist);
  const encodingsOf = (rel: string): Encoding[] => precompressed.get(rel) ?? [];

  const files = express.static(dist, {
    index: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlOf(path.relative(dist, file))),
  });

  // the static middleware and the SPA fallback share this: the twin's path when one is accepted
  const encoded = (req: Request, res: Response, rel: string): string | null => {
    const offered = encodingsOf(rel);
    if (!offered.length) return null;
    res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
    const enc = pickEncoding(req.headers['accept-encoding'], offered);
    if (!enc) return null;
    res.setHeader('Content-Encoding', enc);
    // the type of what is inside, not of .br/.gz (send keeps a Content-Type already set)
    res.type(path.extname(rel));
    return rel + SUFFIX[enc];
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rel = relativePath(req.path);
    if (rel === null) return next();
    const twin = encoded(req, res, rel);
    if (!twin) return files(req, res, next);
    // serve-static reads req.url; the query string is of no use to a file
    const url = req.url;
    req.url = '/' + twin.split(path.sep).join('/');
    files(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/health' || req.path.startsWith('/api/') || req.path.includes('/api/')) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    const twin = encoded(req, res, 'index.html');
    res.sendFile(twin ? path.join(dist, twin) : index);
  });
}

export function cacheControlOf(rel: string): string {
  const posix = rel.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  return posix.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

// '/assets/a.js' -> 'assets/a.js'; null for a path leaving dist or one that is not a plain file name
function relativePath(urlPath: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (p.includes('\0')) return null;
  const rel = path.posix.normalize(p).replace(/^\/+/, '');
  if (!rel || rel.startsWith('..')) return null;
  return rel.split('/').join(path.sep);
}

function listPrecompressed(dist: string): Map<string, Encoding[]> {
  const out = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else
        for (const enc of ['br', 'gzip'] as Encoding[]) {
          if (!e.name.endsWith(SUFFIX[enc])) continue;
          const original = full.slice(0, -SUFFIX[enc].length);
          if (fs.existsSync(original)) {
            const rel = path.relative(dist, original);
            out.set(rel, [...(out.get(rel) ?? []), enc]);
          }
        }
    }
  };
  walk(dist);
  return out;
}
