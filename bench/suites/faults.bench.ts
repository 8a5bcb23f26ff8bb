import { Client } from 'pg';
import { ADMIN_PASSWORD, BenchServer, percentiles } from '../harness';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const APPROVALS = num('BENCH_FAULT_APPROVALS', 200);
const OUTAGES = num('BENCH_FAULT_OUTAGES', 3);
const KILL_EVERY_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Call = BenchServer['call'];

async function must(call: Call, entity: string, op: string, body: object, token?: string) {
  const r = await call(entity, op, body, token);
  if (r.status !== 200) throw new Error(`${entity}/${op}: ${r.status} ${r.body.msg}`);
  return r;
}

// A department, its leader and an applicant: two days of personal leave is one approval (the leader's).
async function organisation(call: Call, admin: string) {
  const deptId = (await must(call, 'SysDept', 'insert', { name: '故障基准部门', deptType: 'dept' }, admin)).body.list[0].id as number;
  const user = async (username: string) => {
    await must(call, 'sysUser', 'insert', { username, password: 'Bench@12345', name: username, deptId, roleIds: [1] }, admin);
    const id = (await must(call, 'sysUser', 'getList', { username }, admin)).body.list[0].id as number;
    return { id, token: (await must(call, 'sysUser', 'login', { username, password: 'Bench@12345' })).body.list[0].token as string };
  };
  const staff = await user('faultsstaff');
  const leader = await user('faultsleader');
  await must(call, 'SysDeptLeader', 'insert', { deptId, userId: leader.id, leaderType: '1' }, admin);
  return { staff, leader };
}

// Terminates the server's sessions on the bench's own database (never another database's), every
// KILL_EVERY_MS until stopped; answers how many it ended.
function killer(db: Client) {
  let stop = false;
  let kills = 0;
  const done = (async () => {
    while (!stop) {
      const { rows } = await db.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'crew-backoffice%'`,
      );
      kills += rows[0].n;
      await sleep(KILL_EVERY_MS);
    }
  })();
  return async () => {
    stop = true;
    await done;
    return kills;
  };
}

// Issue 19: the database failing under load. Approvals per second while the server's connections are
// terminated every 100 ms (a 503 is retried as a client told Retry-After would, sooner; a 500 is a
// defect and must stay 0), and the time from "database back" to the first 200 after an outage made on
// the bench's own database (sessions terminated and new ones refused with ALLOW_CONNECTIONS false).
export async function faultsBench(server: BenchServer) {
  const call = server.call;
  const admin = (await must(call, 'sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.list[0].token;
  const org = await organisation(call, admin);
  const db = new Client({ connectionString: server.databaseUrl, application_name: 'bench-faults' });
  await db.connect();
  try {
    // --- the requests to approve, submitted before the faults begin
    const tasks: number[] = [];
    for (let i = 0; i < APPROVALS; i++) {
      const rec = (await must(call, 'EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-07', endDate: '2026-12-08', reason: `故障基准 ${i}` }, org.staff.token)).body.list[0];
      const sub = (await must(call, 'EmployVacation', 'submit', { id: rec.id }, org.staff.token)).body.list[0];
      const [{ id }] = (await db.query(`SELECT id FROM wf_task WHERE instance_id = $1 AND status = 'open'`, [sub.instanceId])).rows;
      tasks.push(id);
    }

    // --- approvals while connections are terminated every 100 ms
    const statuses: Record<string, number> = {};
    const approveMs: number[] = [];
    let next = 0;
    const stopKilling = killer(db);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < tasks.length) {
          const taskId = tasks[next++];
          const started = performance.now();
          for (;;) {
            const r = await call('MyProcess', 'approve', { taskId, comment: '同意' }, org.leader.token).catch(() => ({ status: 0, body: {}, ms: 0 }));
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
            // 200, or 409 when a retried approval had in fact been committed before its connection died
            if (r.status === 200 || r.status === 409) break;
            if (r.status !== 503 && r.status !== 0) throw new Error(`approve answered ${r.status}: ${JSON.stringify(r.body)}`);
            await sleep(50);
          }
          approveMs.push(performance.now() - started);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const kills = await stopKilling();
    const [{ done }] = (await db.query(`SELECT count(*)::int AS done FROM wf_task WHERE id = ANY($1::int[]) AND status = 'completed'`, [tasks])).rows;
    const answered5xx = Object.entries(statuses).filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0);
    const underKills = {
      approvals: tasks.length,
      approvals_completed: done,
      approvals_per_s: Math.round((tasks.length / seconds) * 10) / 10,
      sessions_terminated: kills,
      answers: statuses,
      answers_500: statuses['500'] ?? 0,
      answers_5xx: answered5xx,
      // per approval, its retries after 503 included
      approval: percentiles(approveMs),
    };

    // --- outages: away (sessions terminated, new ones refused), then back; time to the first 200
    const name = (await db.query('SELECT current_database() AS name')).rows[0].name as string;
    // PostgreSQL refuses ALLOW_CONNECTIONS false from a session of that database: the bench's database
    // is altered from the server's maintenance database, nothing else is touched there
    const maintenanceUrl = new URL(server.databaseUrl);
    maintenanceUrl.pathname = '/postgres';
    const maintenance = new Client({ connectionString: maintenanceUrl.toString(), application_name: 'bench-faults' });
    await maintenance.connect();
    const apiBackMs: number[] = [];
    const healthBackMs: number[] = [];
    const health = () => fetch(`${server.url}/health`).then((r) => r.status, () => 0);
    for (let i = 0; i < OUTAGES; i++) {
      await maintenance.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'crew-backoffice%'`);
        // away as the server sees it: calls answer 503
        for (let j = 0; (await call('sysUser', 'getList', { pageSize: 1 }, admin)).status !== 503; j++) {
          if (j > 200) throw new Error('the server never noticed the outage');
          await sleep(20);
        }
        await sleep(1000);
      } finally {
        await maintenance.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
      const back = performance.now();
      let api = 0;
      let hc = 0;
      for (let j = 0; !api || !hc; j++) {
        if (j > 3000) throw new Error('the server did not come back within a minute');
        if (!api && (await call('sysUser', 'getList', { pageSize: 1 }, admin)).status === 200) api = performance.now() - back;
        if (!hc && (await health()) === 200) hc = performance.now() - back;
        if (!api || !hc) await sleep(20);
      }
      apiBackMs.push(api);
      healthBackMs.push(hc);
    }
    await maintenance.end();
    const round = (x: number) => Math.round(x);
    return {
      under_kills_every_100ms: underKills,
      database_back_to_first_200: {
        outages: OUTAGES,
        api_ms: apiBackMs.map(round),
        // /health stays 503 for a few seconds after the last failure it saw (db-health.ts)
        health_ms: healthBackMs.map(round),
      },
    };
  } finally {
    await db.end();
  }
}
