import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { BENCH_SIZES, generateCrew } from '../../server/src/modules/crew/demo/crew-generator';
import { ensureComplianceDefaults } from '../../server/src/modules/dispatch/demo/compliance-defaults';
import { ADMIN_PASSWORD, attempt, BenchServer, checkedCall, load } from '../harness';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const SEAFARERS = num('BENCH_SEAFARERS', BENCH_SIZES.seafarers);
const STINTS_PER = num('BENCH_STINTS_PER', BENCH_SIZES.stintsPer);
const VIEW_ORDERS = 40;
const BIG_PLAN = 500;

type Row = Record<string, any>;

// The generator runs on a TypeORM manager in the app; here a pg client stands in (it only queries).
const asManager = (db: Client) => ({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows }) as unknown as EntityManager;

// Issue 12: at 100,000 seafarers and 1,000,000 stints (the crew suite's data, made here when that suite
// did not run first): the reliever search, a plan's view with 40 orders, a plan of 500 orders made and
// checked in one call, and the relief forecast. Each figure stands alone: an operation that fails is
// reported as such and the rest still run.
export async function dispatchBench(server: BenchServer) {
  const call = checkedCall(server);
  const login = await server.call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD });
  const admin = login.body.list[0].token as string;

  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const sizes = await ensureCrew(db, admin, call);
    const today = (await db.query(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS d`)).rows[0].d as string;
    const [{ planDate, leaveDate }] = (await db.query(`SELECT to_char(CAST($1 AS date) + 14, 'YYYY-MM-DD') AS "planDate", to_char(CAST($1 AS date) + 284, 'YYYY-MM-DD') AS "leaveDate"`, [today])).rows;
    // the shipowner with the most crew on board, and its ships
    const owner = (await db.query(`SELECT shipowner_id AS id FROM boat_work WHERE state = '1' GROUP BY shipowner_id ORDER BY count(*) DESC LIMIT 1`)).rows[0].id as number;
    const ships: number[] = (await db.query('SELECT id FROM boat_ship WHERE shipowner_id = $1 ORDER BY id', [owner])).rows.map((r) => r.id);
    // seafarers ashore, each used once: their own rank, spread over the shipowner's ships
    const ashore = (await db.query(`SELECT id, duty FROM boat_user_info WHERE board_state = '2' AND duty IS NOT NULL ORDER BY id DESC LIMIT $1`, [VIEW_ORDERS + BIG_PLAN])).rows as Row[];
    const signOns = (rows: Row[]) => rows.map((u, i) => ({ userId: u.id, operation: '1', shipId: ships[i % ships.length], duty: u.duty, planDate, planLeaveDate: leaveDate }));
    const newPlan = async () => (await call('boatDispatchPlan', 'insert', { shipownerId: owner, planDate }, admin)).body.list[0].id as number;

    const forecast = async (i: number) => (await call('reliefForecast', 'getList', { days: 30, pageNum: 1 + (i % 3), pageSize: 20 }, admin)).ms;
    await load(10, 1, forecast);
    const reliefForecast = { admin_all: await load(100, 1, forecast), concurrent_4: await load(200, 4, forecast), total: (await call('reliefForecast', 'getList', { days: 30, pageSize: 1 }, admin)).body.total };

    // every declared report at this size (Meta says which resources are reports), first page as its
    // screen opens it (the current year); the on-board report by quarter too
    const report = (name: string, body: object) => async () => (await call(name, 'getList', { pageSize: 20, ...body }, admin)).ms;
    const meta = (await call('Meta', 'getResources', {}, admin)).body.list as Row[];
    const reports: Row = {};
    for (const { name } of meta.filter((r) => r.report)) {
      await load(3, 1, report(name, {}));
      reports[name] = await load(20, 1, report(name, {}));
    }
    reports.onBoatReport_by_quarter = await load(20, 1, report('onBoatReport', { period: '2' }));

    const view = await attempt(async () => {
      const planId = await newPlan();
      await call('BoatPlanDispatch', 'insertList', { planId, orders: signOns(ashore.slice(0, VIEW_ORDERS)) }, admin, { confirm: true });
      // what the plan view reads (the page asks at once; timed one after the other here): the plan, its
      // ships, one ship's manning and the plan's orders
      const once = async (i: number) => {
        const parts = [
          await call('boatDispatchPlan', 'getById', { id: planId }, admin),
          await call('boatDispatchPlan', 'getShipList', { id: planId }, admin),
          await call('BoatPlanOnboat', 'getList', { planId, shipId: ships[i % ships.length] }, admin),
          await call('BoatPlanDispatch', 'getPlanOrders', { planId }, admin),
        ];
        return parts.reduce((ms, p) => ms + p.ms, 0);
      };
      const relievers = async (i: number) => (await call('BoatPlanToUser', 'getList', { planId, shipId: ships[i % ships.length], duty: '3', planDate, pageSize: 20 }, admin)).ms;
      await load(5, 1, once);
      await load(5, 1, relievers);
      return { plan_view_40_orders: await load(100, 1, once), reliever_search: await load(100, 1, relievers) };
    });

    const bigPlan = await attempt(async () => {
      const planId = await newPlan();
      const t0 = performance.now();
      const r = await call('BoatPlanDispatch', 'insertList', { planId, orders: signOns(ashore.slice(VIEW_ORDERS, VIEW_ORDERS + BIG_PLAN)) }, admin, { confirm: true });
      const seconds = Math.round((performance.now() - t0) / 100) / 10;
      const made = (await db.query('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [planId])).rows[0].n;
      return { orders_sent: BIG_PLAN, orders_made: made, answered: r.body.list?.length ?? null, seconds };
    });

    return { sizes, relief_forecast_30_days: reliefForecast, reports, ...('error' in view ? { plan_view_40_orders: view, reliever_search: view } : view), plan_500_orders_created_and_checked: bigPlan };
  } finally {
    await db.end();
  }
}

// The crew suite's data when it is not there yet (BENCH_ONLY=dispatch): the same generator and sizes.
async function ensureCrew(db: Client, admin: string, call: (e: string, o: string, b: object, t: string) => Promise<{ body: any }>) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM boat_user_info')).rows;
  if (n < SEAFARERS) {
    const dept = (await call('SysDept', 'insert', { name: '基准派遣部', deptType: 'dept' }, admin)).body.list[0].id as number;
    const [{ id }] = (await db.query(`SELECT id FROM sys_user WHERE username = 'admin'`)).rows;
    const g0 = performance.now();
    await generateCrew(asManager(db), { ...BENCH_SIZES, seafarers: SEAFARERS - n, stintsPer: STINTS_PER }, { deptIds: [dept], creatorIds: [id] });
    await db.query('VACUUM ANALYZE');
    console.error(`dispatch bench: crew generated in ${Math.round((performance.now() - g0) / 1000)} s`);
  }
  // the server filled an empty matrix at its start, before the generator made the certificate kinds:
  // the orders are checked against the STCW defaults as on a company's database
  await ensureComplianceDefaults(asManager(db));
  const [sizes] = (await db.query(`SELECT (SELECT count(*) FROM boat_user_info)::int AS seafarers, (SELECT count(*) FROM boat_work)::int AS stints, (SELECT count(*) FROM boat_work WHERE state = '1')::int AS on_board`)).rows;
  return sizes;
}
