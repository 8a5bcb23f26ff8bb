import cluster, { Worker } from 'node:cluster';
import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { rootLogger } from '../logging/logger';
import { EXIT_CONFIG } from './exit-codes';

const log = rootLogger.child({ context: 'cluster' });
// a worker that exits is started again after a pause that doubles up to a ceiling, so a crash loop (or a
// database outage, during which every start fails) does not spin; a worker that served this long
// before it died starts the pause over
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;
const SERVED_RESETS_PAUSE_MS = 60_000;
const STOP_GRACE_MS = 10_000;

// `npm start` with WORKERS > 1: this process serves nothing itself; it forks the workers, which share the
// port (node:cluster hands out the connections) and keep no state of their own (tokens, engine state,
// timers, lock-outs and job locks live in PostgreSQL), and replaces any that exits, for ever.
// Only a configuration error (a worker exits with EXIT_CONFIG) ends the server; the first start, before
// any worker serves, waits at most DB_WAIT for the database.
// On the embedded database the primary hosts PGlite (and locks its data directory) and the workers connect
// to it. PGlite is one session, so advisory locks do not exclude one worker from another there: the first
// worker migrates and seeds alone before the others start, and it alone runs the timed tasks.
export async function runPrimary(config: AppConfig): Promise<void> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.workers);
  const envOf = (index: number): NodeJS.ProcessEnv => ({
    WORKER_INDEX: String(index),
    ...(embedded ? { EMBEDDED_URL: embedded.url, ...(index > 0 ? { SCHEDULER: 'off' } : {}) } : {}),
  });
  const startedAt = Date.now();
  let stopping = false;
  let served = false; // some worker has listened: from then on, workers are replaced for ever
  const workers = new Map<Worker, number>();
  let failStart: ((e: Error) => void) | null = null;
  const failed = new Promise<never>((_, reject) => (failStart = reject));
  failed.catch(() => undefined);

  const stopWorkers = async () => {
    const exits = [...workers.keys()].map((w) => new Promise((r) => w.once('exit', r)));
    for (const w of workers.keys()) w.process.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, STOP_GRACE_MS))]);
  };

  // A configuration error ends the start, or, once serving, the server: no worker could start with it.
  const fail = (e: Error) => {
    if (stopping) return;
    if (failStart) return failStart(e);
    stopping = true;
    log.fatal({ message: e.message }, 'stopping the server');
    void stopWorkers()
      .then(() => embedded?.stop())
      .finally(() => process.exit(1));
  };

  // Keeps one worker slot filled; resolves when its first worker listens.
  const keep = (index: number): Promise<void> =>
    new Promise((resolve) => {
      let pause = FIRST_PAUSE_MS;
      const fork = () => {
        if (stopping) return;
        const worker = cluster.fork(envOf(index));
        let listenedAt = 0;
        workers.set(worker, index);
        worker.once('listening', () => {
          listenedAt = Date.now();
          served = true;
          resolve();
        });
        worker.once('exit', (code, signal) => {
          workers.delete(worker);
          if (stopping) return;
          if (code === EXIT_CONFIG) return fail(new Error(`worker ${index} could not start: configuration error`));
          // before any worker served, DB_WAIT bounds how long a database that is not up is waited for
          if (!served && Date.now() - startedAt >= config.dbWaitMs) return fail(new Error(`worker ${index} could not start (exit ${code ?? signal})`));
          if (listenedAt && Date.now() - listenedAt >= SERVED_RESETS_PAUSE_MS) pause = FIRST_PAUSE_MS;
          log.error({ index, code, signal, retryInMs: pause }, listenedAt ? 'worker exited; starting another' : 'worker could not start; trying again');
          setTimeout(fork, pause);
          pause = Math.min(pause * 2, MAX_PAUSE_MS);
        });
      };
      fork();
    });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping workers');
    await stopWorkers();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    // the first worker alone: migrations and seeding done before the others start
    await Promise.race([keep(0), failed]);
    await Promise.race([Promise.all(Array.from({ length: config.workers - 1 }, (_, i) => keep(i + 1))), failed]);
  } catch (e) {
    stopping = true;
    await stopWorkers();
    await embedded?.stop();
    throw e;
  }
  failStart = null;
  log.info({ workers: config.workers, port: config.port, database: config.databaseUrl ? 'DATABASE_URL' : `embedded (${config.dataDir})` }, `listening on http://localhost:${config.port}`);
}
