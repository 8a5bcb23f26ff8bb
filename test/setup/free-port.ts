import net from 'node:net';

// A port nothing listens on now, for a server a test starts (often as a child process, which binds it a
// moment later). Chosen below Linux's ephemeral range (32768–60999): a port the system handed out and
// took back can meanwhile become the local end of an outgoing connection (to PostgreSQL, say) and the
// child's listen then fails with EADDRINUSE, as one CI run saw with three workers. Each jest worker
// draws from its own thousand ports, so parallel files do not pick the same one; a port found taken
// (another run's server) is skipped.
const BASE = 20_000;
const SPAN = 1_000;
const slot = (Number(process.env.JEST_WORKER_ID ?? 1) - 1) % 12;
let next = Math.floor(Math.random() * SPAN);

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '0.0.0.0', () => srv.close(() => resolve(true)));
  });

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SPAN; tries += 1) {
    const port = BASE + slot * SPAN + (next++ % SPAN);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${BASE + slot * SPAN}..${BASE + (slot + 1) * SPAN - 1}`);
}
