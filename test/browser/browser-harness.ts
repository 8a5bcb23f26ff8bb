import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../setup/test-app';

// Browser tests: the full application (API + built web) on an ephemeral port of 127.0.0.1, driven by
// Debian's chromium through playwright-core, headless. One browser per spec file, a fresh context
// (own localStorage, cookies) per test.

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'web/dist');
export const SCREENS_DIR = path.join(REPO_ROOT, 'test/.artifacts/screens');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { ADMIN_PASSWORD };

// Generous: the machine has two cores and the server, the database and chromium share them.
export const WAIT_MS = 30_000;
const NAVIGATION_MS = 60_000;

// The storage keys of SPEC §9 (and web/src/core/storage.ts).
export const TOKEN_KEY = 'Admin-Token';
export const USER_KEY = 'Admin-User';
export const TIME_KEY = 'local-time';
export const LOCALE_KEY = 'language';

// tsconfig has no DOM lib (it also checks the server); the few browser globals the page functions use.
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}
// Page functions are serialised into the browser, so they must name localStorage themselves:
//   page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('x'))
export interface BrowserGlobals {
  localStorage: WebStorage;
  getComputedStyle(el: unknown): { getPropertyValue(property: string): string };
}

// What the browser computed for one CSS property of the element (`color`, `background-color`, …).
export const computedStyle = (el: Locator, property: string): Promise<string> => el.evaluate((e, p) => (globalThis as unknown as BrowserGlobals).getComputedStyle(e).getPropertyValue(p), property);

// A name for this machine that is not localhost (chromium resolves it to 127.0.0.1), as an office's
// network reaches its server: browsers treat localhost as secure and http://office.example as not.
export const OFFICE_HOST = 'office.example';

export interface Harness {
  t: TestApp;
  baseUrl: string;
  // the same server at http://office.example:<port>
  officeUrl: string;
  browser: Browser;
  // a fresh context; screenshots are named after shotName (default: the test name)
  open(testName: string, opts?: { locale?: string; shotName?: string }): Promise<Session>;
  close(): Promise<void>;
}

export interface Problem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http';
  text: string;
}

export interface Session {
  name: string;
  shotName: string;
  context: BrowserContext;
  page: Page;
  // everything that went wrong in the page so far: console errors, uncaught errors, failed requests, HTTP >= 400
  problems: Problem[];
  // screenshot of the viewport at a key step: <test-name>--NN-<step>.png
  shot(step: string): Promise<string>;
  // fails listing the problems not matched by one of the allowed patterns (matched against "kind: text")
  expectNoProblems(allowed?: RegExp[]): void;
  // forget the problems collected so far (after a step whose failures were the point of the test)
  clearProblems(): void;
  storage(key: string): Promise<string | null>;
  close(): Promise<void>;
}

const slug = (s: string) =>
  s
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'test';

export async function startHarness(): Promise<Harness> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${path.join(WEB_DIST, 'index.html')} is missing: run npm run build first (npm run test:browser does it)`);
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  fs.mkdirSync(SCREENS_DIR, { recursive: true });

  const t = await startTestApp({ WEB_DIST });
  let browser: Browser | undefined;
  try {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    // The server decides at start whether to serve the web (index.html present); a build running in
    // parallel (vite empties web/dist first) would leave it API-only.
    const res = await t.http.get('/login');
    if (res.status !== 200 || !String(res.headers['content-type']).includes('text/html')) {
      throw new Error(`the server does not serve the web (GET /login answered ${res.status}): was web/dist being rebuilt? run npm run build first`);
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--host-resolver-rules=MAP ${OFFICE_HOST} 127.0.0.1`],
    });
    const b = browser;
    return {
      t,
      baseUrl,
      officeUrl: `http://${OFFICE_HOST}:${port}`,
      browser: b,
      open: (testName, opts = {}) => openSession(b, baseUrl, testName, opts.locale ?? 'zh-CN', opts.shotName ?? testName),
      async close() {
        await b.close().catch(() => undefined);
        await t.close();
      },
    };
  } catch (e) {
    await browser?.close().catch(() => undefined);
    await t.close();
    throw e;
  }
}

async function openSession(browser: Browser, baseUrl: string, name: string, locale: string, shotName: string): Promise<Session> {
  // reduced motion, as a user may ask of the system: the web then draws dialogs and drawers in place, so
  // a click never meets one still moving (pressed on the button, released on the mask: lost)
  const context = await browser.newContext({ baseURL: baseUrl, locale, viewport: { width: 1366, height: 860 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_MS);
  const page = await context.newPage();
  const problems: Problem[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ kind: 'console', text: `${m.text()} @ ${m.location().url}` });
  });
  page.on('pageerror', (e) => problems.push({ kind: 'pageerror', text: e.stack ?? e.message }));
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    // a navigation (page.goto, reload, sign-out) cancels the calls still in flight, as it does for a user
    if (why === 'net::ERR_ABORTED') return;
    problems.push({ kind: 'requestfailed', text: `${r.method()} ${r.url()} ${why}` });
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push({ kind: 'http', text: `${r.status()} ${r.request().method()} ${r.url()}` });
  });

  let step = 0;
  const base = slug(shotName);
  // the folder shows the latest run: drop this test's pictures of an earlier one
  for (const f of fs.readdirSync(SCREENS_DIR)) if (f === `${base}.png` || f.startsWith(`${base}--`)) fs.rmSync(path.join(SCREENS_DIR, f), { force: true });
  const session: Session = {
    name,
    shotName: base,
    context,
    page,
    problems,
    async shot(stepName) {
      step += 1;
      const file = path.join(SCREENS_DIR, `${base}--${String(step).padStart(2, '0')}-${slug(stepName)}.png`);
      // a settled screen: the loading overlay gone (not fatal here: the picture is for people) and
      // animations finished (drawers, menus)
      await page
        .getByTestId('loading-overlay')
        .waitFor({ state: 'hidden', timeout: WAIT_MS })
        .catch(() => undefined);
      await page.screenshot({ path: file, timeout: WAIT_MS, animations: 'disabled' });
      return file;
    },
    expectNoProblems(allowed = []) {
      const unexpected = problems.filter((p) => !allowed.some((re) => re.test(`${p.kind}: ${p.text}`)));
      if (unexpected.length) throw new Error(`unexpected problems in the page:\n${unexpected.map((p) => `  ${p.kind}: ${p.text}`).join('\n')}`);
    },
    clearProblems() {
      problems.length = 0;
    },
    storage: (key) => page.evaluate((k) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(k), key),
    close: () => context.close().catch(() => undefined),
  };
  return session;
}

// it() with a fresh browser context: on failure a screenshot <test-name>.png and the page's problems
// are added to the error, and the context is always closed.
export interface BrowserItOptions {
  shotName?: string; // file name of the screenshots (default: the test name)
  locale?: string; // browser locale (default zh-CN)
  timeout?: number;
}

export function browserIt(harness: () => Harness, name: string, fn: (s: Session) => Promise<void>, opts: BrowserItOptions = {}): void {
  it(
    name,
    async () => {
      const s = await harness().open(name, { locale: opts.locale, shotName: opts.shotName });
      try {
        await fn(s);
      } catch (e) {
        const file = path.join(SCREENS_DIR, `${s.shotName}.png`);
        const shot = await s.page
          .screenshot({ path: file, fullPage: true, timeout: 15_000 })
          .then(() => `screenshot: ${file}`)
          .catch((err: Error) => `no screenshot (${err.message})`);
        const err = e instanceof Error ? e : new Error(String(e));
        const seen = s.problems.length ? `\npage problems so far:\n${s.problems.map((p) => `  ${p.kind}: ${p.text}`).join('\n')}` : '';
        const extra = `\n[url: ${s.page.url()}; ${shot}]${seen}`;
        // jest prints the stack, which already holds the original message
        if (err.stack?.includes(err.message)) err.stack = err.stack.replace(err.message, err.message + extra);
        err.message += extra;
        throw err;
      } finally {
        await s.close();
      }
    },
    opts.timeout,
  );
}

// Waits until fn answers a truthy value (polling, no fixed sleeps); fails with the message and the last value.
export async function waitUntil<T>(fn: () => Promise<T> | T, message: string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let lastError: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    try {
      const v = await fn();
      if (v) return v;
      last = v;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const why = lastError ? ` (last error: ${(lastError as Error).message})` : ` (last value: ${JSON.stringify(last)})`;
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${message}${why}`);
    }
    await new Promise((r) => setTimeout(r, delay));
  }
}

// Waits until the page is at the given path (pathname only).
export async function waitForPath(page: Page, pathname: string | RegExp, timeoutMs = WAIT_MS): Promise<void> {
  await page.waitForURL((u) => (typeof pathname === 'string' ? u.pathname === pathname : pathname.test(u.pathname)), { timeout: timeoutMs, waitUntil: 'commit' });
}

// Signs in through the sign-in page, as a user would, and waits for the dashboard.
export async function signIn(s: Session, username: string, password: string): Promise<void> {
  const { page } = s;
  // a plain /login: one that remembers a screen (?from=) would lead there instead of the dashboard
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (here?.pathname !== '/login' || here.search) await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await waitForPath(page, '/home/index');
  await page.getByTestId('dashboard').waitFor();
}

// Signs in on the sign-in page in the reader's language (chosen there once, kept across sign-outs).
export async function signInAs(s: Session, user: { username: string; password: string }, lang: 'zh' | 'en'): Promise<void> {
  const { page } = s;
  await page.goto('/login');
  await page.getByTestId('login-form').waitFor();
  const shown = async () => ((await page.locator('html').getAttribute('lang')) ?? '').startsWith(lang);
  if (!(await shown())) {
    await page.getByTestId(`lang-${lang}`).click();
    await waitUntil(shown, `the sign-in page is in ${lang}`);
    expect(await s.storage(LOCALE_KEY)).toBe(lang);
  }
  await signIn(s, user.username, user.password);
}

// A row's declared action, inline or under "more".
export async function rowAction(page: Page, row: Locator, name: string): Promise<void> {
  const inline = row.getByTestId(`row-action-${name}`);
  if (await inline.count()) return inline.click();
  await row.getByTestId('row-more').hover();
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="row-action-${name}"]`).click();
}

// Signs out through the user menu and waits for the sign-in page.
export async function signOut(s: Session): Promise<void> {
  const { page } = s;
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await waitForPath(page, '/login');
  await page.getByTestId('login-form').waitFor();
}
