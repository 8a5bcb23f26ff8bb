import { ChildProcess, spawn } from 'node:child_process';
import { until } from '../setup/until';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { FlowTimerService } from '../../server/src/workflow/timers/flow-timer.service';
import { actorFor, flowOrg, FlowOrg, leaveBody, newRequest, openTasks } from '../setup/factories';
import { freePort } from '../setup/free-port';
import { databaseEnv, startTestApp, TestApp } from '../setup/test-app';

// Flows across processes and restarts: two real server processes on one database complete the same
// tasks at once and nothing is lost or done twice; reminders are durable and fire exactly once.
const root = path.resolve(__dirname, '../..');
const PERMS = ['vacationApplication', 'vacationApplication:add'];

interface Server {
  port: number;
  child: ChildProcess;
  output: () => string;
}

async function startServer(port: number): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, WORKERS: '1', ...databaseEnv(), PORT: String(port), LOG_LEVEL: 'warn', SCHEDULER: 'off', WEB_DIST: '/nonexistent' };
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  let exited = false;
  child.once('exit', () => (exited = true));
  await until(async () => {
    if (exited) throw new Error(`server on ${port} exited: ${out}`);
    return (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok;
  }, `the server on ${port} answers /health`, 120_000);
  return { port, child, output: () => out };
}

const post = async (port: number, entity: string, op: string, body: object, token: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/${entity}/api/${op}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return res.status;
};

describe('flows across processes and restarts', () => {
  let t: TestApp;
  let org: FlowOrg;
  const ds = () => t.app.get(DataSource);
  // the server counts the days from the dates: 1 to 5 days are Monday 7 December 2026 to that weekday
  const submitLeave = async (days: number) => {
    const { id, instanceId } = await newRequest(t, org, 'EmployVacation', { body: leaveBody(days), submit: true });
    return { id, instanceId };
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(() => t?.close());

  it('two server processes approve the same tasks at once: each task completes once, every flow ends', async () => {
    const servers = await Promise.all([startServer(await freePort()), startServer(await freePort())]);
    try {
      const requests = [];
      for (let i = 0; i < 10; i++) requests.push(await submitLeave(5)); // two steps each
      const instanceIds = requests.map((r) => r.instanceId);
      const outcomes: number[][] = [];
      for (let round = 0; round < 5; round++) {
        const open = (await Promise.all(instanceIds.map((id) => openTasks(t, id)))).flat();
        if (!open.length) break;
        // every open task approved twice at the same moment, once through each server
        await Promise.all(
          open.map(async (task) => {
            const actor = await actorFor(t, org, task);
            outcomes.push(await Promise.all(servers.map((s) => post(s.port, 'MyProcess', 'approve', { taskId: task.id, comment: 'ok' }, actor.token))));
          }),
        );
      }
      expect(outcomes).toHaveLength(20);
      for (const pair of outcomes) expect([...pair].sort()).toEqual([200, 409]);
      const records = await ds().query('SELECT status, result FROM employ_vacation WHERE id = ANY($1)', [requests.map((r) => r.id)]);
      expect(records).toEqual(requests.map(() => ({ status: '3', result: '1' })));
      const tasks = await ds().query(
        `SELECT instance_id, element_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'completed')::int AS done FROM wf_task
          WHERE instance_id = ANY($1) GROUP BY 1, 2`,
        [instanceIds],
      );
      expect(tasks).toHaveLength(20);
      expect(tasks.every((r: { n: number; done: number }) => r.n === 1 && r.done === 1)).toBe(true);
      const approvals = await ds().query(`SELECT count(*)::int AS n FROM wf_history WHERE instance_id = ANY($1) AND action = 'approve'`, [instanceIds]);
      expect(approvals[0].n).toBe(20);
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
    }
  });

  it('an overdue task reminds its approver once, even when the server restarted in between', async () => {
    const rec = await submitLeave(2);
    const [task] = await openTasks(t, rec.instanceId);
    const [timer] = await ds().query(`SELECT due_at FROM wf_timer WHERE task_id = $1 AND kind = 'reminder'`, [task.id]);
    expect(new Date(timer.due_at).getTime()).toBeGreaterThan(Date.now() + 86_400_000); // P2D
    await ds().query(`UPDATE wf_timer SET due_at = now() - interval '1 minute' WHERE task_id = $1`, [task.id]);
    await t.close();
    t = await startTestApp();
    const reminders = () => ds().query(`SELECT count(*)::int AS n FROM sys_message WHERE user_id = $1 AND title LIKE '审批超时提醒%'`, [task.assigneeId]);
    const before = (await reminders())[0].n;
    expect(await t.app.get(FlowTimerService).fireDue()).toBeGreaterThanOrEqual(1);
    expect((await reminders())[0].n).toBe(before + 1);
    const history = await ds().query(`SELECT count(*)::int AS n FROM wf_history WHERE instance_id = $1 AND action = 'remind'`, [rec.instanceId]);
    expect(history[0].n).toBe(1);
    await t.app.get(FlowTimerService).fireDue();
    expect((await reminders())[0].n).toBe(before + 1);
  });

  it('two processes firing due timers at once fire each exactly once', async () => {
    const recs = [];
    for (let i = 0; i < 6; i++) recs.push(await submitLeave(1));
    const ids = recs.map((r) => r.instanceId);
    await ds().query(`UPDATE wf_timer SET due_at = now() - interval '1 minute' WHERE instance_id = ANY($1)`, [ids]);
    const other = await startTestApp();
    try {
      const fired = await Promise.all([t.app.get(FlowTimerService).fireDue(), other.app.get(FlowTimerService).fireDue()]);
      expect(fired[0] + fired[1]).toBeGreaterThanOrEqual(6);
      const history = await ds().query(`SELECT instance_id, count(*)::int AS n FROM wf_history WHERE instance_id = ANY($1) AND action = 'remind' GROUP BY 1`, [ids]);
      expect(history).toHaveLength(6);
      expect(history.every((h: { n: number }) => h.n === 1)).toBe(true);
      expect((await ds().query('SELECT count(*)::int AS n FROM wf_timer WHERE instance_id = ANY($1)', [ids]))[0].n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
