import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../server/src/core/database/sql-literal';
import { BOOKING_DICTIONARIES } from '../../server/src/modules/bookings/bookings.dictionaries';
import { CAR_REASON, CAR_STATUS, CAR_TYPE } from '../../server/src/modules/bookings/cars/cars.states';
import { CLOTHES_STATE, GARMENT, SMALL_CLASS } from '../../server/src/modules/bookings/clothes/clothes.states';
import { SETTLE_STATUS, STAY_STATE } from '../../server/src/modules/bookings/hotels/hotels.states';
import { TICKET_SETTLEMENT, TICKET_STATUS, TRAVEL_AGENCY_CATEGORY } from '../../server/src/modules/bookings/tickets/tickets.states';
import { BENCH_SIZES, generateCrew } from '../../server/src/modules/crew/demo/crew-generator';
import { ensureComplianceDefaults } from '../../server/src/modules/dispatch/demo/compliance-defaults';
import { DISPATCH_LINK_STATE, DISPATCH_OPERATION } from '../../server/src/modules/dispatch/dispatch.states';
import { CLAIM_STATE, FEE_GROUP } from '../../server/src/modules/expenses/expenses.states';
import { YES_NO } from '../../server/src/modules/system/system.states';
import { APPROVAL_RESULT, BUSINESS_STATUS } from '../../server/src/workflow/workflow.states';
import { ADMIN_PASSWORD, attempt, BenchServer, checkedCall, type CheckedCall, load, percentiles } from '../harness';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const SEAFARERS = num('BENCH_SEAFARERS', BENCH_SIZES.seafarers);
const STINTS_PER = num('BENCH_STINTS_PER', BENCH_SIZES.stintsPer);
// 300,000 bookings: a third each hotel stays, air tickets and clothes lines
const BOOKINGS = num('BENCH_BOOKINGS', 300_000);
// the office's other requests beside them: car trips and expense claims (three lines each)
const CAR_TRIPS = num('BENCH_CAR_TRIPS', 20_000);
const CLAIMS = num('BENCH_CLAIMS', 30_000);
// the crew changes whose bookings were made from the dispatch plan (check items): plans of 500 sign-ons
const LINKED_PLANS = num('BENCH_LINKED_PLANS', 12);
const PLAN_SIZE = 500;
const VIEW_ORDERS = 40;
const LIST_SEAFARERS = 20;

type Row = Record<string, any>;
type Call = CheckedCall;
const round1 = (x: number) => Math.round(x * 10) / 10;

// The generator runs on a TypeORM manager in the app; here a pg client stands in (it only queries).
const asManager = (db: Client) => ({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows }) as unknown as EntityManager;

// a unit by its English name (the unit dictionary's values are numbered, not named)
const unit = (en: string) => BOOKING_DICTIONARIES.find((d) => d.mark === 'unit')!.items.find((i) => i.name.en === en)!.value;

// One contracted hotel in each of the port dictionary's first twelve ports (Hong Kong, Singapore and
// Busan in their currencies), each with twin, double and single rooms.
const HOTELS: Array<[port: string, name: string, currency: string, twin: number]> = [
  ['1', '基准外高桥海员酒店', 'CNY', 420], ['2', '基准天津港海员之家', 'CNY', 280], ['3', '基准青岛港湾酒店', 'CNY', 360],
  ['4', '基准大连港湾宾馆', 'CNY', 300], ['5', '基准北仑港酒店', 'CNY', 330], ['6', '基准沈家门酒店', 'CNY', 310],
  ['7', '基准海沧港口宾馆', 'CNY', 340], ['8', '基准南沙港酒店', 'CNY', 350], ['9', '基准蛇口海员酒店', 'CNY', 460],
  ['10', '基准葵涌海员会所', 'HKD', 680], ['11', '基准裕廊海员酒店', 'SGD', 160], ['12', '基准釜山港船员酒店', 'KRW', 98000],
];
const AGENCIES: Array<[code: string, name: string]> = [['BKTA1', '基准航空票务甲'], ['BKTA2', '基准航空票务乙'], ['BKTA3', '基准国旅票务']];
// the store's catalogue in the sizes the generated seafarers wear (their records: M … XXL, shoes 40 … 44)
const CATALOGUE: Array<{ garmentType: string; clothingSmallClass: string; unit: string; sizes: string[] }> = [
  { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.Polycotton, unit: unit('Set'), sizes: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] },
  { garmentType: GARMENT.SafetyShoes, clothingSmallClass: SMALL_CLASS.SteelToe, unit: unit('Pair'), sizes: ['38', '39', '40', '41', '42', '43', '44', '45', '46'] },
  { garmentType: GARMENT.Gloves, clothingSmallClass: SMALL_CLASS.Cotton, unit: unit('Pair'), sizes: ['F'] },
];
// what the store holds on its shelves beyond what orders reserved
const SHELF = 5000;

// Issue 23 §8: at 100,000 seafarers (the crew suite's data, made here when that suite did not run first)
// and 300,000 bookings (hotel stays, air tickets and clothes lines, with car trips and expense claims
// beside them; a share made from dispatch plans and linked to their orders): the plan view of 40 orders
// with their check items and logistics, the bookings lists (first page, and filtered by a seafarer),
// and a month's hotel and ticket settlement with its exports (seconds, server memory). Each figure stands
// alone: an operation that fails is reported as such and the rest still run.
export async function bookingsBench(server: BenchServer) {
  const call = checkedCall(server);
  const admin = (await call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD }, '')).body.list[0].token as string;

  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const crew = await ensureCrew(db, admin, call);
    const today = (await db.query(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS d`)).rows[0].d as string;
    const d0 = performance.now();
    const made = await ensureBookings(db, admin, call, today);
    const sizes = { ...crew, ...made, bookings_data_seconds: round1((performance.now() - d0) / 1000) };

    const planView = await attempt(() => planViewFigures(db, admin, call, today));
    // beside it, one of the set-up's plans: 500 sign-ons, each with its hotel, ticket and clothes linked
    const bigPlan = await attempt(async () => {
      const [plan] = (
        await db.query(
          `SELECT o.plan_id AS id, count(DISTINCT o.id)::int AS orders, count(*)::int AS links
             FROM boat_plan_dispatch o JOIN boat_dispatch_link l ON l.order_id = o.id
            GROUP BY o.plan_id HAVING count(DISTINCT o.id) >= $1 ORDER BY o.plan_id LIMIT 1`,
          [PLAN_SIZE],
        )
      ).rows;
      if (!plan) throw new Error(`no plan of ${PLAN_SIZE} linked orders`);
      const once = async () => (await call('BoatPlanDispatch', 'getPlanOrders', { planId: plan.id }, admin)).ms;
      await load(3, 1, once);
      return { orders: plan.orders, links: plan.links, getPlanOrders: await load(20, 1, once) };
    });

    // the first page as each screen opens it, and filtered by one seafarer (twenty seafarers who have
    // some, spread over the ids); car trips are the office's, not a seafarer's: filtered by their state
    const lists: Row = {};
    const seafarersOf = async (table: string) =>
      (await db.query(`SELECT user_id FROM (SELECT DISTINCT user_id FROM ${table}) u ORDER BY md5(user_id::text) LIMIT $1`, [LIST_SEAFARERS + 3])).rows.map((r) => r.user_id as number);
    const listFigures = async (resource: string, filtered: { table: string } | { body: object }) => {
      const page = async () => (await call(resource, 'getList', { pageNum: 1, pageSize: 20 }, admin)).ms;
      await load(3, 1, page);
      const first = await call(resource, 'getList', { pageNum: 1, pageSize: 20 }, admin);
      const out: Row = { total: first.body.total, first_page: await load(20, 1, page) };
      if ('table' in filtered) {
        const ids = await seafarersOf(filtered.table);
        const by = async (i: number) => (await call(resource, 'getList', { userId: ids[i % ids.length], pageNum: 1, pageSize: 20 }, admin)).ms;
        await load(3, 1, by);
        out.by_seafarer = await load(LIST_SEAFARERS, 1, (i) => by(i + 3));
      } else {
        const by = async () => (await call(resource, 'getList', { ...filtered.body, pageNum: 1, pageSize: 20 }, admin)).ms;
        await load(3, 1, by);
        out.filtered = { by: filtered.body, ...(await load(20, 1, by)) };
      }
      return out;
    };
    lists.BoatHotelStaff = await attempt(() => listFigures('BoatHotelStaff', { table: 'boat_hotel_staff' }));
    lists.BoatTicketStaff = await attempt(() => listFigures('BoatTicketStaff', { table: 'boat_ticket_staff' }));
    lists.BoatClothingStaff = await attempt(() => listFigures('BoatClothingStaff', { table: 'boat_clothing_staff' }));
    lists.boatUseCar = await attempt(() => listFigures('boatUseCar', { body: { carStatus: [CAR_STATUS.Reviewed] } }));
    lists.boatExpenseAccount = await attempt(() => listFigures('boatExpenseAccount', { table: 'boat_expense_account' }));

    // last month: the month finance is settling now (the months before it are settled)
    const [{ from, to }] = (
      await db.query(
        `SELECT to_char(date_trunc('month', $1::date) - interval '1 month', 'YYYY-MM-DD') AS from,
                to_char(date_trunc('month', $1::date) - interval '1 day', 'YYYY-MM-DD') AS to`,
        [today],
      )
    ).rows;
    const month = { dateRange: [from, to], period: '1' };
    const report = (name: string) =>
      attempt(async () => {
        const once = async () => (await call(name, 'getList', { ...month, pageSize: 20 }, admin)).ms;
        await load(3, 1, once);
        const first = (await call(name, 'getList', { ...month, pageSize: 20 }, admin)).body;
        return { date_range: month.dateRange, groups: first.total, ...(await load(20, 1, once)) };
      });
    const settlement = {
      HotelSettleReport: await report('HotelSettleReport'),
      TicketSettleReport: await report('TicketSettleReport'),
    };
    // the month's exports: the report as finance downloads it, and the bookings it settles (the lists
    // beside it, filtered to the month); and every hotel stay at once, where streaming shows
    const exports = {
      HotelSettleReport: await attempt(() => exported(server, admin, 'HotelSettleReport', month)),
      TicketSettleReport: await attempt(() => exported(server, admin, 'TicketSettleReport', month)),
      hotelSettleStay_month: await attempt(() => exported(server, admin, 'hotelSettleStay', { checkOut: [from, to] })),
      BoatTicketSettle_month: await attempt(() => exported(server, admin, 'BoatTicketSettle', { issueDate: [from, to] })),
      BoatHotelStaff_all: await attempt(() => exported(server, admin, 'BoatHotelStaff', {})),
    };

    return {
      sizes,
      ...('error' in planView ? { plan_view_40_orders: planView } : planView),
      plan_view_500_linked_orders: bigPlan,
      lists,
      settlement_month: settlement,
      settlement_exports: exports,
    };
  } finally {
    await db.end();
  }
}

// A plan of 40 sign-ons, each ticked for a ticket, a hotel night and work clothes through the plan
// (BoatPlanDispatch.checkItem), every other one for a car too: 3–4 check items an order. Timed: the
// orders with their check items and logistics (getPlanOrders) alone, and the plan view's four reads.
async function planViewFigures(db: Client, admin: string, call: Call, today: string) {
  const { owner, ships, planDate, leaveDate } = await planFrame(db, today);
  const ashore = await freeSeafarers(db, VIEW_ORDERS);
  const planId = (await call('boatDispatchPlan', 'insert', { shipownerId: owner, planDate }, admin)).body.list[0].id as number;
  const orders = ashore.map((u, i) => ({ userId: u.id, operation: DISPATCH_OPERATION.SignOn, shipId: ships[i % ships.length], duty: u.duty, planDate, planLeaveDate: leaveDate, planPort: HOTELS[i % HOTELS.length][0] }));
  await call('BoatPlanDispatch', 'insertList', { planId, orders }, admin, { confirm: true });
  const made: Row[] = (await db.query('SELECT id, user_id FROM boat_plan_dispatch WHERE plan_id = $1 ORDER BY id', [planId])).rows;
  const items: Array<[string, (u: Row) => Row]> = [
    ['ticket', () => ({})],
    // kept a draft: the bench's department has no leader to approve it (what the view reads is the same)
    ['hotel', () => ({ submit: YES_NO.No })],
    ['clothes', () => ({ coveralls: 2, safetyShoes: 1 })],
  ];
  let checked = 0;
  const refused: string[] = [];
  for (const [i, o] of made.entries()) {
    for (const [kind, values] of [...items, ...(i % 2 === 0 ? ([['car', () => ({})]] as typeof items) : [])]) {
      try {
        await call('BoatPlanDispatch', 'checkItem', { id: o.id, kind, values: values(o) }, admin);
        checked++;
      } catch (e) {
        if (refused.length < 5) refused.push((e as Error).message);
      }
    }
  }
  const once = async () => (await call('BoatPlanDispatch', 'getPlanOrders', { planId }, admin)).ms;
  const view = async (i: number) => {
    const parts = [
      await call('boatDispatchPlan', 'getById', { id: planId }, admin),
      await call('boatDispatchPlan', 'getShipList', { id: planId }, admin),
      await call('BoatPlanOnboat', 'getList', { planId, shipId: ships[i % ships.length] }, admin),
      await call('BoatPlanDispatch', 'getPlanOrders', { planId }, admin),
    ];
    return parts.reduce((ms, p) => ms + p.ms, 0);
  };
  await load(5, 1, once);
  const answer = (await call('BoatPlanDispatch', 'getPlanOrders', { planId }, admin)).body;
  const links = (answer.list as Row[]).reduce((n, o) => n + (o.links?.length ?? 0), 0);
  const plan = { orders: made.length, check_items: checked, links_listed: links, ...(refused.length ? { refused } : {}) };
  const getPlanOrders = await load(100, 1, once);
  await load(5, 1, view);
  return { plan_view_40_orders: { plan, getPlanOrders, whole_view_four_reads: await load(50, 1, view) } };
}

// the shipowner with the most crew on board and its ships; sign-ons two weeks ahead for nine months
async function planFrame(db: Client, today: string) {
  const owner = (await db.query(`SELECT shipowner_id AS id FROM boat_work WHERE state = '1' GROUP BY shipowner_id ORDER BY count(*) DESC LIMIT 1`)).rows[0].id as number;
  const ships: number[] = (await db.query('SELECT id FROM boat_ship WHERE shipowner_id = $1 ORDER BY id', [owner])).rows.map((r) => r.id);
  const [{ planDate, leaveDate }] = (await db.query(`SELECT to_char(CAST($1 AS date) + 14, 'YYYY-MM-DD') AS "planDate", to_char(CAST($1 AS date) + 284, 'YYYY-MM-DD') AS "leaveDate"`, [today])).rows;
  return { owner, ships, planDate: planDate as string, leaveDate: leaveDate as string };
}

// seafarers ashore with a rank and no order of any plan yet (each joins one crew change)
async function freeSeafarers(db: Client, n: number): Promise<Row[]> {
  return (
    await db.query(
      `SELECT u.id, u.duty FROM boat_user_info u
        WHERE u.board_state = '2' AND u.duty IS NOT NULL AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch o WHERE o.user_id = u.id)
        ORDER BY u.id DESC LIMIT $1`,
      [n],
    )
  ).rows;
}

// Seconds, server CPU seconds and the server's resident set (primary and workers together) sampled every
// 20 ms while `fn` runs (as the insurance suite measures).
async function watched<T>(server: BenchServer, fn: () => Promise<T>) {
  const before = server.rssMb();
  let peak = before;
  let peakWorker = server.largestWorkerRssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
    peakWorker = Math.max(peakWorker, server.largestWorkerRssMb());
  }, 20);
  const cpu0 = server.cpuSeconds();
  const t0 = performance.now();
  try {
    const out = await fn();
    return {
      out,
      figures: {
        seconds: round1((performance.now() - t0) / 1000),
        server_cpu_seconds: round1(server.cpuSeconds() - cpu0),
        server_rss_before_mb: before,
        server_rss_peak_mb: peak,
        server_rss_rise_mb: round1(peak - before),
        largest_worker_rss_peak_mb: peakWorker,
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

// an export read to its end as the browser downloads it: bytes, and the sheet's rows (xlsx is zipped:
// the rows are counted by the list's total)
async function exported(server: BenchServer, token: string, resource: string, body: object) {
  const w = await watched(server, async () => {
    const res = await fetch(`${server.url}/${resource}/api/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${resource}/export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return bytes;
  });
  const listed = await server.call(resource, 'getList', { ...body, pageSize: 1 }, token);
  return { filter: body, rows: listed.body.total ?? null, bytes: w.out, ...w.figures };
}

// The crew suite's data when it is not there yet (BENCH_ONLY=bookings): the same generator and sizes.
async function ensureCrew(db: Client, admin: string, call: Call) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM boat_user_info')).rows;
  if (n < SEAFARERS) {
    const dept = (await call('SysDept', 'insert', { name: '基准预订部', deptType: 'dept' }, admin)).body.list[0].id as number;
    const [{ id }] = (await db.query(`SELECT id FROM sys_user WHERE username = 'admin'`)).rows;
    const g0 = performance.now();
    await generateCrew(asManager(db), { ...BENCH_SIZES, seafarers: SEAFARERS - n, stintsPer: STINTS_PER }, { deptIds: [dept], creatorIds: [id] });
    await db.query('VACUUM ANALYZE');
    console.error(`bookings bench: crew generated in ${Math.round((performance.now() - g0) / 1000)} s`);
  }
  // the orders are checked against the STCW defaults as on a company's database (the dispatch suite's way)
  await ensureComplianceDefaults(asManager(db));
  const [sizes] = (await db.query(`SELECT (SELECT count(*) FROM boat_user_info)::int AS seafarers, (SELECT count(*) FROM boat_work WHERE state = '1')::int AS on_board`)).rows;
  return sizes as { seafarers: number; on_board: number };
}

// ---- the bookings

// What the bench made, counted from the tables (a kept database, BENCH_DB, has them from a run before).
async function counted(db: Client) {
  const [row] = (
    await db.query(
      `SELECT (SELECT count(*) FROM boat_hotel_staff)::int AS hotel_stays,
              (SELECT count(*) FROM boat_ticket_staff)::int AS air_tickets,
              (SELECT count(*) FROM boat_clothing_staff)::int AS clothes_lines,
              (SELECT count(*) FROM boat_clothing_order)::int AS clothes_orders,
              (SELECT count(*) FROM boat_use_car)::int AS car_trips,
              (SELECT count(*) FROM boat_expense_account)::int AS expense_claims,
              (SELECT count(*) FROM boat_expense_account_detail)::int AS expense_lines,
              (SELECT count(*) FROM boat_dispatch_link WHERE kind IN ('hotel', 'ticket', 'clothes', 'car'))::int AS dispatch_links,
              (SELECT count(*) FROM boat_dispatch_link WHERE kind IN ('hotel', 'ticket', 'clothes', 'car') AND state = ${sqlText(DISPATCH_LINK_STATE.Closed)})::int AS dispatch_links_closed`,
    )
  ).rows;
  return { ...row, bookings: row.hotel_stays + row.air_tickets + row.clothes_lines } as Row;
}

// The contracts, agencies and catalogue through the API (their own rules: names, prices, stock); the
// dispatch plans whose crew changes the linked share belongs to through the API too (500 sign-ons a
// plan); the bookings themselves set-wide in SQL, as the crew generator makes its seafarers (the API would
// make them one at a time), in the states the modules' transition tables reach and with what each state
// carries (a booked stay billable, an issued ticket's agency and price, a sent line's waybill; settled up
// to the month before last). Approved requests carry no workflow instance (as the insurance suite's
// declarations): the lists read the records, not their history. The linked share gets its check items'
// rows in boat_dispatch_link as the link kinds write them (a hotel application, a ticket, a clothes
// order), one in twenty of them closed with its check item (booked awaiting cancel, issued awaiting
// refund, cancelled).
async function ensureBookings(db: Client, admin: string, call: Call, today: string) {
  if ((await db.query('SELECT 1 FROM boat_hotel_staff LIMIT 1')).rowCount) return counted(db);
  const perKind = Math.floor(BOOKINGS / 3);
  const [me] = (await db.query(`SELECT id, dept_id, company_id FROM sys_user WHERE username = 'admin'`)).rows;

  // contracts: each hotel and its rooms (a double a sixth dearer, a single a tenth cheaper); what a run
  // stopped before its bookings made already is kept
  const has = async (sql: string, params: unknown[]) => !!(await db.query(sql, params)).rowCount;
  for (const [port, name, currency, twin] of HOTELS) {
    if (await has('SELECT 1 FROM boat_hotel_base WHERE city = $1 AND name = $2', [port, name])) continue;
    const hotelId = (await call('BoatHotelBase', 'insert', { city: port, name, enName: `Bench hotel ${port}`, address: `${name} 1 号`, phone: '0532-80000000' }, admin)).body.list[0].id;
    for (const [roomType, price] of [['1', twin], ['2', Math.round(twin * 1.16)], ['3', Math.round(twin * 0.9)]] as const) {
      await call('BoatHotelRoom', 'insert', { hotelId, roomType, price, currency, breakfast: roomType === '3' ? '0' : '1' }, admin);
    }
  }
  for (const [code, name] of AGENCIES) {
    if (await has('SELECT 1 FROM boat_supplier WHERE code = $1', [code])) continue;
    await call('BoatSupplier', 'insert', { code, name, category: TRAVEL_AGENCY_CATEGORY, city: '上海', hostlinker: '王经理', nation: 'CN', area: '1', isBusiness: '1', remarks: '船员机票代理' }, admin);
  }
  for (const g of CATALOGUE) {
    for (const size of g.sizes) {
      if (await has('SELECT 1 FROM boat_clothing_clothes WHERE garment_type = $1 AND clothing_small_class = $2 AND size = $3', [g.garmentType, g.clothingSmallClass, size])) continue;
      await call('BoatClothingClothes', 'insert', { garmentType: g.garmentType, clothingSmallClass: g.clothingSmallClass, unit: g.unit, size, stock: SHELF, reorderLevel: 20 }, admin);
    }
  }

  // the crew changes made from plans: sign-ons two weeks ahead in the hotels' ports
  const p0 = performance.now();
  const { owner, ships, planDate, leaveDate } = await planFrame(db, today);
  const [{ made }] = (
    await db.query(
      `SELECT count(*)::int AS made FROM boat_plan_dispatch o WHERE o.plan_date = $1::date AND o.plan_port IS NOT NULL AND NOT EXISTS (SELECT 1 FROM boat_dispatch_link l WHERE l.order_id = o.id)`,
      [planDate],
    )
  ).rows;
  const plans = Math.max(0, LINKED_PLANS - Math.floor(made / PLAN_SIZE));
  const free = await freeSeafarers(db, plans * PLAN_SIZE);
  for (let p = 0; p < plans; p++) {
    const planId = (await call('boatDispatchPlan', 'insert', { shipownerId: owner, planDate }, admin)).body.list[0].id as number;
    const orders = free.slice(p * PLAN_SIZE, (p + 1) * PLAN_SIZE).map((u, i) => ({ userId: u.id, operation: DISPATCH_OPERATION.SignOn, shipId: ships[i % ships.length], duty: u.duty, planDate, planLeaveDate: leaveDate, planPort: HOTELS[i % HOTELS.length][0] }));
    if (orders.length) await call('BoatPlanDispatch', 'insertList', { planId, orders }, admin, { confirm: true });
  }
  console.error(`bookings bench: ${plans} plans of ${PLAN_SIZE} sign-ons in ${Math.round((performance.now() - p0) / 1000)} s`);

  const s0 = performance.now();
  await db.query('BEGIN');
  try {
    await makeFrame(db, today, planDate);
    await makeHotels(db, me, perKind);
    await makeTickets(db, me, perKind);
    await makeClothes(db, me, perKind);
    await makeCars(db, me);
    await makeClaims(db, me);
    await db.query('COMMIT');
  } catch (e) {
    await db.query('ROLLBACK');
    throw e;
  }
  await db.query(
    `VACUUM ANALYZE boat_hotel, boat_hotel_staff, boat_ticket, boat_ticket_staff, boat_clothing_order, boat_clothing_staff, boat_clothing_clothes,
                    boat_use_car, boat_use_car_passenger, boat_expense_account, boat_expense_account_detail, boat_dispatch_link, boat_plan_dispatch`,
  );
  console.error(`bookings bench: bookings made in ${Math.round((performance.now() - s0) / 1000)} s`);
  return counted(db);
}

// The frame every kind draws from: the seafarers by a number, the ports' names, today, the month before
// last's start (what is settled) and the plans' linked orders, numbered.
async function makeFrame(db: Client, today: string, planDate: string) {
  await db.query(
    `CREATE TEMP TABLE bk_u ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY u.id))::int - 1 AS k, u.id, u.name, u.duty, u.clothes_size, u.shoesize, COALESCE(u.airport, '上海浦东') AS airport
       FROM boat_user_info u`,
  );
  await db.query('CREATE UNIQUE INDEX ON bk_u (k)');
  await db.query(
    `CREATE TEMP TABLE bk_port ON COMMIT DROP AS
     SELECT c.value AS port, c.name_zh AS city FROM sys_code c JOIN sys_code p ON p.id = c.parent_id WHERE p.mark = 'port'`,
  );
  await db.query(
    `CREATE TEMP TABLE bk_frame ON COMMIT DROP AS
     SELECT $1::date AS today, (date_trunc('month', $1::date) - interval '1 month')::date AS settled_before, (SELECT count(*)::int FROM bk_u) AS seafarers`,
    [today],
  );
  // the plans' sign-ons (this run's plans: orders of the plan date, none linked yet), numbered
  await db.query(
    `CREATE TEMP TABLE bk_order ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY o.id))::int - 1 AS i, o.id, o.user_id, o.plan_date, o.plan_port, o.dispatch_code, o.duty
       FROM boat_plan_dispatch o
      WHERE o.plan_date = $1::date AND o.operation = ${sqlText(DISPATCH_OPERATION.SignOn)} AND o.plan_port IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM boat_dispatch_link l WHERE l.order_id = o.id)`,
    [planDate],
  );
}

// A request's number as the modules' nextCode makes it: the prefix, the day, the shared sequence padded
// to five digits (never cut: lpad would cut a sixth digit off and two numbers would meet)
const code = (prefix: string, day: string) =>
  `'${prefix}' || to_char(${day}, 'YYYYMMDD') || substring('0000' || nextval('wf_code_seq') FROM '^0*(\\d{5,})$')`;

// The link of each linked booking, open, or closed with its check item (one in twenty)
const CLOSED_LINK = (i: string) => `${i} % 20 = 19`;

// Hotel stays: one guest an application, over two years back and two months ahead. Ahead: a draft, an
// approved one awaiting booking, or booked; behind: booked, rejected, or cancelled (one in two of those
// for a night's fee the hotel charged). Settled when checked out before last month.
async function makeHotels(db: Client, me: Row, n: number) {
  await db.query(
    `CREATE TEMP TABLE bk_stay ON COMMIT DROP AS
     WITH room AS (SELECT h.city AS port, r.hotel_id, r.room_type, r.price, r.currency FROM boat_hotel_base h JOIN boat_hotel_room r ON r.hotel_id = h.id AND r.room_type = '1'),
          linked AS (
            SELECT o.i AS n, o.user_id, room.hotel_id, room.room_type, room.price, room.currency, o.plan_date - 1 AS check_in, 1 AS nights, o.id AS order_id,
                   CASE WHEN ${CLOSED_LINK('o.i')} THEN ${sqlText(STAY_STATE.BookedAwaitingCancel)}
                        WHEN o.i % 4 = 0 THEN ${sqlText(STAY_STATE.Pending)} WHEN o.i % 4 = 1 THEN ${sqlText(STAY_STATE.AwaitingBooking)}
                        ELSE ${sqlText(STAY_STATE.Booked)} END AS state,
                   '上船 ' || COALESCE(p.city, '') || ' ' || o.plan_date AS reason
              FROM bk_order o JOIN room ON room.port = o.plan_port LEFT JOIN bk_port p ON p.port = o.plan_port),
          rooms AS (SELECT array_agg(hotel_id ORDER BY hotel_id) AS hotel, array_agg(room_type ORDER BY hotel_id) AS rt, array_agg(price ORDER BY hotel_id) AS price,
                           array_agg(currency ORDER BY hotel_id) AS cur, count(*)::int AS c FROM room),
          loose AS (
            SELECT g AS n, u.id AS user_id, rooms.hotel[1 + g % rooms.c] AS hotel_id, rooms.rt[1 + g % rooms.c] AS room_type, rooms.price[1 + g % rooms.c] AS price,
                   rooms.cur[1 + g % rooms.c] AS currency, f.today - 730 + (g * 37) % 790 AS check_in, 1 + g % 4 AS nights, NULL::int AS order_id, NULL::text AS state,
                   '船员换班住宿' AS reason
              FROM generate_series(1, $1::int - (SELECT count(*)::int FROM linked)) g CROSS JOIN rooms CROSS JOIN bk_frame f
              JOIN bk_u u ON u.k = (g * 7919) % f.seafarers)
     SELECT nextval(pg_get_serial_sequence('boat_hotel', 'id'))::int AS app_id, y.* FROM (
     SELECT x.*,
            COALESCE(x.state, CASE WHEN x.check_in > f.today THEN CASE WHEN x.n % 10 < 2 THEN ${sqlText(STAY_STATE.Pending)} WHEN x.n % 10 < 5 THEN ${sqlText(STAY_STATE.AwaitingBooking)} ELSE ${sqlText(STAY_STATE.Booked)} END
                                   WHEN x.n % 20 = 0 THEN ${sqlText(STAY_STATE.Rejected)} WHEN x.n % 20 IN (1, 2) THEN ${sqlText(STAY_STATE.CancelConfirmed)}
                                   ELSE ${sqlText(STAY_STATE.Booked)} END) AS st,
            x.check_in + x.nights AS check_out, round(x.price * x.nights, 2) AS amount,
            CASE WHEN x.state IS NULL AND x.n % 20 = 2 AND x.check_in <= f.today THEN x.price END AS fee
       FROM (SELECT * FROM linked UNION ALL SELECT * FROM loose) x CROSS JOIN bk_frame f
      ORDER BY x.check_in, x.n) y`,
    [n],
  );
  // the applications: a draft has no number; submitted a week before check-in; a rejected one finished
  // unapproved; the totals over its stays still standing (none for a rejected or cancelled one)
  await db.query(
    `INSERT INTO boat_hotel (id, code, status, result, start_time, starter_id, dept_id, definition_id, company_id, remarks, guests, nights, amount, currency,
                             amount_cny, renewal, created_by, updated_by, created_at, updated_at)
     SELECT s.app_id, CASE WHEN s.st <> ${sqlText(STAY_STATE.Pending)} THEN ${code('HOT', `s.check_in - 7`)} END,
            CASE WHEN s.st = ${sqlText(STAY_STATE.Pending)} THEN ${sqlText(BUSINESS_STATUS.Draft)} ELSE ${sqlText(BUSINESS_STATUS.Finished)} END,
            CASE WHEN s.st = ${sqlText(STAY_STATE.Pending)} THEN NULL WHEN s.st = ${sqlText(STAY_STATE.Rejected)} THEN ${sqlText(APPROVAL_RESULT.Disagree)} ELSE ${sqlText(APPROVAL_RESULT.Agree)} END,
            CASE WHEN s.st <> ${sqlText(STAY_STATE.Pending)} THEN (s.check_in - 7)::timestamptz END, $1, $2,
            CASE WHEN s.st <> ${sqlText(STAY_STATE.Pending)} THEN (SELECT max(id) FROM wf_definition WHERE flow_type = 'hotel') END, $3, s.reason,
            t.guests, t.nights, t.amount, s.currency, CASE WHEN s.currency = 'CNY' THEN t.amount END, ${sqlText(YES_NO.No)}, $1, $1,
            (s.check_in - 8)::timestamptz, (s.check_in - 7)::timestamptz
       FROM bk_stay s
       CROSS JOIN LATERAL (SELECT CASE WHEN s.st IN ${sqlIn(STAY_STATE.CancelConfirmed, STAY_STATE.Rejected)} THEN 0 ELSE 1 END AS guests) g
       CROSS JOIN LATERAL (SELECT g.guests, s.nights * g.guests AS nights, s.amount * g.guests AS amount) t`,
    [me.id, me.dept_id, me.company_id],
  );
  const booked = sqlIn(STAY_STATE.Booked, STAY_STATE.BookedAwaitingCancel);
  await db.query(
    `INSERT INTO boat_hotel_staff (hotel_apply_id, user_id, hotel_id, room_type, check_in, check_out, nights, price, currency, amount, reason,
                                   reservations_status, confirmation_no, booked_by, booked_at, cancel_reason, cancel_fee, billable, payable,
                                   settle_status, settled_by, settled_at, created_by, updated_by, created_at, updated_at)
     SELECT s.app_id, s.user_id, s.hotel_id, s.room_type, s.check_in, s.check_out, s.nights, s.price, s.currency, s.amount, s.reason, s.st,
            CASE WHEN s.st IN ${booked} OR s.fee IS NOT NULL THEN 'CF' || s.app_id END,
            CASE WHEN s.st IN ${booked} OR s.fee IS NOT NULL THEN $1::int END,
            CASE WHEN s.st IN ${booked} OR s.fee IS NOT NULL THEN (s.check_in - 5)::timestamptz END,
            CASE WHEN s.st IN ${sqlIn(STAY_STATE.CancelConfirmed, STAY_STATE.BookedAwaitingCancel)} THEN '船员行程变更' END, s.fee,
            b.billable, b.payable,
            CASE WHEN b.billable = ${sqlText(YES_NO.Yes)} AND s.check_out < f.settled_before THEN ${sqlText(SETTLE_STATUS.Settled)} ELSE ${sqlText(SETTLE_STATUS.NotSettled)} END,
            CASE WHEN b.billable = ${sqlText(YES_NO.Yes)} AND s.check_out < f.settled_before THEN $1::int END,
            CASE WHEN b.billable = ${sqlText(YES_NO.Yes)} AND s.check_out < f.settled_before THEN (date_trunc('month', s.check_out) + interval '1 month 4 days')::timestamptz END,
            $1, $1, (s.check_in - 8)::timestamptz, (s.check_in - 5)::timestamptz
       FROM bk_stay s CROSS JOIN bk_frame f
       CROSS JOIN LATERAL (SELECT CASE WHEN s.st = ${sqlText(STAY_STATE.Booked)} OR s.fee IS NOT NULL THEN ${sqlText(YES_NO.Yes)} ELSE ${sqlText(YES_NO.No)} END AS billable,
                                  CASE WHEN s.st = ${sqlText(STAY_STATE.Booked)} THEN s.amount ELSE COALESCE(s.fee, 0) END AS payable) b
      ORDER BY s.app_id`,
    [me.id],
  );
  await links(db, 'hotel', `SELECT order_id, app_id, n FROM bk_stay WHERE order_id IS NOT NULL`, me.id);
}

// Air tickets: one traveller a request, over two years back and two months ahead, half to a port from
// the seafarer's airport, half home from one. Ahead: pending (not submitted), waiting for issue, or
// issued; behind: issued, refunded (the agency kept a tenth), cancelled before issue, or issued awaiting
// refund lately. Issued a few days before travel; settled when issued before last month.
async function makeTickets(db: Client, me: Row, n: number) {
  await db.query(
    `CREATE TEMP TABLE bk_tkt ON COMMIT DROP AS
     WITH agency AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS c FROM boat_supplier WHERE category = ${sqlText(TRAVEL_AGENCY_CATEGORY)}),
          ports AS (SELECT array_agg(city ORDER BY port::int) AS cities, count(*)::int AS c FROM bk_port WHERE port::int <= 12),
          linked AS (
            SELECT o.i AS n, o.user_id, u.duty, u.airport AS depart_city, p.city AS purpose_city, o.plan_date - 1 AS travel_date, o.id AS order_id,
                   CASE WHEN ${CLOSED_LINK('o.i')} THEN ${sqlText(TICKET_STATUS.IssuedAwaitingRefund)}
                        WHEN o.i % 2 = 0 THEN ${sqlText(TICKET_STATUS.WaitingForIssue)} ELSE ${sqlText(TICKET_STATUS.Issued)} END AS state
              FROM bk_order o JOIN bk_u u ON u.id = o.user_id JOIN bk_port p ON p.port = o.plan_port),
          loose AS (
            SELECT g AS n, u.id AS user_id, u.duty,
                   CASE WHEN g % 2 = 0 THEN u.airport ELSE ports.cities[1 + g % ports.c] END AS depart_city,
                   CASE WHEN g % 2 = 0 THEN ports.cities[1 + g % ports.c] ELSE u.airport END AS purpose_city,
                   f.today - 730 + (g * 41) % 790 AS travel_date, NULL::int AS order_id, NULL::text AS state
              FROM generate_series(1, $1::int - (SELECT count(*)::int FROM linked)) g CROSS JOIN ports CROSS JOIN bk_frame f
              JOIN bk_u u ON u.k = (g * 6271 + 13) % f.seafarers)
     SELECT nextval(pg_get_serial_sequence('boat_ticket', 'id'))::int AS req_id, nextval(pg_get_serial_sequence('boat_ticket_staff', 'id'))::int AS id, y.* FROM (
     SELECT x.*,
            COALESCE(x.state, CASE WHEN x.travel_date > f.today THEN CASE WHEN x.n % 10 < 2 THEN ${sqlText(TICKET_STATUS.Pending)} WHEN x.n % 10 < 5 THEN ${sqlText(TICKET_STATUS.WaitingForIssue)} ELSE ${sqlText(TICKET_STATUS.Issued)} END
                                   WHEN x.n % 20 = 0 THEN ${sqlText(TICKET_STATUS.Cancelled)} WHEN x.n % 20 IN (1, 2) THEN ${sqlText(TICKET_STATUS.Refunded)}
                                   WHEN x.n % 20 = 3 AND x.travel_date > f.today - 60 THEN ${sqlText(TICKET_STATUS.IssuedAwaitingRefund)}
                                   ELSE ${sqlText(TICKET_STATUS.Issued)} END) AS st,
            agency.ids[1 + x.n % agency.c] AS supplier_id, (600 + (x.n * 53) % 1900)::numeric(19, 4) AS price,
            LEAST(x.travel_date - 1 - x.n % 5, f.today) AS issued_on
       FROM (SELECT * FROM linked UNION ALL SELECT * FROM loose) x CROSS JOIN bk_frame f CROSS JOIN agency
      ORDER BY x.travel_date, x.n) y`,
    [n],
  );
  await db.query(
    `INSERT INTO boat_ticket (id, code, ticket_type, depart_city, purpose_city, travel_date, reason, submitted, travellers, dept_id, created_by, updated_by, created_at, updated_at)
     SELECT t.req_id, ${code('JP', `t.travel_date - 10`)}, '1', t.depart_city, t.purpose_city, t.travel_date,
            CASE WHEN t.order_id IS NOT NULL THEN '上船' ELSE '船员换班' END,
            CASE WHEN t.st = ${sqlText(TICKET_STATUS.Pending)} THEN ${sqlText(YES_NO.No)} ELSE ${sqlText(YES_NO.Yes)} END, 1, $2, $1, $1,
            (t.travel_date - 10)::timestamptz, (t.travel_date - 9)::timestamptz
       FROM bk_tkt t`,
    [me.id, me.dept_id],
  );
  const issued = sqlIn(TICKET_STATUS.Issued, TICKET_STATUS.Refunded, TICKET_STATUS.IssuedAwaitingRefund);
  const settled = `t.st IN ${sqlIn(TICKET_STATUS.Issued, TICKET_STATUS.Refunded)} AND t.issued_on < f.settled_before`;
  await db.query(
    `INSERT INTO boat_ticket_staff (id, ticket_id, user_id, duty, ticket_type, depart_city, purpose_city, travel_date, ticket_status, flight_information,
                                      supplier_id, ticket_price, currency, refund_fee, net_cost, issue_date, issued_by, refund_date, settlement,
                                      settled_amount, settled_by, settled_at, cancel_reason, created_by, updated_by, created_at, updated_at)
       SELECT t.id, t.req_id, t.user_id, t.duty, '1', t.depart_city, t.purpose_city, t.travel_date, t.st,
              CASE WHEN t.st IN ${issued} THEN (ARRAY['MU', 'CA', 'CZ', 'HU'])[1 + t.n % 4] || (5100 + t.n % 800) || ' ' || to_char(t.travel_date, 'MM-DD') || ' 08:30' END,
              CASE WHEN t.st IN ${issued} THEN t.supplier_id END, CASE WHEN t.st IN ${issued} THEN t.price END, CASE WHEN t.st IN ${issued} THEN 'CNY' END,
              r.fee, CASE WHEN t.st = ${sqlText(TICKET_STATUS.Refunded)} THEN r.fee WHEN t.st IN ${issued} THEN t.price END,
              CASE WHEN t.st IN ${issued} THEN t.issued_on END, CASE WHEN t.st IN ${issued} THEN $1::int END,
              CASE WHEN t.st = ${sqlText(TICKET_STATUS.Refunded)} THEN LEAST(t.travel_date, f.today) END,
              CASE WHEN ${settled} THEN ${sqlText(TICKET_SETTLEMENT.Settled)} ELSE ${sqlText(TICKET_SETTLEMENT.NotSettled)} END,
              CASE WHEN ${settled} THEN CASE WHEN t.st = ${sqlText(TICKET_STATUS.Refunded)} THEN r.fee ELSE t.price END END,
              CASE WHEN ${settled} THEN $1::int END,
              CASE WHEN ${settled} THEN (date_trunc('month', t.issued_on) + interval '1 month 4 days')::timestamptz END,
              CASE WHEN t.st = ${sqlText(TICKET_STATUS.Cancelled)} THEN '行程取消' END, $1, $1, (t.travel_date - 10)::timestamptz, (t.travel_date - 9)::timestamptz
         FROM bk_tkt t CROSS JOIN bk_frame f
         CROSS JOIN LATERAL (SELECT CASE WHEN t.st = ${sqlText(TICKET_STATUS.Refunded)} THEN round(t.price / 10, 2) END AS fee) r
        ORDER BY t.id`,
    [me.id],
  );
  await links(db, 'ticket', `SELECT order_id, id AS app_id, n FROM bk_tkt WHERE order_id IS NOT NULL`, me.id);
}

// Work clothes: one order a seafarer, its lines two coverall sets and a pair of safety shoes in his sizes
// (and a pair of gloves every other order), over two years back and two months ahead. Ahead: a draft
// (reserved), not sent, or in delivery; behind: received, returned, or withdrawn. The lines go with
// their order. The catalogue's stock then holds what the open lines reserved.
async function makeClothes(db: Client, me: Row, lines: number) {
  const orders = Math.round(lines / 2.5);
  await db.query(
    `CREATE TEMP TABLE bk_wc ON COMMIT DROP AS
     WITH linked AS (
            SELECT o.i AS n, o.user_id, o.plan_date AS need_date, o.plan_port AS port, o.dispatch_code, o.id AS order_id,
                   CASE WHEN ${CLOSED_LINK('o.i')} THEN ${sqlText(CLOTHES_STATE.Cancelled)}
                        WHEN o.i % 2 = 0 THEN ${sqlText(CLOTHES_STATE.NotSent)} ELSE ${sqlText(CLOTHES_STATE.Shipping)} END AS state
              FROM bk_order o),
          loose AS (
            SELECT g AS n, u.id AS user_id, f.today - 730 + (g * 43) % 790 AS need_date, (1 + g % 12)::text AS port, NULL::varchar AS dispatch_code,
                   NULL::int AS order_id, NULL::text AS state
              FROM generate_series(1, $1::int - (SELECT count(*)::int FROM linked)) g CROSS JOIN bk_frame f
              JOIN bk_u u ON u.k = (g * 4099 + 29) % f.seafarers)
     SELECT nextval(pg_get_serial_sequence('boat_clothing_order', 'id'))::int AS id, y.* FROM (
     SELECT x.*,
            COALESCE(x.state, CASE WHEN x.need_date > f.today THEN CASE WHEN x.n % 10 < 1 THEN ${sqlText(CLOTHES_STATE.Reserve)} WHEN x.n % 10 < 5 THEN ${sqlText(CLOTHES_STATE.NotSent)} ELSE ${sqlText(CLOTHES_STATE.Shipping)} END
                                   WHEN x.n % 20 = 0 THEN ${sqlText(CLOTHES_STATE.Cancelled)} WHEN x.n % 20 = 1 THEN ${sqlText(CLOTHES_STATE.Returned)}
                                   ELSE ${sqlText(CLOTHES_STATE.Received)} END) AS st
       FROM (SELECT * FROM linked UNION ALL SELECT * FROM loose) x CROSS JOIN bk_frame f
      ORDER BY x.need_date, x.n) y`,
    [orders],
  );
  const sent = sqlIn(CLOTHES_STATE.Shipping, CLOTHES_STATE.Received, CLOTHES_STATE.Returned);
  await db.query(
    `INSERT INTO boat_clothing_order (id, code, user_id, need_date, port, reason, clothes_status, return_due, dispatch_code, submitted_at, created_by, updated_by, created_at, updated_at)
     SELECT w.id, ${code('WC', `w.need_date - 14`)}, w.user_id, w.need_date, w.port,
            CASE WHEN w.dispatch_code IS NOT NULL THEN '上船' ELSE '工作服更换' END, w.st, ${sqlText(YES_NO.No)}, w.dispatch_code,
            CASE WHEN w.st <> ${sqlText(CLOTHES_STATE.Reserve)} THEN (w.need_date - 13)::timestamptz END, $1, $1, (w.need_date - 14)::timestamptz, (w.need_date - 13)::timestamptz
       FROM bk_wc w`,
    [me.id],
  );
  await db.query(
    `INSERT INTO boat_clothing_staff (order_id, user_id, garment_type, clothing_small_class, size, number_of_units, unit, clothes_id, clothes_status, return_due,
                                      courier, tracking_no, shipped_on, received_on, returned_on, created_by, updated_by, created_at, updated_at)
     SELECT w.id, w.user_id, c.garment_type, c.clothing_small_class, c.size, l.units, c.unit, c.id, w.st, ${sqlText(YES_NO.No)},
            CASE WHEN w.st IN ${sent} THEN '顺丰速运' END, CASE WHEN w.st IN ${sent} THEN 'SF' || lpad((w.id * 10 + l.k)::text, 12, '0') END,
            CASE WHEN w.st IN ${sent} THEN LEAST(w.need_date - 7, f.today) END,
            CASE WHEN w.st IN ${sqlIn(CLOTHES_STATE.Received, CLOTHES_STATE.Returned)} THEN w.need_date - 3 END,
            CASE WHEN w.st = ${sqlText(CLOTHES_STATE.Returned)} THEN w.need_date + 10 END,
            $1, $1, (w.need_date - 14)::timestamptz, (w.need_date - 13)::timestamptz
       FROM bk_wc w CROSS JOIN bk_frame f JOIN bk_u u ON u.id = w.user_id
       CROSS JOIN LATERAL (VALUES (1, ${sqlText(GARMENT.Coverall)}, ${sqlText(SMALL_CLASS.Polycotton)}, u.clothes_size, 2),
                                  (2, ${sqlText(GARMENT.SafetyShoes)}, ${sqlText(SMALL_CLASS.SteelToe)}, u.shoesize, 1),
                                  (3, ${sqlText(GARMENT.Gloves)}, ${sqlText(SMALL_CLASS.Cotton)}, 'F', 1)) l(k, garment, class, size, units)
       JOIN boat_clothing_clothes c ON c.garment_type = l.garment AND c.clothing_small_class = l.class AND c.size = COALESCE(l.size, CASE WHEN l.k = 1 THEN 'L' ELSE '42' END)
      WHERE l.k < 3 OR w.n % 2 = 0
      ORDER BY w.id, l.k`,
    [me.id],
  );
  // the store's shelves: what the open lines reserve is held back from what is free
  await db.query(
    `UPDATE boat_clothing_clothes c SET reserved = r.reserved, stock = r.reserved + ${SHELF}, available = ${SHELF}
       FROM (SELECT c2.id, COALESCE(sum(s.number_of_units) FILTER (WHERE s.clothes_status IN ${sqlIn(CLOTHES_STATE.Reserve, CLOTHES_STATE.NotSent)}), 0)::int AS reserved
               FROM boat_clothing_clothes c2 LEFT JOIN boat_clothing_staff s ON s.clothes_id = c2.id GROUP BY c2.id) r
      WHERE r.id = c.id`,
  );
  await links(db, 'clothes', `SELECT order_id, id AS app_id, n FROM bk_wc WHERE order_id IS NOT NULL`, me.id);
}

// Car trips (the office's, one seafarer a passenger): over two years back and a month ahead, hired cars.
// Ahead: a draft or reviewed (arranged); behind: completed with the km, rejected, or cancelled.
// a rejected request is "not submitted or rejected" (carStatus 1) like a draft, but finished unapproved:
// the set-up marks it apart until the insert tells the two by their approval
const REJECTED = `'rejected'`;
async function makeCars(db: Client, me: Row) {
  await db.query(
    `CREATE TEMP TABLE bk_car ON COMMIT DROP AS
     SELECT nextval(pg_get_serial_sequence('boat_use_car', 'id'))::int AS id, y.* FROM (
     SELECT g AS n, u.id AS user_id, u.name,
            ((f.today - 730 + (g * 47) % 760) + time '08:00' + (g % 10) * interval '1 hour') AT TIME ZONE 'Asia/Shanghai' AS starts,
            CASE WHEN f.today - 730 + (g * 47) % 760 > f.today
                 THEN CASE WHEN g % 10 < 3 THEN ${sqlText(CAR_STATUS.NotSubmitted)} ELSE ${sqlText(CAR_STATUS.Reviewed)} END
                 WHEN g % 20 = 0 THEN ${REJECTED} WHEN g % 20 = 1 THEN ${sqlText(CAR_STATUS.Cancelled)} ELSE ${sqlText(CAR_STATUS.Completed)} END AS st
       FROM generate_series(1, $1::int) g CROSS JOIN bk_frame f JOIN bk_u u ON u.k = (g * 3571 + 7) % f.seafarers
      ORDER BY 4, 1) y`,
    [CAR_TRIPS],
  );
  const draft = `c.st IN (${REJECTED}, ${sqlText(CAR_STATUS.NotSubmitted)})`;
  const arranged = sqlIn(CAR_STATUS.Reviewed, CAR_STATUS.Completed);
  await db.query(
    `INSERT INTO boat_use_car (id, code, status, result, start_time, starter_id, dept_id, definition_id, company_id, gmt_start, gmt_end, hours, start_place, end_place,
                               reason_type, type, insided, plate_no, driver_name, driver_phone, passenger_count, car_status, reviewed_by, reviewed_at, km,
                               closed_by, closed_at, created_by, updated_by, created_at, updated_at)
     SELECT c.id, CASE WHEN c.st <> ${sqlText(CAR_STATUS.NotSubmitted)} THEN ${code('CAR', `c.starts - interval '3 days'`)} END,
            CASE WHEN c.st = ${sqlText(CAR_STATUS.NotSubmitted)} THEN ${sqlText(BUSINESS_STATUS.Draft)} ELSE ${sqlText(BUSINESS_STATUS.Finished)} END,
            CASE WHEN c.st = ${sqlText(CAR_STATUS.NotSubmitted)} THEN NULL WHEN c.st = ${REJECTED} THEN ${sqlText(APPROVAL_RESULT.Disagree)} ELSE ${sqlText(APPROVAL_RESULT.Agree)} END,
            CASE WHEN c.st <> ${sqlText(CAR_STATUS.NotSubmitted)} THEN c.starts - interval '3 days' END, $1, $2,
            CASE WHEN c.st <> ${sqlText(CAR_STATUS.NotSubmitted)} THEN (SELECT max(id) FROM wf_definition WHERE flow_type = 'car') END, $3,
            c.starts, c.starts + interval '3 hours', 3.0, '浦东机场', '外高桥港', CASE WHEN c.n % 3 = 0 THEN ${sqlText(CAR_REASON.AirportTransfer)} ELSE ${sqlText(CAR_REASON.CrewTransfer)} END,
            ${sqlText(CAR_TYPE.Hired)}, ${sqlText(YES_NO.No)},
            CASE WHEN c.st IN ${arranged} THEN '沪B' || lpad((c.n % 100000)::text, 5, '0') END, CASE WHEN c.st IN ${arranged} THEN '张师傅' END,
            CASE WHEN c.st IN ${arranged} THEN '13900000000' END, 1,
            CASE WHEN ${draft} THEN ${sqlText(CAR_STATUS.NotSubmitted)} ELSE c.st END,
            CASE WHEN c.st IN ${arranged} THEN $1::int END, CASE WHEN c.st IN ${arranged} THEN c.starts - interval '1 day' END,
            CASE WHEN c.st = ${sqlText(CAR_STATUS.Completed)} THEN 40 + c.n % 80 END,
            CASE WHEN c.st = ${sqlText(CAR_STATUS.Completed)} THEN $1::int END, CASE WHEN c.st = ${sqlText(CAR_STATUS.Completed)} THEN c.starts + interval '5 hours' END,
            $1, $1, c.starts - interval '4 days', c.starts - interval '3 days'
       FROM bk_car c`,
    [me.id, me.dept_id, me.company_id],
  );
  await db.query(
    `INSERT INTO boat_use_car_passenger (use_car_id, user_id, name, created_by, updated_by) SELECT c.id, c.user_id, c.name, $1, $1 FROM bk_car c`,
    [me.id],
  );
}

// Expense claims: a seafarer's, over two years, three lines each (transport, his hotel, and food or a cash
// advance; one in three hotels paid by the company); a draft, rejected or approved. Totals as the claim
// service works them out.
async function makeClaims(db: Client, me: Row) {
  await db.query(
    `CREATE TEMP TABLE bk_claim ON COMMIT DROP AS
     SELECT nextval(pg_get_serial_sequence('boat_expense_account', 'id'))::int AS id, y.* FROM (
     SELECT g AS n, u.id AS user_id, f.today - (g * 53) % 730 AS claim_date,
            (SELECT w.shipowner_id FROM boat_work w WHERE w.user_id = u.id ORDER BY w.onboat_date DESC LIMIT 1) AS shipowner_id,
            CASE WHEN g % 10 = 0 THEN ${sqlText(CLAIM_STATE.Draft)} WHEN g % 10 = 1 THEN ${sqlText(CLAIM_STATE.Rejected)} ELSE ${sqlText(CLAIM_STATE.Approved)} END AS st
       FROM generate_series(1, $1::int) g CROSS JOIN bk_frame f JOIN bk_u u ON u.k = (g * 2713 + 3) % f.seafarers
      ORDER BY 3, 1) y`,
    [CLAIMS],
  );
  await db.query(
    `INSERT INTO boat_expense_account (id, code, status, result, start_time, starter_id, dept_id, definition_id, company_id, user_id, shipowner_id, claim_date,
                                       reason, claim_state, approved_on, created_by, updated_by, created_at, updated_at)
     SELECT c.id, CASE WHEN c.st <> ${sqlText(CLAIM_STATE.Draft)} THEN ${code('CRE', `c.claim_date`)} END,
            CASE WHEN c.st = ${sqlText(CLAIM_STATE.Draft)} THEN ${sqlText(BUSINESS_STATUS.Draft)} ELSE ${sqlText(BUSINESS_STATUS.Finished)} END,
            CASE WHEN c.st = ${sqlText(CLAIM_STATE.Approved)} THEN ${sqlText(APPROVAL_RESULT.Agree)} WHEN c.st = ${sqlText(CLAIM_STATE.Rejected)} THEN ${sqlText(APPROVAL_RESULT.Disagree)} END,
            CASE WHEN c.st <> ${sqlText(CLAIM_STATE.Draft)} THEN c.claim_date::timestamptz END, $1, $2,
            CASE WHEN c.st <> ${sqlText(CLAIM_STATE.Draft)} THEN (SELECT max(id) FROM wf_definition WHERE flow_type = 'crewExpense') END, $3,
            c.user_id, c.shipowner_id, c.claim_date, '上下船差旅费用', c.st,
            CASE WHEN c.st = ${sqlText(CLAIM_STATE.Approved)} THEN LEAST(c.claim_date + 5, f.today) END, $1, $1, c.claim_date::timestamptz, c.claim_date::timestamptz
       FROM bk_claim c CROSS JOIN bk_frame f`,
    [me.id, me.dept_id, me.company_id],
  );
  // fee types (the feeType dictionary): 1 transport, 3 hotel, 4 food
  await db.query(
    `INSERT INTO boat_expense_account_detail (account_id, fee_group, fee_type, fee_date, currency, amount, exchange_rate, cny_amount, bill_num, company_paid,
                                              checked, created_by, updated_by, created_at, updated_at)
     SELECT c.id, l.grp, l.fee_type, c.claim_date - l.k, 'CNY', l.amount, 1, l.amount, CASE WHEN l.grp = ${sqlText(FEE_GROUP.CashAdvance)} THEN 0 ELSE 1 END, l.paid,
            CASE WHEN c.st = ${sqlText(CLAIM_STATE.Approved)} THEN ${sqlText(YES_NO.Yes)} ELSE ${sqlText(YES_NO.No)} END, $1, $1, c.claim_date::timestamptz, c.claim_date::timestamptz
       FROM bk_claim c
       CROSS JOIN LATERAL (VALUES (1, ${sqlText(FEE_GROUP.Expense)}, '1', (80 + c.n % 400)::numeric(19, 4), ${sqlText(YES_NO.No)}),
                                  (2, ${sqlText(FEE_GROUP.Expense)}, '3', (260 + c.n % 300)::numeric(19, 4), CASE WHEN c.n % 3 = 0 THEN ${sqlText(YES_NO.Yes)} ELSE ${sqlText(YES_NO.No)} END),
                                  (3, CASE WHEN c.n % 4 = 0 THEN ${sqlText(FEE_GROUP.CashAdvance)} ELSE ${sqlText(FEE_GROUP.Expense)} END,
                                      CASE WHEN c.n % 4 = 0 THEN NULL ELSE '4' END, (50 + c.n % 150)::numeric(19, 4), ${sqlText(YES_NO.No)})) l(k, grp, fee_type, amount, paid)
      ORDER BY c.id, l.k`,
    [me.id],
  );
  const paid = `d.company_paid = ${sqlText(YES_NO.Yes)}`;
  await db.query(
    `UPDATE boat_expense_account a
        SET exp_total_fee = s.exp, company_paid_fee = s.paid, ca_total_fee = s.ca, total_fee = s.exp - s.ca, bill_num = s.bills
       FROM (SELECT d.account_id,
                    COALESCE(sum(d.cny_amount) FILTER (WHERE d.fee_group = ${sqlText(FEE_GROUP.Expense)} AND NOT ${paid}), 0) AS exp,
                    COALESCE(sum(d.cny_amount) FILTER (WHERE d.fee_group = ${sqlText(FEE_GROUP.Expense)} AND ${paid}), 0) AS paid,
                    COALESCE(sum(d.cny_amount) FILTER (WHERE d.fee_group = ${sqlText(FEE_GROUP.CashAdvance)}), 0) AS ca,
                    COALESCE(sum(d.bill_num), 0)::int AS bills
               FROM boat_expense_account_detail d JOIN bk_claim c ON c.id = d.account_id GROUP BY d.account_id) s
      WHERE a.id = s.account_id`,
  );
}

// the check items' rows as BoatPlanDispatch.checkItem writes them (addLink), one in twenty closed with its item
async function links(db: Client, kind: string, source: string, by: number) {
  await db.query(
    `INSERT INTO boat_dispatch_link (order_id, kind, app_id, state, created_by, updated_by)
     SELECT s.order_id, $1, s.app_id, CASE WHEN ${CLOSED_LINK('s.n')} THEN ${sqlText(DISPATCH_LINK_STATE.Closed)} ELSE ${sqlText(DISPATCH_LINK_STATE.Open)} END, $2, $2
       FROM (${source}) s`,
    [kind, by],
  );
}
