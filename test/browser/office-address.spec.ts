import { ADMIN_PASSWORD, browserIt, type Harness, startHarness, waitForPath } from './browser-harness';

// The app as an office serves it on its own network, over plain HTTP at a name that is not localhost
// (http://office.example:<port>, resolved by chromium to this machine). Browsers exempt only localhost
// from a policy's `upgrade-insecure-requests`; the server sent it on every page, so at any other address
// the browser fetched the page's scripts over https and the page stayed blank.
describe('the app at an office address over plain HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 240_000);
  afterAll(async () => {
    await h?.close();
  });

  browserIt(
    () => h,
    'the sign-in page loads its scripts over http and signs in to the dashboard',
    async (s) => {
      const { page } = s;
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.goto(`${h.officeUrl}/login`);
      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
      await page.getByTestId('login-submit').click();
      await waitForPath(page, '/home/index');
      await page.getByTestId('dashboard').waitFor();
      await s.shot('dashboard at the office address');
      expect(new URL(page.url()).host).toBe(new URL(h.officeUrl).host);
      // every script, style and call went to the address the page came from, none upgraded to https
      expect(fetched.filter((u) => !u.startsWith(`${h.officeUrl}/`))).toEqual([]);
      expect(fetched.some((u) => u.endsWith('.js'))).toBe(true);
      s.expectNoProblems();
    },
  );
});
