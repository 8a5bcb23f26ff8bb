import { DataSource } from 'typeorm';
import { newRole, newUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 11 §5 (SPEC: SysMenu CRUD): the administrator adds directories, screens and buttons in their
// place, edits any menu, and deletes only what was added and has nothing under it.
describe('menu management', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t?.close());

  const add = (body: object, token = admin) => t.call('SysMenu', 'insert', { nameZh: '测试', nameEn: 'Test', ...body }, token);

  it('adds in place, refuses a wrong place or key, and deletes only added leaves', async () => {
    const key = uniq('dir').replace(/[^\w]/g, '');
    const dir = await add({ menuType: 'D', perms: key });
    expect(dir.status).toBe(200);
    const dirId = dir.body.list[0].id;
    expect(dirId).toBeGreaterThanOrEqual(100_000);
    const screen = await add({ menuType: 'M', perms: `${key}Screen`, parentId: dirId });
    expect(screen.body.list[0]).toMatchObject({ path: `/home/${key}Screen`, parentId: dirId });
    const button = await add({ menuType: 'B', perms: `${key}Screen:approve`, parentId: screen.body.list[0].id });
    expect(button.status).toBe(200);

    // a button in a directory, a screen at the top, a key with a space, the same key twice
    expect((await add({ menuType: 'B', perms: `${key}:x`, parentId: dirId })).body.error).toBe('system.menuPlace');
    expect((await add({ menuType: 'M', perms: `${key}Top` })).body.error).toBe('system.menuPlace');
    expect((await add({ menuType: 'D', perms: 'has space' })).body.error).toBe('system.menuPerms');
    expect((await add({ menuType: 'D', perms: key })).status).toBe(409);

    // a role holding the button loses it with the button
    const pg = t.app.get(DataSource);
    const roleId = await newRole(t, { perms: [`${key}Screen:approve`] });
    expect(await pg.query('SELECT 1 FROM sys_role_menu WHERE role_id = $1', [roleId])).toHaveLength(1);
    expect((await t.call('SysMenu', 'delete', { id: dirId }, admin)).body.error).toBe('system.menuHasChildren');
    expect((await t.call('SysMenu', 'delete', { id: button.body.list[0].id }, admin)).status).toBe(200);
    expect(await pg.query('SELECT 1 FROM sys_role_menu WHERE role_id = $1', [roleId])).toEqual([]);
    // shipped menus are hidden, not deleted
    const [{ id: shipped }] = await pg.query(`SELECT id FROM sys_menu WHERE perms = 'auditLog'`);
    expect((await t.call('SysMenu', 'delete', { id: shipped }, admin)).body.error).toBe('system.menuShipped');
    expect((await t.call('SysMenu', 'update', { id: shipped, nameEn: 'Audit trail', version: undefined }, admin)).status).toBe(200);

    // someone with the screen but not its add right may not add
    const viewer = await newUser(t, { perms: ['menuManage'] });
    expect((await add({ menuType: 'D', perms: `${key}Other` }, viewer.token)).status).toBe(403);
  });

  // Issue 20 §3: SPEC §2's reports group, decided on the declarations (REPORT in core/access/menu-dsl.ts)
  it('answers the Reports directory and the group of each report screen, which keeps its own id and parent', async () => {
    const menus = (await t.call('SysMenu', 'getTree', {}, admin)).body.list as Array<{ id: number; parentId: number | null; perms: string; group: string | null }>;
    const of = (perms: string) => menus.find((m) => m.perms === perms);
    expect(of('reports')).toMatchObject({ id: 13, parentId: null, group: null });
    expect(of('boatDispatchReportForms')).toMatchObject({ id: 3080, parentId: 3, group: 'reports' });
    expect(of('vacationReportTable')).toMatchObject({ id: 9240, parentId: 9, group: 'reports' });
    expect(of('boatDispatchPlan')).toMatchObject({ id: 3010, group: null });
    expect(of('boatDispatchReportForms:export')).toMatchObject({ id: 3084, group: null });
  });
});
