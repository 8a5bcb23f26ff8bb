import type { Page } from 'playwright-core';
import { uniq } from '../setup/test-app';
import { checkTreeNode, closeDropdown, expandTreeNode, pickOption, successToast, treeNode } from './antd';
import {
  ADMIN_PASSWORD,
  browserIt,
  type BrowserGlobals,
  type Harness,
  LOCALE_KEY,
  type Session,
  signIn,
  signOut,
  startHarness,
  TIME_KEY,
  TOKEN_KEY,
  USER_KEY,
  waitForPath,
  waitUntil,
} from './browser-harness';

// Issue item 19: an administrator sets up a role and a user entirely through the screens; that user
// then sees only what the role grants, and is refused elsewhere.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

// The texts of the sidebar entries a user can see, by permission key (data-menu on each entry).
async function siderEntries(page: Page): Promise<Record<string, string>> {
  const menu = page.getByTestId('side-menu');
  return menu.evaluate((el) => {
    const out: Record<string, string> = {};
    for (const li of Array.from((el as unknown as { querySelectorAll(s: string): ArrayLike<{ getAttribute(a: string): string | null; querySelector(s: string): { textContent: string | null } | null }> }).querySelectorAll('[data-menu]'))) {
      const title = li.querySelector('.nav-label');
      out[li.getAttribute('data-menu') ?? ''] = title?.textContent?.trim() ?? '';
    }
    return out;
  });
}

// A sidebar entry by its permission key (directories: the title row, screens: the item).
const siderEntry = (page: Page, perms: string) => page.getByTestId('side-menu').locator(`[data-menu="${perms}"]`).locator('.nav-label').first();

// Opens a screen through the sidebar: its directory first (if closed), then the screen.
async function openFromSider(page: Page, dir: string, screen: string): Promise<void> {
  const item = page.getByTestId('side-menu').locator(`li[data-menu="${screen}"]`);
  if (!(await item.isVisible())) await siderEntry(page, dir).click();
  await item.click();
}

// Searches the list by keyword, as a user looking for a row would, and answers the row showing text.
async function findInList(page: Page, text: string) {
  await page.getByTestId('list-keyword').fill(text);
  await page.getByTestId('list-search').click();
  const row = page.getByTestId('list-table').locator('tr.ant-table-row[data-row-id]').filter({ has: page.getByText(text, { exact: true }) });
  await row.first().waitFor();
  return row.first();
}

const storageKeys = (s: Session) => s.page.evaluate((keys) => keys.map((k) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(k)), [TOKEN_KEY, USER_KEY, TIME_KEY]);

browserIt(
  () => h,
  'admin journey: sign in, language, role and user through the screens, the new user sees only what the role grants',
  async (s) => {
    const { page } = s;
    const roleName = uniq('浏览器角色');
    const username = uniq('bu');
    const password = 'Browser#2024x';
    const personName = uniq('浏览器用户');
    // setup fact only: the name of a department to pick in the user form
    const depts = (await h.t.call('SysDept', 'getForDrop', {}, await h.t.adminToken())).body.list as Array<{ id: number; name: string; deptType: string }>;
    const deptName = depts.find((d) => d.deptType === 'dept')!.name;

    // --- the sign-in page is Chinese by default
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('login-submit').innerText()).toMatch(/登\s*录/);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await s.shot('sign-in page (zh)');

    // --- administrator signs in; the sidebar is Chinese
    await signIn(s, 'admin', ADMIN_PASSWORD);
    await siderEntry(page, 'system').waitFor();
    expect(await siderEntry(page, 'system').innerText()).toBe('系统管理');
    expect(await storageKeys(s)).toEqual([expect.any(String), expect.stringContaining('"username":"admin"'), expect.stringMatching(/^\d+$/)]);
    await s.shot('admin dashboard (zh)');

    // --- issue 20 §3: directory icons are resolved by the name their declaration gives (none falls back),
    // and SPEC §2's reports group holds the report screens, which leave their own directories in the sidebar
    const sider = page.getByTestId('side-menu');
    await sider.locator('li[data-menu="dispatch"] .anticon-send').first().waitFor();
    await sider.locator('li[data-menu="reports"] .anticon-bar-chart').first().waitFor();
    expect(await sider.locator('.anticon-appstore').count()).toBe(0);
    await siderEntry(page, 'reports').click();
    await sider.locator('li[data-menu="reports"] li[data-menu="boatDispatchReportForms"]').waitFor();
    await sider.locator('li[data-menu="reports"] li[data-menu="vacationReportTable"]').waitFor();
    expect(await sider.locator('li[data-menu="dispatch"] li[data-menu="boatDispatchReportForms"]').count()).toBe(0);
    expect(await sider.locator('li[data-menu="reports"] li[data-menu="boatDispatchPlan"]').count()).toBe(0);
    await siderEntry(page, 'reports').click();

    // --- switch to English: labels change, the choice survives a reload, then back to Chinese
    await page.getByTestId('lang-en').click();
    await waitUntil(async () => (await siderEntry(page, 'system').innerText()) === 'System', 'the sidebar shows "System"');
    expect(await s.storage(LOCALE_KEY)).toBe('en');
    await s.shot('admin dashboard (en)');
    await page.reload();
    await siderEntry(page, 'system').waitFor();
    await waitUntil(async () => (await siderEntry(page, 'system').innerText()) === 'System', 'the sidebar is still English after a reload');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('lang-zh').click();
    await waitUntil(async () => (await siderEntry(page, 'system').innerText()) === '系统管理', 'the sidebar is Chinese again');
    expect(await s.storage(LOCALE_KEY)).toBe('zh');

    // --- a role granting only the dashboard and the dictionary screen
    await openFromSider(page, 'system', 'roleManage');
    await waitForPath(page, '/home/roleManage');
    await page.locator('[data-testid="list-page"][data-resource="SysRole"]').waitFor();
    await page.getByTestId('list-add').click();
    const roleForm = page.locator('[data-testid="record-form"][data-resource="SysRole"]');
    await roleForm.waitFor();
    await roleForm.getByTestId('form-field-name').locator('input').fill(roleName);
    await pickOption(page, roleForm.getByTestId('form-field-dataScope'), '仅本人');
    // function rights: collapse the tree, then open the two directories and tick the two screens
    const rights = roleForm.getByTestId('menu-rights-tree');
    await rights.waitFor();
    await rights.getByRole('button', { name: '全部收起' }).click();
    await expandTreeNode(await treeNode(page, rights, '首页'));
    await checkTreeNode(page, rights, '工作台');
    await expandTreeNode(await treeNode(page, rights, '系统管理'));
    await checkTreeNode(page, rights, '数据字典');
    // its siblings stay unchecked
    expect(await (await treeNode(page, rights, '角色管理')).getAttribute('aria-checked')).toBe('false');
    await s.shot('role form filled');
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    await page.getByTestId('form-drawer').waitFor({ state: 'hidden' });
    await findInList(page, roleName);
    await s.shot('role saved');

    // --- a user in a department, with that role
    await openFromSider(page, 'staff', 'userManagement');
    await waitForPath(page, '/home/userManagement');
    await page.locator('[data-testid="list-page"][data-resource="sysUser"]').waitFor();
    await page.getByTestId('list-add').click();
    const userForm = page.locator('[data-testid="record-form"][data-resource="sysUser"]');
    await userForm.waitFor();
    await userForm.getByTestId('form-field-username').locator('input').fill(username);
    await userForm.getByTestId('form-field-password').locator('input').fill(password);
    await userForm.getByTestId('form-field-name').locator('input').fill(personName);
    await pickOption(page, userForm.getByTestId('form-field-deptId'), deptName, { search: true });
    await pickOption(page, userForm.getByTestId('form-field-roleIds'), roleName, { search: true });
    await closeDropdown(page);
    await s.shot('user form filled');
    await page.getByTestId('form-submit').click();
    await successToast(page).first().waitFor();
    await page.getByTestId('form-drawer').waitFor({ state: 'hidden' });
    const userRow = await findInList(page, username);
    expect(await userRow.innerText()).toContain(roleName);
    expect(await userRow.innerText()).toContain(deptName);
    await s.shot('user saved');

    // --- sign out: back at the sign-in page, the stored session is gone
    await signOut(s);
    expect(await storageKeys(s)).toEqual([null, null, null]);
    await s.shot('signed out');

    // --- the new user signs in and sees only the permitted menus
    await signIn(s, username, password);
    await siderEntry(page, 'system').waitFor();
    await siderEntry(page, 'system').click(); // open the System directory
    await page.getByTestId('side-menu').locator('li[data-menu="dictionaryManage"]').waitFor();
    const entries = await siderEntries(page);
    expect(Object.keys(entries).sort()).toEqual(['dictionaryManage', 'home', 'index', 'system'].sort());
    expect(entries.system).toBe('系统管理');
    expect(entries.dictionaryManage).toBe('数据字典');
    for (const hidden of ['用户管理', '角色管理', '菜单管理', '组织机构']) expect(Object.values(entries)).not.toContain(hidden);
    await s.shot('new user sidebar');

    // the permitted screen works
    await page.getByTestId('side-menu').locator('li[data-menu="dictionaryManage"]').click();
    await waitForPath(page, '/home/dictionaryManage');
    await page.locator('[data-testid="list-page"][data-resource="SysCode"]').waitFor();
    await page.getByTestId('list-table').locator('tr.ant-table-row[data-row-id]').first().waitFor();
    expect(await page.getByTestId('list-add').count()).toBe(1); // its buttons came with the screen
    await s.shot('new user dictionary');

    // --- a forbidden screen by its URL: the 403 page, no list and no list call
    const userListCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sysUser/api/getList')) userListCalls.push(r.url());
    });
    await page.goto('/home/userManagement');
    await page.getByTestId('page-forbidden').waitFor();
    expect(await page.getByTestId('page-forbidden').innerText()).toContain('无权访问');
    expect(await page.getByTestId('list-table').count()).toBe(0);
    expect(await page.getByText(username, { exact: true }).count()).toBe(0);
    expect(userListCalls).toEqual([]);
    await s.shot('new user forbidden');

    // --- sign out; without a stored token a direct link sends to the sign-in page
    await signOut(s);
    expect(await storageKeys(s)).toEqual([null, null, null]);
    await page.goto('/home/index');
    await waitForPath(page, '/login');
    await page.getByTestId('login-form').waitFor();
    await s.shot('direct link signed out');

    s.expectNoProblems();
  },
  { shotName: 'admin-journey' },
);
