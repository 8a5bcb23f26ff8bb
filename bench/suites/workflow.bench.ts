import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { EXPRESSION_SERVICES } from '../../server/src/workflow/engine/expression-services';
import { buildDefinitionModel } from '../../server/src/workflow/engine/definition-model';
import { ADMIN_PASSWORD, BenchServer, load, percentiles } from '../harness';

const requireCjs = createRequire(__filename);
const { Engine } = requireCjs('bpmn-engine');

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const FLOWS = num('BENCH_FLOWS', 100);
const OPEN_TASKS = num('BENCH_OPEN_TASKS', 100_000);
const DONE_TASKS = num('BENCH_DONE_TASKS', 1_000_000);
const ROOT = path.resolve(__dirname, '../../..');

type Call = BenchServer['call'];

async function must(call: Call, entity: string, op: string, body: object, token?: string) {
  const r = await call(entity, op, body, token);
  if (r.status !== 200) throw new Error(`${entity}/${op}: ${r.status} ${r.body.msg}`);
  return r;
}

// A company, a department above the applicant's, their leaders, and the applicant (leave of 5 days
// needs both leaders: the two-step path of processes/vacation.bpmn).
async function organisation(call: Call, admin: string) {
  const dept = async (name: string, deptType: string, parentId: number | null) => (await must(call, 'SysDept', 'insert', { name, deptType, parentId }, admin)).body.list[0].id as number;
  const company = await dept('基准公司', 'company', null);
  const upper = await dept('基准上级部门', 'dept', company);
  const own = await dept('基准部门', 'dept', upper);
  const user = async (username: string, deptId: number) => {
    await must(call, 'sysUser', 'insert', { username, password: 'Bench@12345', name: username, deptId, roleIds: [1] }, admin);
    return { username, id: 0, token: (await must(call, 'sysUser', 'login', { username, password: 'Bench@12345' })).body.list[0].token as string };
  };
  const staff = await user('benchstaff', own);
  const leader = await user('benchleader', own);
  const upperLeader = await user('benchupper', upper);
  for (const [deptId, u] of [[own, leader], [upper, upperLeader]] as const) {
    const id = (await must(call, 'sysUser', 'getList', { username: u.username }, admin)).body.list[0].id;
    u.id = id;
    await must(call, 'SysDeptLeader', 'insert', { deptId, userId: id, leaderType: '1' }, admin);
  }
  staff.id = (await must(call, 'sysUser', 'getList', { username: staff.username }, admin)).body.list[0].id;
  return { staff, leader, upperLeader };
}

// Issue 3: complete flows per second over HTTP against the same flow in bare bpmn-engine, approve
// latency, and the to-do list at 100,000 open and 1,000,000 finished tasks.
export async function workflowBench(server: BenchServer) {
  const admin = (await must(server.call, 'sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.list[0].token;
  const org = await organisation(server.call, admin);

  // --- submit and two approvals, persisted, over HTTP; each approver finds the task in their to-do list
  const approveMs: number[] = [];
  const oneFlow = async (i: number) => {
    const t0 = performance.now();
    const rec = (await must(server.call, 'EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-01', endDate: '2026-12-31', days: 5, reason: `基准 ${i}` }, org.staff.token)).body.list[0];
    const sub = (await must(server.call, 'EmployVacation', 'submit', { id: rec.id }, org.staff.token)).body.list[0];
    for (const approver of [org.leader, org.upperLeader]) {
      const task = (await must(server.call, 'MyProcess', 'getUpcomingList', { keyword: sub.code, pageSize: 1 }, approver.token)).body.list[0];
      const r = await must(server.call, 'MyProcess', 'approve', { taskId: task.id, comment: '同意' }, approver.token);
      approveMs.push(r.ms);
    }
    return performance.now() - t0;
  };
  await load(5, 1, oneFlow); // warm-up
  approveMs.length = 0;
  const http = await load(FLOWS, 4, oneFlow);

  // --- the same flow in bare bpmn-engine, in memory: start, two signals, no database, no HTTP
  const model = await buildDefinitionModel(fs.readFileSync(path.join(ROOT, 'processes/vacation.bpmn'), 'utf8'));
  const bare = async () => {
    const engine = new Engine({ sourceContext: model.sourceContext, services: EXPRESSION_SERVICES, settings: { disableTrackState: true } });
    const execution = await engine.execute({ variables: { days: 5, settings: model.settings } });
    for (let step = 0; step < 2; step++) {
      const task = execution.getPostponed().find((a: { type: string }) => a.type === 'bpmn:UserTask');
      // gateways read the result as environment.output.<task id>
      execution.environment.output[task.id] = { result: '1' };
      execution.signal({ id: task.id, executionId: task.executionId, result: '1' });
    }
    if (engine.state !== 'idle') throw new Error(`bare flow did not end: ${engine.state}`);
  };
  for (let i = 0; i < 20; i++) await bare();
  const n = Math.max(200, FLOWS * 2);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await bare();
  const bareFlowsPerSecond = Math.round((n / ((performance.now() - t0) / 1000)) * 10) / 10;

  // --- the to-do list at size: tasks written in SQL (the bench measures reads), spread over 2,000
  // approvers with one in twenty offered to a role; the leader holds 50 open ones, the upper leader 5,000
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const s0 = performance.now();
  const [{ id: roleId }] = (await db.query(`INSERT INTO sys_role (name, data_scope) VALUES ('基准审批角色', '1') RETURNING id`)).rows;
  const insert = (from: number, to: number, status: string, assignee: string) =>
    db.query(
      `INSERT INTO wf_task (instance_id, flow_type, element_id, execution_id, name, assignee_id, candidate_role_ids, title, business_entity, business_id,
                            starter_id, status, result, completed_by, created_at, completed_at, due_at)
       SELECT gen_random_uuid(), 'vacation', 'deptLeaderApprove', 'bench_' || $3 || '_' || g, '部门领导审批',
              CASE WHEN g % 20 = 0 THEN NULL ELSE ${assignee} END, CASE WHEN g % 20 = 0 THEN ARRAY[$4::int] ELSE '{}' END,
              '基准员工 请假审批 ' || g, 'EmployVacation', g, $5, $3, CASE WHEN $3 = 'completed' THEN '1' END,
              CASE WHEN $3 = 'completed' THEN ${assignee} END, now() - (g % 10000) * interval '1 minute',
              CASE WHEN $3 = 'completed' THEN now() - (g % 9000) * interval '1 minute' END, now() + (g % 5000) * interval '1 minute'
         FROM generate_series($1::int, $2::int) g`,
      [from, to, status, roleId, org.staff.id],
    );
  const others = `(100000 + g % 2000)`;
  for (let from = 1; from <= DONE_TASKS; from += 200_000) await insert(from, Math.min(DONE_TASKS, from + 199_999), 'completed', others);
  await insert(1, OPEN_TASKS, 'open', others);
  await insert(OPEN_TASKS + 1, OPEN_TASKS + 50, 'open', String(org.leader.id));
  await insert(OPEN_TASKS + 51, OPEN_TASKS + 5050, 'open', String(org.upperLeader.id));
  await db.query('ANALYZE wf_task');
  const seedSeconds = Math.round((performance.now() - s0) / 100) / 10;
  await db.end();

  const listOf = (token: string, body: object = {}) => async () => {
    const r = await must(server.call, 'MyProcess', 'getUpcomingList', { pageNum: 1, pageSize: 20, ...body }, token);
    if (!r.body.list.length) throw new Error('empty to-do list');
    return r.ms;
  };
  const countOf = (token: string) => async () => (await must(server.call, 'MyProcess', 'getCounts', {}, token)).ms;
  await load(20, 1, listOf(org.leader.token));
  const result = {
    flows_over_http: {
      flows: FLOWS,
      concurrency: 4,
      flows_per_s: http.throughput_per_s,
      flow_wall_ms: { p50: http.p50_ms, p95: http.p95_ms },
      what: 'insert, submit, and for each of two approvers: find the task in the to-do list, approve; all persisted',
    },
    flows_in_memory_bare_engine: { flows: n, flows_per_s: bareFlowsPerSecond },
    http_to_memory_ratio: Math.round((http.throughput_per_s / bareFlowsPerSecond) * 1000) / 1000,
    approve_latency: percentiles(approveMs),
    my_agency: {
      open_tasks: OPEN_TASKS + 5050,
      finished_tasks: DONE_TASKS,
      seed_seconds: seedSeconds,
      first_page_50_open: await load(200, 1, listOf(org.leader.token)),
      first_page_5000_open: await load(200, 1, listOf(org.upperLeader.token)),
      first_page_5000_open_sorted_by_due: await load(100, 1, listOf(org.upperLeader.token, { sort: 'dueAt' })),
      first_page_concurrent: await load(400, 8, listOf(org.leader.token)),
      counts_5000_open: await load(200, 1, countOf(org.upperLeader.token)),
      done_list_first_page: await load(100, 1, async () => (await must(server.call, 'MyProcess', 'getDoneList', { pageSize: 20 }, org.leader.token)).ms),
    },
    server_memory_mb: server.rssMb(),
  };
  return result;
}
