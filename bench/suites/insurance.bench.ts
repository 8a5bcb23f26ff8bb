import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { BENCH_SIZES, generateCrew } from '../../server/src/modules/crew/demo/crew-generator';
import { ADMIN_PASSWORD, attempt, BenchServer, load, percentiles } from '../harness';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const SEAFARERS = num('BENCH_SEAFARERS', BENCH_SIZES.seafarers);
const STINTS_PER = num('BENCH_STINTS_PER', BENCH_SIZES.stintsPer);
// 60,000 of the 100,000 insured
const INSURED = num('BENCH_INSURED', Math.round(SEAFARERS * 0.6));
const TAB_SEAFARERS = 30;

type Row = Record<string, any>;
const round1 = (x: number) => Math.round(x * 10) / 10;

// The generator runs on a TypeORM manager in the app; here a pg client stands in (it only queries).
const asManager = (db: Client) => ({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows }) as unknown as EntityManager;

// Three offices, last year's and this year's ranges (the rates stay); injury and maternity are the
// employer's alone.
const OFFICES = [
  { city: '青岛', cityEn: 'Qingdao', ranges: [[4600, 25300], [4850, 26400]], pension: [16, 8], medical: [9, 2], unemployment: [0.5, 0.5], injury: 0.4, maternity: 0.8, fund: [10, 10] },
  { city: '上海', cityEn: 'Shanghai', ranges: [[6980, 34900], [7160, 35800]], pension: [16, 8], medical: [10, 2], unemployment: [0.5, 0.5], injury: 0.26, maternity: 0.8, fund: [7, 7] },
  { city: '大连', cityEn: 'Dalian', ranges: [[4100, 22600], [4300, 23400]], pension: [16, 8], medical: [8, 2], unemployment: [0.5, 0.5], injury: 0.5, maternity: 0.7, fund: [12, 12] },
];

// Issue 22 §6: at 100,000 seafarers (the crew suite's data, made here when that suite did not run first),
// 60,000 of them insured (about 1 % twice, some of those on board with no cover): a month's payments
// generated and generated again (seconds, server memory), the currently-insured report over three
// generated months and the gaps-and-doubles list (p50/p95), the insurance tab of a seafarer's file (its
// six lists at once, p95 over 30 seafarers), and the export of a month (seconds, server RSS growth).
// Each figure stands alone: an operation that fails is reported as such and the rest still run.
export async function insuranceBench(server: BenchServer) {
  const call = async (entity: string, op: string, body: object, token: string) => {
    const r = await server.call(entity, op, body, token);
    if (r.status !== 200) throw new Error(`${entity}/${op}: ${r.status} ${r.body.msg}`);
    return r;
  };
  const admin = (await call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD }, '')).body.list[0].token as string;

  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const crew = await ensureCrew(db, admin, call);
    const today = (await db.query(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS d`)).rows[0].d as string;
    const [year, month] = today.split('-').map(Number);
    const d0 = performance.now();
    const made = await ensureInsurance(db, admin, call, today);
    const sizes = { ...crew, ...made, insurance_data_seconds: round1((performance.now() - d0) / 1000) };

    // a kept database (BENCH_DB) has an earlier run's months: each run generates them from nothing
    if ((await db.query('SELECT 1 FROM boat_insurance_detail LIMIT 1')).rowCount) await db.query('TRUNCATE boat_insurance_detail');
    const months = [0, 1, 2].map((back) => {
      const m = year * 12 + (month - 1) - back;
      return { year: Math.floor(m / 12), month: (m % 12) + 1 };
    });
    const generate = (ym: { year: number; month: number }) =>
      attempt(async () => {
        const w = await watched(server, () => call('boatInsuranceDetail', 'generate', ym, admin));
        const [r] = w.out.body.list as Row[];
        return { ...ym, made: r.made, replaced: r.replaced, rows: r.rows, ...w.figures };
      });
    // in the order the monthly task makes them: the two months before, then this month, then this month
    // again (a clerk's rerun: its unpaid rows made anew)
    const earlier = [await generate(months[2]), await generate(months[1])];
    const generation = { current_month: await generate(months[0]), current_month_rerun: await generate(months[0]), earlier_months: earlier };
    // the months are made once a month; autovacuum has analyzed them long before anyone reads a report
    await db.query('VACUUM ANALYZE boat_insurance_detail');

    const lastDay = (await db.query(`SELECT to_char((date_trunc('month', $1::date) + interval '1 month - 1 day')::date, 'YYYY-MM-DD') AS d`, [today])).rows[0].d as string;
    const from = `${months[2].year}-${String(months[2].month).padStart(2, '0')}-01`;
    const insuredReport = await attempt(async () => {
      const body = { dateRange: [from, lastDay], period: '1', pageSize: 20 };
      const once = async () => (await call('boatReportZaiJiao', 'getList', body, admin)).ms;
      await load(3, 1, once);
      const first = (await call('boatReportZaiJiao', 'getList', body, admin)).body;
      return { months: 3, date_range: [from, lastDay], groups: first.total, ...(await load(20, 1, once)) };
    });
    const gaps = await attempt(async () => {
      const once = async () => (await call('insuranceGaps', 'getList', { pageSize: 20 }, admin)).ms;
      await load(3, 1, once);
      const listed = (await call('insuranceGaps', 'getList', { pageSize: 20 }, admin)).body.total;
      return { listed, ...(await load(20, 1, once)) };
    });

    const tab = await attempt(async () => {
      // insured seafarers spread over the ids (three to warm up, thirty timed)
      const ids: number[] = (await db.query(`SELECT user_id FROM boat_insurance_cover WHERE state = '1' ORDER BY md5(user_id::text) LIMIT $1`, [TAB_SEAFARERS + 3])).rows.map((r) => r.user_id);
      const lists = ['boatInsuranceCover', 'boatInsuranceApply', 'boatInsuranceDetail', 'BoatBlanceAdjust', 'BoatInsuranceBusi', 'boatInsuranceDisabilities'];
      const each: Record<string, number[]> = Object.fromEntries(lists.map((l) => [l, []]));
      // the tab asks for its six lists at once: the user waits for the slowest
      const open = async (userId: number, keep: boolean) => {
        const t0 = performance.now();
        const answers = await Promise.all(lists.map((l) => call(l, 'getList', { userId, pageNum: 1, pageSize: 10 }, admin)));
        if (keep) answers.forEach((a, i) => each[lists[i]].push(a.ms));
        return performance.now() - t0;
      };
      for (const id of ids.slice(0, 3)) await open(id, false);
      const samples: number[] = [];
      for (const id of ids.slice(3)) samples.push(await open(id, true));
      return { six_lists_in_parallel: percentiles(samples), each_list: Object.fromEntries(lists.map((l) => [l, percentiles(each[l])])) };
    });

    const exported = await attempt(() => exportMonth(server, admin, months[0]));

    return {
      sizes,
      generate_month: generation,
      insured_report_three_months: insuredReport,
      gaps_and_doubles: gaps,
      insurance_tab_30_seafarers: tab,
      export_month: exported,
    };
  } finally {
    await db.end();
  }
}

// Seconds, server CPU seconds and the server's resident set (primary and workers together) sampled every
// 20 ms while `fn` runs.
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
    const seconds = round1((performance.now() - t0) / 1000);
    return {
      out,
      figures: {
        seconds,
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

async function exportMonth(server: BenchServer, token: string, ym: { year: number; month: number }) {
  const w = await watched(server, async () => {
    const res = await fetch(`${server.url}/boatInsuranceDetail/api/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(ym),
    });
    if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return bytes;
  });
  return { ...ym, bytes: w.out, ...w.figures };
}

type Call = (entity: string, op: string, body: object, token: string) => Promise<{ body: any }>;

// The crew suite's data when it is not there yet (BENCH_ONLY=insurance): the same generator and sizes.
async function ensureCrew(db: Client, admin: string, call: Call) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM boat_user_info')).rows;
  if (n < SEAFARERS) {
    const dept = (await call('SysDept', 'insert', { name: '基准保险部', deptType: 'dept' }, admin)).body.list[0].id as number;
    const [{ id }] = (await db.query(`SELECT id FROM sys_user WHERE username = 'admin'`)).rows;
    const g0 = performance.now();
    await generateCrew(asManager(db), { ...BENCH_SIZES, seafarers: SEAFARERS - n, stintsPer: STINTS_PER }, { deptIds: [dept], creatorIds: [id] });
    await db.query('VACUUM ANALYZE');
    console.error(`insurance bench: crew generated in ${Math.round((performance.now() - g0) / 1000)} s`);
  }
  const [sizes] = (await db.query(`SELECT (SELECT count(*) FROM boat_user_info)::int AS seafarers, (SELECT count(*) FROM boat_work WHERE state = '1')::int AS on_board`)).rows;
  return sizes as { seafarers: number; on_board: number };
}

// The parameters through the API; the approved pay declarations and their covers set-wide in SQL, as the
// crew generator makes its seafarers (an approval would make them one at a time). The insured are the
// seafarers on board first, but one in twenty of those (gaps), then those ashore, up to INSURED; one in a
// hundred of them has a second, stopped cover whose days meet the one in force (doubles).
async function ensureInsurance(db: Client, admin: string, call: Call, today: string) {
  const counted = async () =>
    (
      await db.query(
        `SELECT (SELECT count(*) FROM boat_insurance_cover WHERE state = '1')::int AS insured,
                (SELECT count(*) FROM boat_insurance_cover WHERE state = '1' AND fund_base IS NOT NULL)::int AS insured_with_fund,
                (SELECT count(*) FROM boat_insurance_cover WHERE state = '2')::int AS stopped_overlapping,
                (SELECT count(DISTINCT w.user_id) FROM boat_work w WHERE w.state = '1'
                    AND NOT EXISTS (SELECT 1 FROM boat_insurance_cover c WHERE c.user_id = w.user_id AND c.state = '1'))::int AS on_board_uncovered,
                (SELECT count(DISTINCT w.user_id) FROM boat_work w JOIN boat_insurance_cover c ON c.user_id = w.user_id AND c.state = '2'
                  WHERE w.state = '1')::int AS on_board_insured_twice`,
      )
    ).rows[0] as Row;
  // a database a run before kept (BENCH_DB) has them already
  if ((await db.query('SELECT 1 FROM boat_insurance_cover LIMIT 1')).rowCount) return counted();

  const thisYear = Number(today.slice(0, 4));
  const ids: number[] = [];
  for (const o of OFFICES) {
    for (const [i, [baseFloor, baseCeiling]] of o.ranges.entries()) {
      const body = {
        city: o.city, cityEn: o.cityEn, year: thisYear - 1 + i, baseFloor, baseCeiling,
        pensionCompany: o.pension[0], pensionPerson: o.pension[1], medicalCompany: o.medical[0], medicalPerson: o.medical[1],
        unemploymentCompany: o.unemployment[0], unemploymentPerson: o.unemployment[1], injuryCompany: o.injury, maternityCompany: o.maternity,
        fundCompany: o.fund[0], fundPerson: o.fund[1], cardFee: 20,
      };
      ids.push((await call('BoatInsuranceBase', 'insert', body, admin)).body.list[0].id);
    }
  }
  const [{ id: adminId }] = (await db.query(`SELECT id FROM sys_user WHERE username = 'admin'`)).rows;

  // who, from when (within the last 18 months), at which office (the parameters of the start's year,
  // last year's at the earliest), on what base (the lower half of the range, in hundreds), half with the
  // housing fund on the same base; both shares of a month as the rates split them
  await db.query(
    `CREATE TEMP TABLE bench_insured AS
     WITH u AS (SELECT id, row_number() OVER (ORDER BY CASE WHEN board_state <> '1' THEN 1 WHEN id % 20 <> 0 THEN 0 ELSE 2 END, id) AS n FROM boat_user_info),
          p AS (SELECT * FROM boat_insurance_base WHERE id = ANY($1::int[]))
     SELECT u.id AS user_id, u.n, s.start_date, p.id AS base_id, b.insurance_base, f.fund_base,
            r.person, r.company
       FROM u
       CROSS JOIN LATERAL (SELECT $2::date - (u.id * 7919) % 540 AS start_date) s
       JOIN p ON p.city = ($3::text[])[1 + u.id % 3] AND p.year = GREATEST(extract(year FROM s.start_date)::int, $4::int - 1)
       CROSS JOIN LATERAL (SELECT ceil((p.base_floor + (u.id * 37 % 100) / 200.0 * (p.base_ceiling - p.base_floor)) / 100) * 100 AS insurance_base) b
       CROSS JOIN LATERAL (SELECT CASE WHEN u.n % 2 = 0 THEN b.insurance_base END AS fund_base) f
       CROSS JOIN LATERAL (
         SELECT round(b.insurance_base * p.pension_person / 100, 2) + round(b.insurance_base * p.medical_person / 100, 2)
                + round(b.insurance_base * p.unemployment_person / 100, 2) + round(b.insurance_base * p.injury_person / 100, 2)
                + round(b.insurance_base * p.maternity_person / 100, 2) + COALESCE(round(f.fund_base * p.fund_person / 100, 2), 0) AS person,
                round(b.insurance_base * p.pension_company / 100, 2) + round(b.insurance_base * p.medical_company / 100, 2)
                + round(b.insurance_base * p.unemployment_company / 100, 2) + round(b.insurance_base * p.injury_company / 100, 2)
                + round(b.insurance_base * p.maternity_company / 100, 2) + COALESCE(round(f.fund_base * p.fund_company / 100, 2), 0) AS company) r
      WHERE u.n <= $5`,
    [ids, today, OFFICES.map((o) => o.city), thisYear, INSURED],
  );
  // the approved pay declarations: one per cover in force, and one per stopped cover that overlaps it
  // (started 90 days earlier, ended 30 days into the other)
  await db.query(
    `INSERT INTO boat_insurance_apply (code, status, result, start_time, starter_id, user_id, declare_type, insurance_status, start_date, base_id,
                                       insurance_base, fund_base, assume_type, person_assume, company_assume, is_social_card, pre_pay, must_pay,
                                       monthly_cost, created_by, updated_by)
     SELECT 'BINS' || t.twice || i.user_id, '3', '1', (i.start_date - t.back - 10)::timestamptz, $1, i.user_id, '1', '4', i.start_date - t.back, i.base_id,
            i.insurance_base, i.fund_base, '3', i.person, i.company, '0', 0, '0', i.person + i.company, $1, $1
       FROM bench_insured i
       JOIN (VALUES ('', 0), ('D', 90)) AS t(twice, back) ON t.twice = '' OR i.n % 100 = 50`,
    [adminId],
  );
  await db.query(
    `INSERT INTO boat_insurance_cover (user_id, apply_id, state, base_id, start_date, end_date, insurance_base, fund_base, assume_type,
                                       person_assume, company_assume, is_social_card, created_by, updated_by)
     SELECT a.user_id, a.id, CASE WHEN a.code LIKE 'BINSD%' THEN '2' ELSE '1' END, a.base_id, a.start_date,
            CASE WHEN a.code LIKE 'BINSD%' THEN a.start_date + 120 END, a.insurance_base, a.fund_base, a.assume_type,
            a.person_assume, a.company_assume, a.is_social_card, $1, $1
       FROM boat_insurance_apply a WHERE a.code LIKE 'BINS%'`,
    [adminId],
  );
  await db.query(`UPDATE boat_insurance_apply a SET cover_id = c.id FROM boat_insurance_cover c WHERE c.apply_id = a.id AND a.code LIKE 'BINS%'`);
  await db.query('DROP TABLE bench_insured');
  await db.query('VACUUM ANALYZE boat_insurance_apply, boat_insurance_cover, boat_insurance_base');
  return counted();
}
