import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { ADMIN_PASSWORD, BenchServer } from '../harness';
import { clickBench } from './web-clicks.bench';

// Issue 11 §1: what the sign-in page and the dashboard cost a browser (bytes as received, compressed,
// and as decoded) and when they first paint, in Debian's headless chromium. Each figure is the median of
// RUNS cold loads (a fresh context: empty cache), on loopback and under a throttled network (the "slow
// 4G" of Lighthouse: 150 ms round trip, 1.6 Mbit/s down), where the bytes show.
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Sample {
  js: number; // script bytes as received
  jsDecoded: number;
  all: number; // every response as received
  requests: number;
  fcpMs: number | null;
  readyMs: number; // until the page's own mark is visible (form, dashboard)
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor((s.length - 1) / 2)] * 10) / 10 : null;
};

function summarize(samples: Sample[]) {
  const pick = (f: (s: Sample) => number | null) => median(samples.map(f).filter((x): x is number => x !== null));
  return {
    runs: samples.length,
    js_bytes: pick((s) => s.js),
    js_bytes_decoded: pick((s) => s.jsDecoded),
    all_bytes: pick((s) => s.all),
    requests: pick((s) => s.requests),
    fcp_ms: pick((s) => s.fcpMs),
    ready_ms: pick((s) => s.readyMs),
  };
}

// the build the server serves (WEB_DIST, as the server reads it; default web/dist)
const DIST = path.resolve(process.env.WEB_DIST ?? path.join(__dirname, '../../../web/dist'));
// the size of a script as built (what the browser decodes), read from web/dist by its path
const builtSize = (url: string) => {
  try {
    return fs.statSync(path.join(DIST, decodeURIComponent(new URL(url).pathname))).size;
  } catch {
    return 0;
  }
};

function record(page: Page) {
  const pending: Array<Promise<void>> = [];
  const sample = { js: 0, jsDecoded: 0, all: 0, requests: 0 };
  const onResponse = (r: Response) =>
    pending.push(
      (async () => {
        const sizes = await r.request().sizes();
        sample.requests += 1;
        sample.all += sizes.responseBodySize;
        if (r.request().resourceType() === 'script') {
          sample.js += sizes.responseBodySize;
          sample.jsDecoded += builtSize(r.url());
        }
      })().catch(() => undefined),
    );
  page.on('response', onResponse);
  return async () => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await Promise.all(pending);
    page.off('response', onResponse);
    return sample;
  };
}

// the paint entry of the page's document (polled: it lands once the first text or image is painted)
const fcpOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const perf = (globalThis as unknown as { performance: { getEntriesByName(n: string): Array<{ startTime: number }> } }).performance;
        let tries = 0;
        const poll = () => {
          const at = perf.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          if (at !== null || tries++ > 50) resolve(at);
          else setTimeout(poll, 100);
        };
        poll();
      }),
  );

async function newPage(browser: Browser, throttle: boolean) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { context, page };
}

async function loginRun(browser: Browser, url: string, throttle: boolean): Promise<{ login: Sample; dashboard: Sample }> {
  const { context, page } = await newPage(browser, throttle);
  try {
    let done = record(page);
    const t0 = Date.now();
    await page.goto(`${url}/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 120_000 });
    const loginReady = Date.now() - t0;
    const loginFcp = await fcpOf(page);
    const login = { ...(await done()), fcpMs: loginFcp, readyMs: loginReady };

    done = record(page);
    const t1 = Date.now();
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard').waitFor({ timeout: 120_000 });
    const dashReady = Date.now() - t1;
    // a route change paints no "first" contentful paint: the time to the dashboard stands for it
    const dashboard = { ...(await done()), fcpMs: null, readyMs: dashReady };
    return { login, dashboard };
  } finally {
    await context.close();
  }
}

// The dashboard opened directly (a signed-in user coming back, cache empty): its own first paint.
async function dashboardRun(browser: Browser, url: string, token: string, user: unknown, throttle: boolean): Promise<Sample> {
  const { context, page } = await newPage(browser, throttle);
  try {
    await context.addInitScript(
      ([t, u]) => {
        const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        ls.setItem('Admin-Token', t as string);
        ls.setItem('Admin-User', JSON.stringify(u));
        ls.setItem('local-time', String(Date.now()));
      },
      [token, user],
    );
    const done = record(page);
    const t0 = Date.now();
    await page.goto(`${url}/home/index`);
    await page.getByTestId('dashboard').waitFor({ timeout: 120_000 });
    const readyMs = Date.now() - t0;
    const fcpMs = await fcpOf(page);
    return { ...(await done()), fcpMs, readyMs };
  } finally {
    await context.close();
  }
}

export async function webBench(server: BenchServer) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) return { skipped: 'web/dist is missing: npm run build:web first' };
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no chromium at ${CHROMIUM}` };
  const signed = (await server.call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.list[0];
  const { token, ...user } = signed;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    // the machine's load while this ran (1 and 5 minutes): browser timings move with it
    const load = () => os.loadavg().slice(0, 2).map((x) => Math.round(x * 10) / 10);
    const out: Record<string, unknown> = { load_before: load() };
    // issue 21 §2: a user's click to the rows painted (BENCH_WEB_CLICKS_ONLY=1: these alone)
    out.loopback_clicks = await clickBench(browser, server, token, user);
    out.load_after_clicks = load();
    if (process.env.BENCH_WEB_CLICKS_ONLY) return out;
    for (const throttle of [false, true]) {
      const logins: Sample[] = [];
      const dashboards: Sample[] = [];
      const direct: Sample[] = [];
      // one run first to warm the server (its first declarations, plans), not counted
      await loginRun(browser, server.url, false);
      for (let i = 0; i < RUNS; i++) {
        const r = await loginRun(browser, server.url, throttle);
        logins.push(r.login);
        dashboards.push(r.dashboard);
        direct.push(await dashboardRun(browser, server.url, token, user, throttle));
      }
      out[throttle ? 'slow_4g' : 'loopback'] = {
        sign_in: summarize(logins),
        dashboard_after_sign_in: summarize(dashboards),
        dashboard_direct: summarize(direct),
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}
