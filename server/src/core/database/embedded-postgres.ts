import fs from 'node:fs';
import path from 'node:path';
import { keepBatchesTogether } from './pglite-batch-queue';

// PGlite is a single PostgreSQL session. It is served over a loopback socket so that TypeORM and
// pg talk to it exactly as to a real server; maxConnections must cover the pool or sockets drop.
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export class DataDirLockedError extends Error {}

const POOL_MAX = 10;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// PGlite has no lock of its own: two processes on one directory silently lose writes.
function takeLock(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}

// dataDir undefined: in memory (tests). Otherwise file-backed, so later starts take about a second.
// `processes`: how many server processes connect, each with a pool (npm start's workers).
export async function startEmbeddedPostgres(dataDir?: string, processes = 1): Promise<EmbeddedPostgres> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = takeLock(dataDir);
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = await PGlite.create(dataDir ? path.join(dataDir, 'pg') : undefined);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: POOL_MAX * 3 * processes });
    keepBatchesTogether((server as unknown as { queryQueue: Parameters<typeof keepBatchesTogether>[0] }).queryQueue, db as unknown as Parameters<typeof keepBatchesTogether>[1]);
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres:postgres@${address}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
