import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { until } from '../setup/until';
import path from 'node:path';
import { freePort } from '../setup/free-port';
import { tcpRelay, TcpRelay } from '../setup/tcp-relay';
import { ADMIN_PASSWORD } from '../setup/test-app';

// Issue 19: the database away while server processes start. `npm start` waits for a database that is not
// up yet (DB_WAIT); a worker that cannot start during an outage is started again with back-off, for ever,
// and the server never stops for it. The app reaches PostgreSQL through a relay the test cuts and restores.
//
// These cut a PostgreSQL server's connections from outside: the embedded database is served by the test
// run's own process (one session), which a spawned server reaches as EMBEDDED_URL, not through a relay.
const root = path.resolve(__dirname, '../..');
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';

interface Server {
  child: ChildProcess;
  out: () => string;
  stop(): Promise<void>;
}

function startServer(port: number, databaseUrl: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'info', SCHEDULER: 'off', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  return {
    child,
    out: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// Bounded waits for a condition, never timing assertions.
// the server's output says `what`, or the server exits first (its output then tells why)
const seen = (what: string, cond: () => boolean | Promise<boolean>, server: Server, seconds = 120) =>
  until(async () => {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}) before ${what}: ${server.out().slice(-3000)}`);
    return cond();
  }, what, seconds * 1000).catch((e: Error) => {
    throw new Error(`${e.message}: ${server.out().slice(-3000)}`);
  });

const healthStatus = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
};
const workersOf = (server: Server) => {
  try {
    return execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

(onServer ? describe : describe.skip)('the database away while server processes start', () => {
  let relay: TcpRelay;
  let server: Server | undefined;

  beforeEach(async () => {
    relay = await tcpRelay(process.env.TEST_DATABASE_URL!, await freePort(), { up: false });
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await relay.close();
  });

  it.each(['1', '2'])('npm start (WORKERS=%s) before the database is up waits for it ("waiting for the database"), then serves', async (workers) => {
    const port = await freePort();
    server = startServer(port, relay.url, { WORKERS: workers, DB_WAIT: '120s' });
    await seen('"waiting for the database"', () => server!.out().includes('waiting for the database'), server);
    // still waiting a while later, not gone
    await seen('a second try', () => server!.out().split('waiting for the database').length > 2, server);
    await relay.restore();
    await seen('/health 200', async () => (await healthStatus(port)) === 200, server);
  });

  it('a start that waited DB_WAIT in vain ends, with its reason', async () => {
    server = startServer(await freePort(), relay.url, { WORKERS: '1', DB_WAIT: '2' });
    const code = await new Promise((r) => server!.child.once('exit', r));
    expect(code).toBe(1);
    expect(server.out()).toContain('waiting for the database');
    expect(server.out()).toMatch(/"msg":"start failed"/);
  });

  it('a worker whose first start meets the outage is started again, and the server serves on with both', async () => {
    await relay.restore();
    const port = await freePort();
    // DB_WAIT 1 s: a worker gives up on the database at once, so the primary's back-off is what waits
    server = startServer(port, relay.url, { WORKERS: '2', DB_WAIT: '1' });
    // the first worker serves alone (the second forks after it listens): the database goes away now,
    // while the second starts
    await seen('/health 200', async () => (await healthStatus(port)) === 200, server);
    await relay.cut();
    await seen('a failed start of worker 1', () => /"index":1[^\n]*worker could not start; trying again/.test(server!.out()), server);
    expect(server.child.exitCode).toBeNull();
    await relay.restore();
    await seen('both workers listening', () => /"context":"cluster"[^\n]*listening on/.test(server!.out()), server);
    expect(workersOf(server)).toHaveLength(2);
    await seen('/health 200', async () => (await healthStatus(port)) === 200, server);
  });

  it('a worker killed during an outage is replaced once the database is back, with back-off meanwhile', async () => {
    await relay.restore();
    const port = await freePort();
    server = startServer(port, relay.url, { WORKERS: '2', DB_WAIT: '1' });
    await seen('both workers listening', () => /"context":"cluster"[^\n]*listening on/.test(server!.out()), server);
    const [first] = workersOf(server);
    await relay.cut();
    process.kill(Number(first), 'SIGKILL');
    // its replacements cannot start while the database is away: two tries at least, the process lives on
    await seen('two failed replacements', () => (server!.out().match(/worker could not start; trying again/g) ?? []).length >= 2, server);
    expect(server.child.exitCode).toBeNull();
    await relay.restore();
    await seen('two workers again', () => {
      const now = workersOf(server!);
      return now.length === 2 && !now.includes(first);
    }, server);
    await seen('/health 200 from both', async () => {
      const answers = await Promise.all([healthStatus(port), healthStatus(port), healthStatus(port), healthStatus(port)]);
      return answers.every((s) => s === 200);
    }, server);
    expect(server.out()).not.toMatch(/could not start \(exit/);
  });
});
