// The hostile-request walk (issue 9 §2): every operation the API documents, sent bodies an attacker or a
// broken client sends, as several users. Shared by the API test (which asserts) and the bench (which
// counts). The bodies are built so that none is valid: any 2xx on a write is itself a finding.

import zlib from 'node:zlib';

export interface WalkResult {
  requests: number;
  fiveXX: string[]; // "Entity/op <body name> → 500"
  leaks: string[]; // answers that carry a stack trace or SQL
  acceptedWrites: string[]; // writes a hostile body got through
  ms: number;
}

export type Coding = 'gzip' | 'br' | 'deflate';

export interface HostileBody {
  name: string;
  raw: string | Buffer; // sent as is, with Content-Type: application/json
  encoding?: Coding; // sent with this Content-Encoding
}

// `encoding`: the Content-Encoding to send the bytes with, when there is one.
export type Sender = (path: string, raw: string | Buffer, token: string | undefined, encoding?: Coding) => Promise<{ status: number; text: string }>;

// What a stack trace or a database error looks like when it leaks.
const LEAK = /\bat [\w.<>]+ \(|\.(ts|js):\d+:\d+|QueryFailedError|\bSELECT .+ FROM\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|syntax error at|violates .* constraint|relation "\w+"/i;

// Operations whose purpose would end the walk (signing out the walker) are left out.
const SKIP = new Set(['/sysUser/api/logout']);

// A value no id may have: not a row, never 0 or 1 (a huge array of 1 would be a real delete of row 1).
const NO_ROW = -7;

const BOMB_EVERY = 10;

// Compressed bodies. A bomb is a few bytes on the wire that expand past the 20 MB body limit: it must be
// refused unread without a token, and cut off as it inflates with one (413). Built once: brotli at its
// best level takes a second and a half for 24 MB.
const BOMB_BYTES = 24 * 1024 * 1024;
const CODINGS: Coding[] = ['gzip', 'br', 'deflate'];
const compress = (c: Coding, b: Buffer) =>
  c === 'gzip' ? zlib.gzipSync(b, { level: 9 }) : c === 'deflate' ? zlib.deflateSync(b, { level: 9 }) : zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 24 } });
let compressed: { bombs: HostileBody[]; valid: HostileBody[] } | undefined;
function compressedBodies() {
  compressed ??= {
    bombs: CODINGS.map((c) => ({ name: `${c} bomb`, raw: compress(c, Buffer.alloc(BOMB_BYTES, ' ')), encoding: c })),
    valid: CODINGS.flatMap((c) => [
      { name: `${c} JSON`, raw: compress(c, Buffer.from(JSON.stringify({ id: NO_ROW }))), encoding: c },
      { name: `${c} corrupt`, raw: Buffer.concat([compress(c, Buffer.from('{"id":-7,"pageSize":10}')).subarray(0, 9), Buffer.from('garbage')]), encoding: c },
    ]),
  };
  return compressed;
}

// An array one past every array's limit (1,000 values), and one past PostgreSQL's 65,535 bind parameters.
const OVER_LIMIT = Array.from({ length: 1_001 }, () => NO_ROW);
const OVER_BINDS = Array.from({ length: 66_000 }, (_, i) => -(i + 2));

// `bombs`: with the bombs (three decompressions of 20 MB each when the caller may call the operation).
export function hostileBodies(props: string[], perField = true, bombs = true): HostileBody[] {
  const j = (name: string, v: unknown): HostileBody => ({ name, raw: JSON.stringify(v) });
  const raw = (name: string, text: string): HostileBody => ({ name, raw: text });
  const idKeys = ['id', 'ids', 'taskId', 'taskIds', 'instanceId', 'userId', 'parentId', 'deptId', 'businessId'];
  const out: HostileBody[] = [
    raw('malformed JSON', '{"id": 1,'),
    raw('array body', '[1,2,3]'),
    raw('string body', '"x"'),
    raw('null body', 'null'),
    raw('prototype keys', '{"__proto__":{"admin":true,"id":-7},"constructor":{"prototype":{"x":1}},"id":-7}'),
    raw('unsafe integer', `{"id":9007199254740993,"ids":[9007199254740993],"taskId":9007199254740993,"pageNum":9007199254740993}`),
    raw('1e308', '{"id":1e308,"ids":[1e308],"taskId":1e308,"pageSize":1e308,"userId":1e308}'),
    j('fractional ids', Object.fromEntries(idKeys.map((k) => [k, k.endsWith('s') ? [1.5] : 1.5]))),
    j('sort constructor', { sort: 'constructor', id: NO_ROW }),
    j('sort toString desc', { sort: 'toString desc', id: NO_ROW }),
    j('sort __proto__', { sort: { field: '__proto__', order: 'desc' }, id: NO_ROW }),
    j('sort hasOwnProperty', { sort: 'hasOwnProperty', id: NO_ROW }),
    // sizes past every declared limit (keyword 100, text 5,000, id lists 1,000), not past the body limit:
    // the 20 MB body is the transport's test, and megabytes here would only slow the walk
    j('huge keyword', { keyword: 'x'.repeat(20_000), id: NO_ROW }),
    j('NUL keyword', { keyword: 'a\u0000b', id: NO_ROW }),
    j('huge id array', { ids: Array.from({ length: 5_000 }, (_, i) => -(i + 2)), taskIds: Array.from({ length: 5_000 }, (_, i) => -(i + 2)) }),
    j('paging out of range', { pageNum: -1, pageSize: 1_000_000_000, id: NO_ROW }),
    // an empty array is no value (400, minItems), never an IN () or an array cast that fails in SQL
    j('empty arrays', Object.fromEntries([...idKeys, 'dateRange', 'shipownerId', 'status', 'state'].map((k) => [k, []]))),
    j('ids past the bind limit', { ids: OVER_BINDS }),
    ...compressedBodies().valid,
    ...(bombs ? compressedBodies().bombs : []),
  ];
  for (const p of perField ? props : []) {
    if (p === 'id' || p === 'version') continue;
    out.push(j(`${p}: NUL`, { id: NO_ROW, [p]: 'a\u0000b' }));
    out.push(j(`${p}: object`, { id: NO_ROW, [p]: { $ne: 1, toString: 'x' } }));
    out.push(j(`${p}: long string`, { id: NO_ROW, [p]: 'x'.repeat(6_000) }));
    out.push(j(`${p}: nested NUL`, { id: NO_ROW, [p]: [{ a: 'b\u0000' }] }));
    out.push(j(`${p}: empty array`, { id: NO_ROW, [p]: [] }));
    out.push(j(`${p}: 1,001 values`, { id: NO_ROW, [p]: OVER_LIMIT }));
  }
  return out;
}

// Property names of a documented request body, through $ref and allOf.
function propsOf(schema: any, doc: any, depth = 0): string[] {
  if (!schema || depth > 5) return [];
  if (schema.$ref) return propsOf(doc.components?.schemas?.[String(schema.$ref).split('/').pop()!], doc, depth + 1);
  const own = Object.keys(schema.properties ?? {});
  const all = (schema.allOf ?? []).flatMap((s: unknown) => propsOf(s, doc, depth + 1));
  return [...new Set([...own, ...all])];
}

export function walkTargets(doc: any): Array<{ path: string; props: string[]; write: boolean }> {
  return Object.entries(doc.paths as Record<string, any>)
    .filter(([path]) => !SKIP.has(path))
    .map(([path, item]) => ({
      path,
      props: propsOf(item.post?.requestBody?.content?.['application/json']?.schema, doc),
      write: item.post?.['x-write'] === true,
    }));
}

// A caller of the walk: its token (none: signed out) and whether it gets the bodies aimed at each field
// (the administrator, whom no permission stops) or only the general ones (callers the guard refuses
// earlier for most operations, which keeps the walk's count bounded).
export interface Walker {
  token?: string;
  perField?: boolean;
}

// Sends every hostile body to every target as every walker, `parallel` at a time; `every` > 1 sends one
// request in that many (a sample, for a slower database where the full walk would not fit the budget);
// `offset` picks which of the `every` parts (0 by default); `shard` walks one part of the targets (the
// test tier spreads the walk over its parallel workers).
export async function hostileWalk(
  doc: any,
  walkers: Walker[],
  send: Sender,
  opts: { parallel?: number; every?: number; offset?: number; shard?: { index: number; count: number } } = {},
): Promise<WalkResult> {
  const parallel = opts.parallel ?? 4;
  const every = opts.every ?? 1;
  const t0 = performance.now();
  const result: WalkResult = { requests: 0, fiveXX: [], leaks: [], acceptedWrites: [], ms: 0 };
  const jobs: Array<() => Promise<void>> = [];
  const shard = opts.shard ?? { index: 0, count: 1 };
  walkTargets(doc).forEach((target, index) => {
    if (index % shard.count !== shard.index) return;
    for (const walker of walkers) {
      // Signed out, every operation gets the bombs: none may inflate a byte before the token is checked.
      // Signed in, one operation in BOMB_EVERY does: the cut-off is the transport's, the same for all, and
      // each costs a 20 MB decompression (a tenth of a second or more) where the caller is allowed.
      const bombs = !walker.token || index % BOMB_EVERY === 0;
      for (const body of hostileBodies(target.props, walker.perField, bombs)) {
        jobs.push(async () => {
          const r = await send(target.path, body.raw, walker.token, body.encoding);
          result.requests++;
          const where = `${target.path} «${body.name}»`;
          if (r.status >= 500) result.fiveXX.push(`${where} → ${r.status}`);
          if (LEAK.test(r.text)) result.leaks.push(`${where}: ${r.text.slice(0, 200)}`);
          if (target.write && r.status < 300) result.acceptedWrites.push(`${where} → ${r.status}`);
        });
      }
    }
  });
  let next = 0;
  const offset = (opts.offset ?? 0) % every;
  if (every > 1) jobs.splice(0, jobs.length, ...jobs.filter((_, i) => i % every === offset));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
  result.ms = Math.round(performance.now() - t0);
  return result;
}
