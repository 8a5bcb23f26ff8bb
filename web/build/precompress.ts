import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Compresses the built web once, at the best levels, so the server sends files instead of compressing per
// request: x.br and x.gz beside each text file x (server/src/core/api/static-web.ts picks one by the
// caller's Accept-Encoding). A twin that does not come out smaller is not written.
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const work: Array<Promise<void>> = [];
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full);
      else if (TEXT.test(e.name)) work.push(compressFile(full, totals));
    }
  };
  await walk(dir);
  await Promise.all(work);
  return totals;
}

async function compressFile(file: string, totals: { files: number; bytes: number; br: number; gz: number }): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  totals.files += 1;
  totals.bytes += body.length;
  if (br.length < body.length) {
    await fs.writeFile(`${file}.br`, br);
    totals.br += br.length;
  }
  if (gz.length < body.length) {
    await fs.writeFile(`${file}.gz`, gz);
    totals.gz += gz.length;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} -> br ${kb(t.br)}, gzip ${kb(t.gz)}`);
    },
  };
}
