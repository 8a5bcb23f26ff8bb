import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { until } from '../setup/until';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { ADMIN_PASSWORD, databaseEnv } from '../setup/test-app';
import { freePort } from '../setup/free-port';

// Issue 10 §5: `npm start` runs WORKERS processes on one port. They keep nothing of their own: every
// worker reaches the database, and a sign-in lock-out counts failures whichever worker took them.
const root = path.resolve(__dirname, '../..');
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';

// one request on a connection of its own, so the primary hands each to the next worker in turn
function post(port: number, pathName: string, body: object): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, path: pathName, method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), 'Accept-Language': 'en' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

describe('npm start with two workers', () => {
  let child: ChildProcess;
  let port: number;
  let out = '';

  beforeAll(async () => {
    if (!onServer) return;
    port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, WORKERS: '2', ...databaseEnv(), PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'info', SCHEDULER: 'off', WEB_DIST: '/nonexistent' };
    child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    // /health answers once the first worker listens; the primary says when every worker does
    await until(() => {
      if (child.exitCode !== null) throw new Error(`server did not start: ${out.slice(-2000)}`);
      return /"context":"cluster".*listening on/.test(out);
    }, 'the cluster says every worker listens', 120_000);
  }, 120_000);

  afterAll(async () => {
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  });

  (onServer ? it : it.skip)('forks the workers, each connected to the database', async () => {
    const children = execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n');
    expect(children).toHaveLength(2);
    // a request to each, then the sessions each worker's pool keeps
    for (let i = 0; i < 4; i++) expect((await post(port, '/sysUser/api/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    const { rows } = await c.query(`SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'crew-backoffice-w%' ORDER BY 1`);
    await c.end();
    expect(rows.map((r) => r.name)).toEqual(['crew-backoffice-w0', 'crew-backoffice-w1']);
  });

  (onServer ? it : it.skip)('a lock-out counts the failures every worker took', async () => {
    // a name of its own: the lock lasts 15 minutes in this worker's database, which later files share
    const username = `cluster-${Date.now()}`;
    // five wrong passwords on five connections, both workers taking some: the fifth locks
    for (let i = 0; i < 4; i++) expect((await post(port, '/sysUser/api/login', { username, password: `wrong-${i}` })).body.error).toBe('BadCredentials');
    expect((await post(port, '/sysUser/api/login', { username, password: 'wrong-4' })).body.error).toBe('AccountLocked');
    // and stays locked whichever worker is asked next
    for (let i = 0; i < 2; i++) expect((await post(port, '/sysUser/api/login', { username, password: `wrong-${5 + i}` })).body.error).toBe('AccountLocked');
  });

  (onServer ? it : it.skip)('a worker that dies is replaced and the port keeps answering', async () => {
    const [first] = execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n');
    process.kill(Number(first), 'SIGKILL');
    const workers = () => execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n');
    await until(() => workers().length === 2 && !workers().includes(first), 'the killed worker is replaced', 20_000);
    for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  }, 30_000);
});
