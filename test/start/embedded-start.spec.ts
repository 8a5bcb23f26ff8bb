import { ChildProcess, spawn } from 'node:child_process';
import { until } from '../setup/until';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../setup/free-port';

// README's start on a machine with nothing installed: the embedded PostgreSQL keeps its data in
// DATA_DIR, a restart reuses it, and a second process on the same directory is refused.
const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crew-data-'));
const password = 'Embedded@123';

function startServer(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = { ...process.env, WORKERS: '2', DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: password, LOG_LEVEL: 'warn', SCHEDULER: 'off', WEB_DIST: '/nonexistent' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(port: number, proc: { exited: Promise<number | null>; output: () => string }) {
  let done = false;
  proc.exited.then(() => (done = true));
  await until(async () => {
    if (done) throw new Error(`server exited: ${proc.output()}`);
    return (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok;
  }, `the server on ${port} answers /health`, 120_000);
}

const post = async (port: number, entity: string, op: string, body: object, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/${entity}/api/${op}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; total: number; list: Array<{ token: string }> };
};

describe('embedded database start', () => {
  let port: number;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty directory, refuses a second process, and restarts with the data', async () => {
    const first = startServer(port);
    try {
      await waitHealthy(port, first);
      const login = await post(port, 'sysUser', 'login', { username: 'admin', password });
      expect(login.code).toBe('200');
      const dept = await post(port, 'SysDept', 'insert', { name: '持久化测试部', deptType: 'dept' }, login.list[0].token);
      expect(dept.code).toBe('200');

      const second = startServer(await freePort());
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/in use by another server process/);
      // the first one is untouched
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }

    const again = startServer(port);
    try {
      await waitHealthy(port, again);
      const login = await post(port, 'sysUser', 'login', { username: 'admin', password });
      const list = await post(port, 'SysDept', 'getList', { name: '持久化测试部' }, login.list[0].token);
      expect(list.total).toBe(1);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  it('takes over a lock left by a process that died', async () => {
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999');
    const proc = startServer(port + 2);
    try {
      await waitHealthy(port + 2, proc);
    } finally {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
