import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';

const API_PATH = /^\/([^/]+)\/api\/([^/]+)\/?$/;

export type EtagLookup = (entity: string, operation: string) => boolean;

// Why an ETag on a POST, and why 304.
// Meta/getResources (the declarations every screen is drawn from) is ~100 KB and the same for every caller
// until the server is deployed again, but every call of the API is a POST (ARCHITECTURE §2), which no HTTP
// cache keeps. So the operations declared `etag: true` answer with a weak ETag of the envelope as sent;
// the web keeps the last copy it got with its tag (web/src/core/api/client.ts, `keep`) and sends the tag
// back in If-None-Match; a match answers 304 with no body and the web uses its copy. The tag is a hash of
// the body, computed on each call, so it can never outlive a change (a menu id renumbered, a deploy).
// RFC 9110 would answer a failed If-None-Match on a POST with 412; the call is a read that only wears a
// POST, and 304 says what the client is to do. Every other answer carries no ETag at all: they are
// no-store, and Express's automatic one hashed every body for nothing (app.set('etag', false)).
export function installConditionalAnswers(app: { use: (...handlers: unknown[]) => unknown }, etagOf: EtagLookup): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const route = API_PATH.exec(req.path);
    if (!route || !etagOf(safeDecode(route[1]), safeDecode(route[2]))) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // errors (401 without a token, 503) are answered as ever
      if (res.statusCode !== 200) return json(body);
      const text = JSON.stringify(body);
      const tag = etagOfText(text);
      res.setHeader('ETag', tag);
      if (matches(req.headers['if-none-match'], tag)) {
        res.status(304).end();
        return res;
      }
      if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return res.send(text);
    };
    next();
  });
}

export function etagOfText(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
}

// If-None-Match compares weakly (RFC 9110 §13.1.2): W/ is ignored on either side; `*` matches any.
export function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  const want = bare(tag);
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === want);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
