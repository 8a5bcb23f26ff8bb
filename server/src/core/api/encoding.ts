// Content negotiation shared by the API's compression and the precompressed web files.
export type Encoding = 'br' | 'gzip';

// Brotli first: for the same text it is about 15% smaller than gzip, and every browser that sends it decodes it.
const PREFERENCE: Encoding[] = ['br', 'gzip'];

// The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3), among those offered:
// q=0 refuses one, `*` stands for any not named, and the better q wins, brotli on a tie. null: identity.
export function pickEncoding(header: string | string[] | undefined, offered: readonly Encoding[] = PREFERENCE): Encoding | null {
  if (!header) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*(.*?)\s*$/i.exec(p);
      // a weight that is no number refuses rather than accepts
      if (m) weight = /^[0-9.]+$/.test(m[1]) ? Number(m[1]) : 0;
    }
    if (!Number.isFinite(weight)) weight = 0;
    // a name repeated keeps its best weight
    q.set(name, Math.max(q.get(name) ?? 0, weight));
  }
  const star = q.get('*');
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const enc of PREFERENCE) {
    if (!offered.includes(enc)) continue;
    const w = q.get(enc) ?? (enc === 'gzip' ? q.get('x-gzip') : undefined) ?? star ?? 0;
    if (w > bestQ) {
      best = enc;
      bestQ = w;
    }
  }
  return best;
}

// Text worth compressing; images, archives, xlsx and PDFs are compressed already.
export function isCompressible(contentType: string | number | string[] | undefined): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'image/svg+xml'
  );
}

// Adds Accept-Encoding to Vary once, keeping what others put there.
export function varyOnEncoding(current: string | number | string[] | undefined): string {
  const list = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === 'accept-encoding')) return list.join(', ');
  return [...list, 'Accept-Encoding'].join(', ');
}
