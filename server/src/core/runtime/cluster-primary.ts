import cluster, { Worker } from 'node:cluster';
import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { rootLogger } from '../logging/logger';

const log = rootLogger.child({ context: 'cluster' });
// a dead worker is replaced after this pause, so a crash loop does not spin
const RESTART_BACKOFF_MS = 1_000;
const STOP_GRACE_MS = 10_000;

// `npm start` with WORKERS > 1: this process serves nothing itself; it forks the workers, which share the
// port (node:cluster hands out the connections) and keep no state of their own (tokens, engine state,
// timers, lock-outs and job locks live in PostgreSQL), and restarts one that dies.
// On the embedded database the primary hosts PGlite (and locks its data directory) and the workers connect
// to it. PGlite is one session, so advisory locks do not exclude one worker from another there: the first
// worker migrates and seeds alone before the others start, and it alone runs the timed tasks.
export async function runPrimary(config: AppConfig): Promise<void> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.workers);
  const envOf = (index: number): NodeJS.ProcessEnv => ({
    WORKER_INDEX: String(index),
    ...(embedded ? { EMBEDDED_URL: embedded.url, ...(index > 0 ? { SCHEDULER: 'off' } : {}) } : {}),
  });
  let stopping = false;
  const workers = new Map<Worker, number>();

  // resolves when the worker listens; one that exits before it ever listened fails the start (a broken
  // configuration is not retried forever), one that dies later is replaced
  const fork = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(envOf(index));
      let listening = false;
      workers.set(worker, index);
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        if (stopping) return;
        if (!listening) return reject(new Error(`worker ${index} could not start (exit ${code ?? signal})`));
        log.error({ index, code, signal }, 'worker exited; starting another');
        setTimeout(() => void fork(index).catch((e) => log.error({ index, message: (e as Error).message }, 'restart failed')), RESTART_BACKOFF_MS);
      });
    });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping workers');
    const exits = [...workers.keys()].map((w) => new Promise((r) => w.once('exit', r)));
    for (const w of workers.keys()) w.process.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, STOP_GRACE_MS))]);
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    // the first worker alone: migrations and seeding done before the others start
    await fork(0);
    await Promise.all(Array.from({ length: config.workers - 1 }, (_, i) => fork(i + 1)));
  } catch (e) {
    stopping = true;
    for (const w of workers.keys()) w.process.kill('SIGTERM');
    await embedded?.stop();
    throw e;
  }
  log.info({ workers: config.workers, port: config.port, database: config.databaseUrl ? 'DATABASE_URL' : `embedded (${config.dataDir})` }, `listening on http://localhost:${config.port}`);
}
