import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

// Starts the built server as a child process on a database of its own, so latency is measured over
// HTTP and memory is the server's own resident set.
export interface BenchServer {
  url: string;
  pid: number;
  workers: number;
  databaseUrl: string;
  call(entity: string, op: string, body?: unknown, token?: string): Promise<{ status: number; body: any; ms: number }>;
  // the resident set of the primary and its workers together; `worker` of one worker alone (the largest)
  rssMb(): number;
  largestWorkerRssMb(): number;
  // CPU seconds the primary and its workers have used so far (user and system): work done, whatever
  // else the machine runs at the time
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return 0; // a process that has just exited
  }
};
const childrenOf = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const cpuOf = (pid: number) => {
  try {
    // utime and stime, fields 14 and 15, after the command name in parentheses
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
};
const CLOCK_TICKS = 100; // USER_HZ, 100 on Linux
const round1 = (x: number) => Math.round(x * 10) / 10;

const root = path.resolve(__dirname, '../..');
export const ADMIN_PASSWORD = 'Bench@12345';

// `workers`: the WORKERS the server runs with (npm start's default is one per core)
export async function startBenchServer(workers: number): Promise<BenchServer> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_DB=bench_xxx runs on a database a run before kept (BENCH_KEEP_DB=1), with its data: the crew
  // suite then makes neither its users nor its 100,000 seafarers again, and the database is kept
  const reused = process.env.BENCH_DB;
  if (reused && !/^bench_\w+$/.test(reused)) throw new Error(`BENCH_DB names a bench database (bench_...), not ${reused}`);
  const name = reused ?? `bench_${Date.now().toString(36)}`;
  if (!reused) {
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const port = 3900 + Math.floor(Math.random() * 90);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while the bench runs
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/src/main.js')], {
    // TRUST_PROXY: the sign-in bench plays an attacker and a user from two addresses (X-Forwarded-For)
    env: { ...process.env, WORKERS: String(workers), DATABASE_URL: databaseUrl, PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'info', SCHEDULER: 'off', SEED_DEMO: '0', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // the start's info lines; "listening on" comes once every worker listens (from the primary with WORKERS > 1)
  let listening = false;
  child.stdout!.on('data', (d: Buffer) => (listening ||= d.toString().includes('listening on')));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !listening; i++) {
    if (i > 600 || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    workers,
    databaseUrl,
    async call(entity, op, body = {}, token) {
      const t0 = performance.now();
      const res = await fetch(`${url}/${entity}/api/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      return { status: res.status, body: json, ms: performance.now() - t0 };
    },
    rssMb() {
      return round1([child.pid!, ...childrenOf(child.pid!)].reduce((sum, pid) => sum + rssOf(pid), 0));
    },
    cpuSeconds() {
      return [child.pid!, ...childrenOf(child.pid!)].reduce((sum, pid) => sum + cpuOf(pid), 0);
    },
    largestWorkerRssMb() {
      return round1(Math.max(rssOf(child.pid!), ...childrenOf(child.pid!).map(rssOf)));
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      // BENCH_KEEP_DB=1 leaves the database with its data, to look at plans afterwards
      if (process.env.BENCH_KEEP_DB || reused) return void console.error(`kept database ${name}`);
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  const round = (x: number) => Math.round(x * 100) / 100;
  return { n: s.length, p50_ms: round(at(50)), p95_ms: round(at(95)), max_ms: round(s[s.length - 1]) };
}

// Runs `fn` `total` times with `concurrency` workers; answers per-call latencies and throughput.
export async function load(total: number, concurrency: number, fn: (i: number) => Promise<number>) {
  const samples: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) samples.push(await fn(next++));
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { ...percentiles(samples), concurrency, throughput_per_s: Math.round((total / seconds) * 10) / 10 };
}

export const machine = () => ({ cpus: os.cpus().length, node: process.version, database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'local PostgreSQL' });

// A call that throws on anything but 200 (a figure's set-up must not go on past a failure), timed.
// `confirm`: "continue" answered to the server's warnings as the web does, the 428's token sent back with
// the same call (timed together: the figure is the user's wait).
export type CheckedCall = (entity: string, op: string, body: object, token: string, opts?: { confirm?: boolean }) => Promise<{ body: any; ms: number }>;
export function checkedCall(server: BenchServer): CheckedCall {
  return async (entity, op, body, token, { confirm = false } = {}) => {
    const t0 = performance.now();
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    for (;;) {
      const res = await fetch(`${server.url}/${entity}/api/${op}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const json = (await res.json()) as Record<string, any>;
      if (confirm && res.status === 428 && json.confirmToken && headers['X-Confirm'] !== json.confirmToken) {
        headers['X-Confirm'] = json.confirmToken;
        continue;
      }
      if (res.status !== 200) throw new Error(`${entity}/${op}: ${res.status} ${json.msg}`);
      return { body: json, ms: performance.now() - t0 };
    }
  };
}

// Each figure stands alone: one that fails is reported as its error, and the rest still run.
export async function attempt<T>(fn: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await fn();
  } catch (e) {
    return { error: (e as Error).message };
  }
}
