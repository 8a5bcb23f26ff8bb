import { ChildProcess, spawn } from 'node:child_process';
import { until } from '../setup/until';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { withSchemaLock } from '../../server/src/core/database/database.providers';
import { liftStatementTimeout } from '../../server/src/core/database/statement-timeout';
import { FlowTimerService } from '../../server/src/workflow/timers/flow-timer.service';
import { flowOrg, newDept, openTasks } from '../setup/factories';
import { freePort } from '../setup/free-port';
import { ADMIN_PASSWORD, databaseEnv, startTestApp, TestApp } from '../setup/test-app';

// The database going away and coming back, as a PostgreSQL restart or failover does it: no database
// error ends the process, calls answer 503 with Retry-After meanwhile, and the server serves again by
// itself. Statements of API calls run under a statement timeout that PostgreSQL enforces. A backlog of
// overdue tasks is reminded in one pass, each once, with two processes at it.
const root = path.resolve(__dirname, '../..');
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';
const testDb = () => new URL(process.env.TEST_DATABASE_URL!);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


async function sql(text: string, params: unknown[] = []) {
  const c = new Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'faults-test' });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

// Waits until the server answers /health with 200: a bounded wait, not a timing assertion.
const healthy = (base: string, seconds = 15) =>
  until(async () => (await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.status === 200, `${base} answers /health with 200`, seconds * 1000);

interface Answer {
  status: number;
  error?: string;
  retryAfter: string | null;
}

async function send(base: string, p: string, body?: object, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (body) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(base + p, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(20_000) });
  const json = (await res.json().catch(() => ({}))) as { error?: string };
  return { status: res.status, error: json.error, retryAfter: res.headers.get('retry-after') };
}

describe('database faults', () => {
  (onServer ? it : it.skip)('backends terminated every 100 ms under load: the process lives, answers 200 or 503, and recovers by itself', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // a real server process: an unhandled 'error' event ends it, which an in-process app would hide
    const env: NodeJS.ProcessEnv = { ...process.env, WORKERS: '1', ...databaseEnv(), PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' };
    const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    try {
      await healthy(base, 60);
      const login = await fetch(`${base}/sysUser/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
      const token = ((await login.json()) as { list: Array<{ token: string }> }).list[0].token;

      const killer = new Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'faults-killer' });
      await killer.connect();
      const answers: Answer[] = [];
      let kills = 0;
      const until = Date.now() + 5_000;
      try {
        const killing = (async () => {
          while (Date.now() < until) {
            const [{ n }] = (
              await killer.query(
                `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'crew-backoffice%'`,
              )
            ).rows;
            kills += n;
            await sleep(100);
          }
        })();
        // reads, a write in a transaction (sign-in writes a token), and the health check, side by side
        const load = [
          () => send(base, '/health'),
          () => send(base, '/sysUser/api/login', { username: 'admin', password: ADMIN_PASSWORD }),
          () => send(base, '/sysUser/api/getList', { pageSize: 20 }, token),
          () => send(base, '/SysDept/api/getList', {}, token),
        ].map(async (call) => {
          while (Date.now() < until) {
            // no answer at all (the process died, say) is recorded as status 0
            const a = await call().catch((e) => ({ status: 0, error: String(e?.cause?.code ?? e?.name), retryAfter: null }));
            answers.push(a);
            if (!a.status) await sleep(100);
          }
        });
        await Promise.all([killing, ...load]);
      } finally {
        await killer.end();
      }
      expect(kills).toBeGreaterThan(0);
      expect(child.exitCode).toBeNull();
      expect(child.signalCode).toBeNull();
      expect(output).not.toMatch(/Unhandled 'error' event|uncaught/i);
      const statuses = [...new Set(answers.map((a) => a.status))].sort();
      // named, so a failure shows which answers were wrong
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      // a 503 is the database being away, and says when to come back
      for (const a of answers.filter((x) => x.status === 503)) expect(a).toEqual({ status: 503, error: 'DatabaseUnavailable', retryAfter: '5' });

      await healthy(base);
      expect((await send(base, '/sysUser/api/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
      expect((await send(base, '/sysUser/api/getList', { pageSize: 20 }, token)).status).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('/health answers 503 with Retry-After while the database cannot be reached, and 200 again after', async () => {
    // the app reaches the database through a TCP relay this test can cut and restore: a restart or a
    // failover as the app sees it (refused connections, then a database that answers again)
    const target = testDb();
    const sockets = new Set<net.Socket>();
    const relay = () =>
      net.createServer((inbound) => {
        const outbound = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        inbound.pipe(outbound).pipe(inbound);
      });
    const port = await freePort();
    let server = relay();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    const viaRelay = new URL(target.toString());
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    const t = await startTestApp({ DATABASE_URL: viaRelay.toString() });
    try {
      expect((await t.http.get('/health')).status).toBe(200);
      const token = await t.adminToken();

      // away: no new connection is accepted and every open one drops
      await new Promise((r) => {
        server.close(r);
        for (const s of sockets) s.destroy();
      });
      const health = await t.http.get('/health').set('Accept-Language', 'en');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.body).toMatchObject({ code: '503', error: 'DatabaseUnavailable' });
      const list = await t.call('sysUser', 'getList', {}, token);
      expect(list.status).toBe(503);
      expect(list.body.error).toBe('DatabaseUnavailable');
      expect(list.headers['retry-after']).toBe('5');
      const write = await t.call('SysDept', 'insert', { name: 'away', deptType: 'dept' }, token);
      expect(write.status).toBe(503);
      expect(write.body.error).toBe('DatabaseUnavailable');

      // back: the pool connects again by itself, nobody restarts the app
      server = relay();
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      await until(async () => (await t.http.get('/health')).status === 200, '/health answers 200 once the database is back', 10_000);
      expect((await t.call('sysUser', 'getList', {}, token)).status).toBe(200);
    } finally {
      await t.close();
      await new Promise((r) => server.close(r));
      for (const s of sockets) s.destroy();
    }
  });

  describe('statement timeout', () => {
    (onServer ? it : it.skip)('every pooled connection carries STATEMENT_TIMEOUT (15 s by default); maintenance lifts it for its own transaction only', async () => {
      const dflt = await startTestApp();
      try {
        expect(await dflt.app.get(DataSource).query('SHOW statement_timeout')).toEqual([{ statement_timeout: '15s' }]);
      } finally {
        await dflt.close();
      }
      const t = await startTestApp({ STATEMENT_TIMEOUT: '1s' });
      try {
        const ds = t.app.get(DataSource);
        // several at once, so that several connections of the pool answer
        const shown = await Promise.all(Array.from({ length: 5 }, () => ds.query('SHOW statement_timeout')));
        expect(shown.flat()).toEqual(Array.from({ length: 5 }, () => ({ statement_timeout: '1s' })));
        const inside = await ds.transaction(async (m) => {
          await liftStatementTimeout(m);
          return m.query('SHOW statement_timeout');
        });
        expect(inside).toEqual([{ statement_timeout: '0' }]);
        // the schema lock's session (migrations, and waiting for another process's seeding) has none either
        expect(await withSchemaLock(ds, (runner) => runner.query('SHOW statement_timeout'))).toEqual([{ statement_timeout: '0' }]);
        const after = await Promise.all(Array.from({ length: 5 }, () => ds.query('SHOW statement_timeout')));
        expect(after.flat()).toEqual(Array.from({ length: 5 }, () => ({ statement_timeout: '1s' })));
      } finally {
        await t.close();
      }
    });

    (onServer ? it : it.skip)('PostgreSQL cancels an API statement that outruns it (503 StatementTimeout) and is free again at once', async () => {
      const t = await startTestApp({ STATEMENT_TIMEOUT: '1s' });
      const holder = new Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'faults-test' });
      await holder.connect();
      try {
        const token = await t.adminToken();
        const deptId = await newDept(t);
        // a statement that cannot finish in time: the update waits for a row lock held elsewhere
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM sys_dept WHERE id = $1 FOR UPDATE', [deptId]);
        const slow = await t.call('SysDept', 'update', { id: deptId, name: 'waits for the lock' }, token);
        expect(slow.status).toBe(503);
        expect(slow.body.error).toBe('StatementTimeout');
        // the cancel happened in PostgreSQL, not only in Node: nothing of the app's still waits there
        const waiting = await holder.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'crew-backoffice' AND wait_event_type = 'Lock'`,
        );
        expect(waiting.rows[0].n).toBe(0);
        await holder.query('ROLLBACK');
        expect((await t.call('SysDept', 'update', { id: deptId, name: 'updated' }, token)).status).toBe(200);
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        await holder.end();
        await t.close();
      }
    });
  });

  it('a backlog of 10,000 overdue tasks is reminded in one pass, each exactly once, by two processes at once', async () => {
    const t = await startTestApp();
    const other = await startTestApp();
    try {
      const org = await flowOrg(t, ['vacationApplication', 'vacationApplication:add']);
      const ins = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-07', endDate: '2026-12-08' }, org.staff.token);
      const sub = await t.call('EmployVacation', 'submit', { id: ins.body.list[0].id }, org.staff.token);
      expect(sub.body.code).toBe('200');
      const [task] = await openTasks(t, sub.body.list[0].instanceId);
      // 10,000 running requests like this one, each with its leader's task overdue
      const tag = `backlog-${process.pid}-${Date.now()}`;
      await sql(
        `WITH made AS (
           INSERT INTO wf_instance (flow_type, definition_id, business_entity, business_id, business_code, title, starter_id, dept_id, company_id, status, result, state, rev, trail)
           SELECT flow_type, definition_id, business_entity, business_id, business_code, title, starter_id, dept_id, company_id, status, result, state, rev, trail
             FROM wf_instance, generate_series(1, 10000) WHERE id = $1
           RETURNING id)
         INSERT INTO wf_task (instance_id, flow_type, element_id, execution_id, name, assignee_id, title, business_entity, business_id, starter_id, due_at)
         SELECT made.id, t.flow_type, t.element_id, $3 || '-' || made.id, t.name, t.assignee_id, t.title, t.business_entity, t.business_id, t.starter_id, now() - interval '1 day'
           FROM made, wf_task t WHERE t.id = $2`,
        [sub.body.list[0].instanceId, task.id, tag],
      );
      await sql(`INSERT INTO wf_timer (instance_id, kind, task_id, due_at) SELECT instance_id, 'reminder', id, due_at FROM wf_task WHERE execution_id LIKE $1 || '-%'`, [tag]);
      const messages = async () =>
        (await sql(`SELECT count(*)::int AS n FROM sys_message WHERE user_id = $1 AND title LIKE '审批超时提醒%'`, [org.leader.id]))[0].n as number;
      const before = await messages();

      const fired = await Promise.all([t.app.get(FlowTimerService).fireDue(), other.app.get(FlowTimerService).fireDue()]);

      expect(fired[0] + fired[1]).toBe(10_000);
      const [tasks] = await sql(
        `SELECT count(*)::int AS n, count(reminded_at)::int AS reminded FROM wf_task WHERE execution_id LIKE $1 || '-%'`,
        [tag],
      );
      expect(tasks).toEqual({ n: 10_000, reminded: 10_000 });
      const [history] = await sql(
        `SELECT count(*)::int AS n, count(DISTINCT h.task_id)::int AS tasks FROM wf_history h JOIN wf_task t ON t.id = h.task_id
          WHERE t.execution_id LIKE $1 || '-%' AND h.action = 'remind'`,
        [tag],
      );
      expect(history).toEqual({ n: 10_000, tasks: 10_000 });
      expect(await messages()).toBe(before + 10_000);
      const [left] = await sql(`SELECT count(*)::int AS n FROM wf_timer t JOIN wf_task k ON k.id = t.task_id WHERE k.execution_id LIKE $1 || '-%'`, [tag]);
      expect(left.n).toBe(0);
      // nothing is due any more: a second pass reminds nobody again
      expect(await t.app.get(FlowTimerService).fireDue()).toBe(0);
      expect(await messages()).toBe(before + 10_000);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
