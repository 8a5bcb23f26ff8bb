import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { ADMIN_PASSWORD, browserIt, computedStyle, type Harness, REPO_ROOT, signIn, startHarness, WAIT_MS, waitForPath } from './browser-harness';

// Issue 11 §1, weight and speed: what the sign-in page and the dashboard cost a browser, as it receives
// them (compressed bytes on the wire), and how they are cached. The figures are written to
// test/.artifacts/weight.json; `BENCH_ONLY=web` prints them with first-contentful-paint times.

export const SIGN_IN_JS_BUDGET = 250 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Loaded {
  url: string;
  type: string;
  status: number;
  encoding: string | null;
  cacheControl: string | null;
  bytes: number; // body as received (compressed when it was)
}

// Records every response of the page from now until settle(), with its body size as it came over the wire.
function record(page: Page): { loaded: Loaded[]; settle(): Promise<void> } {
  const pending: Array<Promise<void>> = [];
  const loaded: Loaded[] = [];
  const onResponse = (r: Response) => {
    pending.push(
      (async () => {
        const headers = await r.allHeaders();
        const sizes = await r
          .request()
          .sizes()
          .catch(() => null);
        const bytes = sizes?.responseBodySize ?? Number(headers['content-length'] ?? 0);
        loaded.push({ url: r.url(), type: r.request().resourceType(), status: r.status(), encoding: headers['content-encoding'] ?? null, cacheControl: headers['cache-control'] ?? null, bytes });
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    loaded,
    async settle() {
      await page.waitForLoadState('networkidle', { timeout: WAIT_MS }).catch(() => undefined);
      page.off('response', onResponse);
      await Promise.all(pending);
    },
  };
}

const scripts = (l: Loaded[]) => l.filter((x) => x.type === 'script');
const sum = (l: Loaded[]) => l.reduce((n, x) => n + x.bytes, 0);
const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '');
const isBpmn = (url: string) => /\/assets\/bpmn[-.]/.test(new URL(url).pathname);

describe('weight of the web', () => {
  let h: Harness;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    fs.mkdirSync(path.join(REPO_ROOT, 'test/.artifacts'), { recursive: true });
    fs.writeFileSync(path.join(REPO_ROOT, 'test/.artifacts/weight.json'), JSON.stringify(figures, null, 2));
    await h?.close();
  });

  browserIt(
    () => h,
    'sign-in loads at most 250 KB of compressed JavaScript and no diagram; the dashboard adds its own chunks',
    async (s) => {
      const { page } = s;
      const login = record(page);
      const doc = await page.goto('/login');
      await page.getByTestId('login-form').waitFor();
      await login.settle();
      await s.shot('sign-in');

      // index.html is asked for every time; hashed files are kept for a year
      expect(doc!.headers()['cache-control']).toBe('no-cache');
      const loginJs = scripts(login.loaded);
      expect(loginJs.length).toBeGreaterThan(0);
      for (const x of loginJs) {
        expect({ file: fileOf(x.url), cache: x.cacheControl }).toEqual({ file: fileOf(x.url), cache: IMMUTABLE });
        // chromium asks for br and gzip: every script worth it (1 KB and more, web/build/precompress.ts) came compressed
        if (x.bytes >= 1024) expect({ file: fileOf(x.url), encoding: x.encoding }).toEqual({ file: fileOf(x.url), encoding: expect.stringMatching(/^(br|gzip)$/) });
      }
      expect(login.loaded.filter((x) => isBpmn(x.url)).map((x) => fileOf(x.url))).toEqual([]);
      const loginBytes = sum(loginJs);
      expect(loginBytes).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);

      const dash = record(page);
      await signIn(s, 'admin', ADMIN_PASSWORD);
      await dash.settle();
      await s.shot('dashboard');
      const dashJs = scripts(dash.loaded);
      expect(dash.loaded.filter((x) => isBpmn(x.url)).map((x) => fileOf(x.url))).toEqual([]);
      const resources = dash.loaded.find((x) => x.url.includes('/Meta/api/getResources'));
      expect(resources?.status).toBe(200);

      figures.signIn = { scripts: loginJs.length, jsBytes: loginBytes, encoding: loginJs.find((x) => x.encoding)?.encoding, allBytes: sum(login.loaded), files: login.loaded.map((x) => [fileOf(x.url), x.encoding, x.bytes]) };
      figures.dashboardAfterSignIn = {
        scripts: dashJs.length,
        jsBytes: sum(dashJs),
        allBytes: sum(dash.loaded),
        getResourcesBytes: resources?.bytes,
        files: dashJs.map((x) => [fileOf(x.url), x.bytes]),
      };
      figures.signInThenDashboardJsBytes = loginBytes + sum(dashJs);
      s.expectNoProblems();
    },
  );

  browserIt(
    () => h,
    'a reload revalidates the declarations: 304 with no body, and the page is drawn from the kept copy',
    async (s) => {
      const { page } = s;
      await signIn(s, 'admin', ADMIN_PASSWORD);
      await page.waitForLoadState('networkidle', { timeout: WAIT_MS }).catch(() => undefined);
      const kept = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('kept-answer:Meta/getResources'));
      expect(kept).toBeTruthy();
      const etag = (JSON.parse(kept!) as { etag: string }).etag;

      const again = record(page);
      const answered = page.waitForResponse((r) => r.url().includes('/Meta/api/getResources'));
      await page.reload();
      const r = await answered;
      expect(r.status()).toBe(304);
      expect(r.request().headers()['if-none-match']).toBe(etag);
      await page.getByTestId('dashboard').waitFor();
      await page.getByTestId('sider').locator('.nav-entry, .nav-dir').first().waitFor();
      await again.settle();
      // hashed files came from the browser's cache: nothing but the page and the calls went out
      const fetchedScripts = scripts(again.loaded).filter((x) => x.status === 200 && x.bytes > 0);
      figures.reload = { getResources: 304, scriptsRefetched: fetchedScripts.length };
      s.expectNoProblems();
    },
  );

  // Issue 21 §2 (web/build/antd-styles.ts): were the built sheet's hash not the page's (a theme changed in
  // one place only), antd would write the styles again at run time and this would count them; were the
  // theme's variables not named as the page names them (the cssVar key, the tokens' id), antd would write
  // its own <style> beside each one index.html brought. The variables index.html brings are those of a
  // reader who did not ask for less motion; one who did (these tests' browser) gets antd's own, which win.
  browserIt(
    () => h,
    "antd's component styles and theme variables come with the page: the dashboard and a list write none at run time",
    async (s) => {
      const { page } = s;
      await signIn(s, 'admin', ADMIN_PASSWORD);
      const button = page.getByTestId('sider-toggle');
      expect(await computedStyle(button, '--ant-motion-duration-mid')).toBe('0s');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.reload();
      expect(await computedStyle(button, '--ant-motion-duration-mid')).toBe('0.2s');
      // the variables' <style> elements as index.html brings them, by antd's id (data-css-hash)
      const served = [...(await (await page.request.get('/home/index')).text()).matchAll(/<style[^>]*data-css-hash="([^"]+)"/g)].map((m) => m[1]);
      expect(served.length).toBeGreaterThan(10);
      await page.goto('/home/boatUserInfoEditList');
      // its rows or its empty state (this file alone has no crew): the table drawn with its answer
      await page.getByTestId('list-table').locator('tr.ant-table-row, .ant-empty').first().waitFor();
      await page.getByTestId('side-menu').waitFor();
      const styles = await page.evaluate(() => {
        const d = (globalThis as unknown as { document: { querySelectorAll(q: string): ArrayLike<{ textContent: string | null; getAttribute(n: string): string | null }> } }).document;
        return {
          sheets: Array.from(d.querySelectorAll('link[rel="stylesheet"]')).map((l) => l.getAttribute('href')),
          // a component's rules are scoped by antd's hash, `:where(.css-…)`; its CSS variables are not
          written: Array.from(d.querySelectorAll('style'))
            .map((x) => x.textContent ?? '')
            .filter((t) => t.includes(':where(.css-'))
            .map((t) => t.slice(0, 80)),
          variables: Array.from(d.querySelectorAll('style[data-css-hash]')).map((x) => ({ id: x.getAttribute('data-css-hash'), text: (x.textContent ?? '').slice(0, 60) })),
        };
      });
      expect(styles.sheets.some((h) => /^\/assets\/antd-[0-9a-f]{8}\.css$/.test(h ?? ''))).toBe(true);
      expect(styles.written).toEqual([]);
      expect(styles.variables.length).toBeGreaterThan(10);
      expect(styles.variables.filter((v) => !served.includes(v.id ?? ''))).toEqual([]);
      // and the sheet does style them: the primary button in the theme's colour, the table's header cells padded
      expect(await computedStyle(page.locator('.list-toolbar .ant-btn-primary').first(), 'background-color')).toBe('rgb(21, 101, 192)');
      expect(await computedStyle(page.getByTestId('list-table').locator('th.ant-table-cell').nth(1), 'padding-left')).not.toBe('0px');
      s.expectNoProblems();
    },
  );

  browserIt(
    () => h,
    'the diagram viewer and its CSS load when a diagram is opened',
    async (s) => {
      const { page } = s;
      await signIn(s, 'admin', ADMIN_PASSWORD);
      const later = record(page);
      await page.goto('/home/processManage');
      await page.getByTestId('row-diagram').first().click();
      await page.locator('[data-testid="bpmn-viewer"][data-state="ready"]').waitFor();
      await later.settle();
      await s.shot('diagram');
      const bpmn = later.loaded.filter((x) => isBpmn(x.url));
      expect(bpmn.some((x) => x.type === 'script')).toBe(true);
      expect(bpmn.some((x) => x.type === 'stylesheet')).toBe(true);
      expect(await page.locator('[data-testid="bpmn-viewer"] .djs-element').count()).toBeGreaterThan(2);
      figures.diagram = { files: bpmn.map((x) => [fileOf(x.url), x.bytes]), bytes: sum(bpmn) };
      s.expectNoProblems();
    },
  );

  // Issue 21 §2 (NavMenu): the sidebar draws a directory's entries from its first opening on, never
  // before (data-entries: how many entries the open directories hold).
  browserIt(
    () => h,
    'a closed menu directory draws no entries; opened it does, and closed again it still shows where the user is',
    async (s) => {
      const { page } = s;
      await signIn(s, 'admin', ADMIN_PASSWORD);
      const menu = page.getByTestId('side-menu');
      const given = async () => Number(await menu.getAttribute('data-entries'));
      await menu.locator('li[data-menu="index"]').waitFor();
      const atHome = await given();
      expect(atHome).toBeLessThan(5); // the home directory's, which holds the dashboard
      expect(await menu.locator('li[data-menu="dispatch"] li').count()).toBe(0);
      await menu.locator('[data-menu="dispatch"] .nav-label').first().click();
      await menu.locator('li[data-menu="boatDispatchPlan"]').waitFor();
      const dispatchEntries = await menu.locator('li[data-menu="dispatch"] li.nav-entry').count();
      expect(dispatchEntries).toBeGreaterThan(3);
      expect(await given()).toBe(atHome + dispatchEntries);
      await menu.locator('li[data-menu="boatDispatchPlan"]').click();
      await waitForPath(page, '/home/boatDispatchPlan');
      // the address changes before the screen is drawn: wait for the menu to select it
      await menu.locator('li[data-menu="boatDispatchPlan"].nav-selected').waitFor();
      // closed while it holds the current screen: its title still says so
      await menu.locator('[data-menu="dispatch"] .nav-label').first().click();
      await page.locator('li[data-menu="dispatch"]:not(.nav-open)').waitFor();
      expect(await page.locator('li[data-menu="dispatch"].nav-holds').count()).toBe(1);
      await menu.locator('li[data-menu="boatDispatchPlan"]').waitFor({ state: 'hidden' });
      s.expectNoProblems();
    },
  );
});
