import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { generateCrew } from '../../server/src/modules/crew/demo/crew-generator';
import { ensureComplianceDefaults } from '../../server/src/modules/dispatch/demo/compliance-defaults';
import { ADMIN_PASSWORD, type BenchServer } from '../harness';

// Issue 21 §2, "a second per click": from a user's click to the rows painted, timed inside the page
// (the click event's timestamp to the animation frame that finds the rows visible), on loopback, each
// run in a fresh context (a first visit of the screen in a session: the HTTP cache empty, as after a
// deploy). The crew list (sidebar click → first row), a plan's view (its "查看" → its orders) and the
// dashboard (sign-in click → every widget done loading). Before each menu click the pointer rests on the
// entry HOVER_MS, as a hand does; where the time went is kept for one run: the requests between the
// click and the paint, each with its start and end, and the long tasks (main thread busy ≥ 50 ms).
const RUNS = Number(process.env.BENCH_WEB_CLICK_RUNS ?? 9);
const HOVER_MS = 150;
const SEAFARERS = 2_000;
const PLAN_ORDERS = 40;

type Row = Record<string, any>;
const asManager = (db: Client) => ({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows }) as unknown as EntityManager;

interface Trace {
  ms: number;
  rows_ms: number | null; // when the rows were first seen, spinners or not
  last_spinner: string | null; // the last spinner that kept the screen from being done
  requests: Array<{ url: string; start: number; end: number }>;
  long_tasks: { count: number; ms: number };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]) : null;
};
const summary = (traces: Trace[]) => ({
  runs: traces.length,
  p50_ms: pct(traces.map((t) => t.ms), 50),
  p95_ms: pct(traces.map((t) => t.ms), 95),
  all_ms: traces.map((t) => Math.round(t.ms)),
  // the run nearest the median, with its requests and long tasks
  trace: [...traces].sort((a, b) => Math.abs(a.ms - pct(traces.map((t) => t.ms), 50)!) - Math.abs(b.ms - pct(traces.map((t) => t.ms), 50)!))[0],
});

// Before the click: note its timestamp (capture phase, the first listener to see it) and start counting
// long tasks. `painted` then polls each animation frame until `selector` finds a visible element and
// `quiet` finds no spinner, and answers the trace from the click.
const arm = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as any;
    w.__bench = { click: null, long: [] as Array<{ startTime: number; duration: number }> };
    w.document.addEventListener('click', (e: { timeStamp: number }) => (w.__bench.click ??= e.timeStamp), { capture: true, once: true });
    new w.PerformanceObserver((l: any) => w.__bench.long.push(...l.getEntries())).observe({ type: 'longtask' });
  });

const painted = (page: Page, selector: string, quiet?: string) =>
  page.evaluate(
    ([sel, q]) =>
      new Promise<Trace>((resolve) => {
        const w = globalThis as any;
        const shown = (el: any) => !!el && el.getClientRects().length > 0;
        let rowsAt: number | null = null;
        let spinner: string | null = null;
        // a spinner by the test ids around it, to say which part was still loading
        const nameOf = (el: any) => {
          const ids: string[] = [];
          for (let e = el; e; e = e.parentElement) if (e.dataset?.testid) ids.push(e.dataset.testid);
          return ids.slice(0, 3).join(' < ') || el.className;
        };
        const frame = () => {
          const b = w.__bench;
          const rows = b.click !== null && shown(w.document.querySelector(sel));
          if (rows && rowsAt === null) rowsAt = w.performance.now() - b.click;
          const busy = q ? w.document.querySelector(q) : null;
          if (busy) spinner = nameOf(busy);
          if (rows && !busy) {
            const at = w.performance.now();
            const requests = w.performance
              .getEntriesByType('resource')
              .filter((r: any) => r.startTime >= b.click)
              .map((r: any) => ({ url: r.name.replace(w.location.origin, ''), start: Math.round(r.startTime - b.click), end: Math.round(r.responseEnd - b.click) }));
            const long = b.long.filter((t: any) => t.startTime + t.duration >= b.click);
            resolve({ ms: at - b.click, rows_ms: rowsAt === null ? null : Math.round(rowsAt), last_spinner: spinner, requests, long_tasks: { count: long.length, ms: Math.round(long.reduce((n: number, t: any) => n + t.duration, 0)) } });
          } else w.requestAnimationFrame(frame);
        };
        frame();
      }),
    [selector, quiet ?? null] as const,
  );

const CONTENT_SPIN = '[data-testid="content"] .ant-spin-spinning';

async function signedInPage(browser: Browser, url: string, token: string, user: unknown) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  await context.addInitScript(
    ([t, u]) => {
      const ls = (globalThis as any).localStorage;
      ls.setItem('Admin-Token', t);
      ls.setItem('Admin-User', JSON.stringify(u));
      ls.setItem('local-time', String(Date.now()));
    },
    [token, user] as const,
  );
  const page = await context.newPage();
  await page.goto(`${url}/home/index`);
  await page.getByTestId('dashboard').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  return { context, page };
}

// Opens the sidebar directory (not timed), rests on the entry, clicks it and waits for `selector`. A
// directory's title is found in builds before the native sidebar too (antd's Menu), for A/B runs (WEB_DIST).
async function menuClick(page: Page, dir: string, screen: string, selector: string) {
  const item = page.getByTestId('side-menu').locator(`li[data-menu="${screen}"]`);
  if (!(await item.isVisible())) await page.getByTestId('side-menu').locator(`[data-menu="${dir}"] :is(.nav-label, .ant-menu-title-content)`).first().click();
  await item.waitFor();
  await page.waitForTimeout(400); // the directory's opening animation
  await arm(page);
  await item.hover();
  await page.waitForTimeout(HOVER_MS);
  await item.click();
  return painted(page, selector, CONTENT_SPIN);
}

// BENCH_WEB_PROFILE=<dir>: the page's CPU profile of each timed click, to open in a profiler;
// BENCH_WEB_TRACE=<dir>: chromium's trace of it instead (script, style, layout, paint, network, each on
// its thread), to open in the browser's performance panel
async function profiled<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  const traceDir = process.env.BENCH_WEB_TRACE;
  if (traceDir) {
    const browser = page.context().browser()!;
    fs.mkdirSync(traceDir, { recursive: true });
    await browser.startTracing(page, { path: path.join(traceDir, `${name}-${Date.now()}.json`), screenshots: false });
    try {
      return await fn();
    } finally {
      await browser.stopTracing();
    }
  }
  const dir = process.env.BENCH_WEB_PROFILE;
  if (!dir) return fn();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const out = await fn();
  const { profile } = await cdp.send('Profiler.stop');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  return out;
}

async function crewListRun(browser: Browser, url: string, token: string, user: unknown) {
  const { context, page } = await signedInPage(browser, url, token, user);
  try {
    return await profiled(page, 'crew', () => menuClick(page, 'crew', 'boatUserInfoEditList', '[data-testid="list-table"] tr.ant-table-row'));
  } finally {
    await context.close();
  }
}

async function planViewRun(browser: Browser, url: string, token: string, user: unknown) {
  const { context, page } = await signedInPage(browser, url, token, user);
  try {
    await menuClick(page, 'dispatch', 'boatDispatchPlan', '[data-testid="plan-view-link"]');
    await page.waitForLoadState('networkidle');
    const link = page.getByTestId('plan-view-link').first();
    await arm(page);
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    return await profiled(page, 'plan', async () => {
      await link.click();
      return painted(page, '[data-testid="plan-orders"] [data-testid="order-row"]', CONTENT_SPIN);
    });
  } finally {
    await context.close();
  }
}

async function dashboardRun(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
    await arm(page);
    return await profiled(page, 'dashboard', async () => {
      await page.getByTestId('login-submit').click();
      // every widget: the messages, and the relief forecast (the data has seafarers due), which draws
      // nothing until its answer, so no spinner would say it is still coming
      return painted(page, '[data-testid="dashboard"]:has([data-testid="message-list"]) [data-testid="forecast-item"]', CONTENT_SPIN);
    });
  } finally {
    await context.close();
  }
}

// A few shipowners, ships and 2,000 seafarers (the list's pages), and a plan of 40 orders to open.
async function ensureData(server: BenchServer, token: string) {
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM boat_user_info')).rows;
    if (n < SEAFARERS) {
      const dept = (await server.call('SysDept', 'insert', { name: '基准网页部', deptType: 'dept' }, token)).body.list[0].id as number;
      const [{ id }] = (await db.query(`SELECT id FROM sys_user WHERE username = 'admin'`)).rows;
      await generateCrew(asManager(db), { shipowners: 5, ships: 20, seafarers: SEAFARERS - n, stintsPer: 3 }, { deptIds: [dept], creatorIds: [id] });
      await db.query('VACUUM ANALYZE');
    }
    await ensureComplianceDefaults(asManager(db));
    const [{ planDate, leaveDate }] = (await db.query(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai' + interval '14 days', 'YYYY-MM-DD') AS "planDate", to_char(now() AT TIME ZONE 'Asia/Shanghai' + interval '284 days', 'YYYY-MM-DD') AS "leaveDate"`)).rows;
    const owner = (await db.query(`SELECT shipowner_id AS id FROM boat_ship GROUP BY shipowner_id ORDER BY count(*) DESC LIMIT 1`)).rows[0].id as number;
    const ships: number[] = (await db.query('SELECT id FROM boat_ship WHERE shipowner_id = $1 ORDER BY id', [owner])).rows.map((r) => r.id);
    const ashore = (await db.query(`SELECT id, duty FROM boat_user_info WHERE board_state = '2' AND duty IS NOT NULL ORDER BY id DESC LIMIT $1`, [PLAN_ORDERS])).rows as Row[];
    const planId = (await server.call('boatDispatchPlan', 'insert', { shipownerId: owner, planDate }, token)).body.list[0].id as number;
    const orders = ashore.map((u, i) => ({ userId: u.id, operation: '1', shipId: ships[i % ships.length], duty: u.duty, planDate, planLeaveDate: leaveDate }));
    // the warnings of the orders answered "continue", as the web does: the 428's token sent back
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/BoatPlanDispatch/api/insertList`, { method: 'POST', headers, body: JSON.stringify({ planId, orders }) });
      const json = (await res.json()) as Row;
      if (res.status === 428 && json.confirmToken) headers['X-Confirm'] = json.confirmToken;
      else if (res.status !== 200) throw new Error(`insertList: ${res.status} ${json.msg}`);
      else break;
    }
  } finally {
    await db.end();
  }
}

export async function clickBench(browser: Browser, server: BenchServer, token: string, user: unknown) {
  await ensureData(server, token);
  const crew: Trace[] = [];
  const plan: Trace[] = [];
  const dash: Trace[] = [];
  // one of each first to warm the server, not counted
  await crewListRun(browser, server.url, token, user);
  await planViewRun(browser, server.url, token, user);
  for (let i = 0; i < RUNS; i++) {
    crew.push(await crewListRun(browser, server.url, token, user));
    plan.push(await planViewRun(browser, server.url, token, user));
    dash.push(await dashboardRun(browser, server.url));
  }
  return {
    hover_ms: HOVER_MS,
    // what issue 21 measured when it was filed (a range of runs, ms) and what it asks, beside today's
    filed_ms: { crew_list: '1000-1500', plan_view: '900-1500', dashboard: '700-1300' },
    target_ms: { p50: 300, p95: 500 },
    // this machine's speed as the figures were taken, since browser timings scale with it: a fixed loop
    // of plain script, compiled (842-863 ms on 2026-11-29, a slow day, when the same loop run by
    // `node -e` at the top level of a script, where V8 cannot optimise it as well, took 4.8 s)
    cpu_loop_ms: cpuLoopMs(),
    crew_list_click_to_rows: summary(crew),
    plan_view_click_to_orders: summary(plan),
    dashboard_sign_in_click_to_widgets: summary(dash),
  };
}

// 1e9 additions in a plain loop, inside a function
function cpuLoopMs(): number {
  const t0 = performance.now();
  let s = 0;
  for (let i = 0; i < 1e9; i++) s += i;
  return Math.round(performance.now() - t0 + (s < 0 ? 1 : 0));
}
