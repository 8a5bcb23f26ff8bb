import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { BENCH_SIZES, generateCrew } from '../../server/src/modules/crew/demo/crew-generator';
import { ADMIN_PASSWORD, BenchServer, load } from '../harness';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const SEAFARERS = num('BENCH_SEAFARERS', BENCH_SIZES.seafarers);
const STINTS_PER = num('BENCH_STINTS_PER', BENCH_SIZES.stintsPer);

type Call = BenchServer['call'];
async function must(call: Call, entity: string, op: string, body: object, token?: string) {
  const r = await call(entity, op, body, token);
  if (r.status !== 200) throw new Error(`${entity}/${op}: ${r.status} ${r.body.msg}`);
  return r;
}

// The generator runs on a TypeORM manager in the app; here a pg client stands in (it only queries).
const asManager = (db: Client) => ({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows }) as unknown as EntityManager;

// Issue 4: at 100,000 seafarers, 1,000,000 sea-service rows and 500,000 certificates: the crew list
// with three filters and the warning list, both as a crew manager limited to their jurisdiction
// (half the crew) and as the administrator; and exporting all 100,000 seafarers (seconds, server
// memory sampled every 20 ms while it streams).
export async function crewBench(server: BenchServer) {
  const admin = (await must(server.call, 'sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.list[0].token as string;
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  // a database a run before kept (BENCH_DB) has the manager and the seafarers already
  const kept = (await db.query(`SELECT 1 FROM sys_user WHERE username = 'benchcrew'`)).rowCount === 1;
  const depts = kept ? [] : await makeManager(server.call, admin);
  const manager = (await must(server.call, 'sysUser', 'login', { username: 'benchcrew', password: 'Bench@12345' })).body.list[0].token as string;
  const g0 = performance.now();
  const made = kept ? await counts(db) : await makeCrew(server.call, admin, db, depts);
  const generateSeconds = Math.round((performance.now() - g0) / 100) / 10;
  const owners: number[] = (await db.query('SELECT id FROM boat_ship_owner ORDER BY id')).rows.map((r) => r.id);
  await db.end();

  // three filters a crew manager combines: a shipowner, a rank, on board; varied call to call
  const crewList = (token: string) => async (i: number) => {
    const body = { pageNum: 1, pageSize: 20, shipownerId: owners[i % owners.length], duty: String(1 + (i % 20)), boardState: i % 2 ? '1' : '2' };
    return (await must(server.call, 'BoatUserInfo', 'getBoatUserInfoList', body, token)).ms;
  };
  const byName = (token: string) => async (i: number) => (await must(server.call, 'BoatUserInfo', 'getList', { pageNum: 1, pageSize: 20, name: ['王', '李', '张', '刘'][i % 4] + '海', boardState: '1', credWarn: ['1', '2'] }, token)).ms;
  const warnList = (token: string) => async (i: number) => (await must(server.call, 'credentialWarnList', 'getList', { pageNum: 1 + (i % 5), pageSize: 20 }, token)).ms;
  await load(10, 1, crewList(manager));
  await load(10, 1, warnList(manager));

  const result = {
    sizes: { ...made, generate_seconds: generateSeconds },
    crew_list_three_filters: { manager_own_jurisdiction: await load(100, 1, crewList(manager)), admin_all: await load(100, 1, crewList(admin)), concurrent_4: await load(200, 4, crewList(manager)) },
    crew_list_name_on_board_warned: await load(100, 1, byName(manager)),
    warn_list: { manager_own_jurisdiction: await load(100, 1, warnList(manager)), admin_all: await load(100, 1, warnList(admin)) },
    export_all_seafarers: await exportAll(server, admin),
  };
  return result;
}

// A crew manager of the first of two departments (the crew suite's caller limited to half the crew).
async function makeManager(call: Call, admin: string) {
  const dept = async (name: string) => (await must(call, 'SysDept', 'insert', { name, deptType: 'dept' }, admin)).body.list[0].id as number;
  const [qd, sh] = [await dept('基准船员部（青岛）'), await dept('基准船员部（上海）')];
  const role = (await must(call, 'SysRole', 'insert', { name: '基准船员经理', dataScope: '3', crewScope: '2', menuIds: [] }, admin)).body.list[0].id;
  const menus = (await must(call, 'SysMenu', 'getTree', {}, admin)).body.list as Array<{ id: number; perms: string }>;
  const perms = ['boatUserInfoEditList', 'boatUserInfoEditList:export', 'boatCertificateManageList', 'boatCredentialManage'];
  await must(call, 'SysRole', 'update', { id: role, menuIds: menus.filter((m) => perms.includes(m.perms)).map((m) => m.id) }, admin);
  await must(call, 'sysUser', 'insert', { username: 'benchcrew', password: 'Bench@12345', name: '基准船员经理', deptId: qd, roleIds: [role] }, admin);
  return [qd, sh];
}

async function makeCrew(call: Call, admin: string, db: Client, deptIds: number[]) {
  const creators = (await must(call, 'sysUser', 'getList', { username: 'benchcrew' }, admin)).body.list.map((u: { id: number }) => u.id);
  const made = await generateCrew(asManager(db), { ...BENCH_SIZES, seafarers: SEAFARERS, stintsPer: STINTS_PER }, { deptIds, creatorIds: [creators[0], creators[0]] });
  // a database in use is vacuumed by autovacuum; freshly bulk-loaded tables are not yet, which would
  // make every count read the table instead of the index
  await db.query('VACUUM ANALYZE');
  return made;
}

const counts = async (db: Client) => {
  const n = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  return { seafarers: await n('boat_user_info'), stints: await n('boat_work'), certificates: await n('boat_user_credential') };
};

async function exportAll(server: BenchServer, token: string) {
  const before = server.rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 20);
  const cpu0 = server.cpuSeconds();
  const t0 = performance.now();
  const res = await fetch(`${server.url}/BoatUserInfo/api/exportBoatUserInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  const cpuSeconds = Math.round((server.cpuSeconds() - cpu0) * 10) / 10;
  clearInterval(sampler);
  return { rows: 'all seafarers', seconds, server_cpu_seconds: cpuSeconds, bytes, server_rss_before_mb: before, server_rss_peak_mb: peak, server_rss_rise_mb: Math.round((peak - before) * 10) / 10 };
}
