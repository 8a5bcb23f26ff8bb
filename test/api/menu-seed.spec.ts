import { DataSource } from 'typeorm';
import { SeedService } from '../../server/src/modules/system/seed/seed.service';
import { newRole } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// A screen shipped after roles were made (issue 11 §2: "Started by me") reaches the roles that hold its
// companion ("Done") when it first appears, once: a role it is later taken from keeps it taken.
describe('menus added by a later release', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const holds = async (roleId: number) =>
    (await ds.query(`SELECT 1 FROM sys_role_menu rm JOIN sys_menu m ON m.id = rm.menu_id WHERE rm.role_id = $1 AND m.perms = 'myStarted'`, [roleId])).length > 0;

  it('grants a new screen with its companion once, and never again after it is taken away', async () => {
    const withDone = await newRole(t, { perms: ['alreadyDone'] });
    const without = await newRole(t, { perms: ['myAgency'] });
    // as before the release that added the screen
    const [{ id }] = await ds.query(`SELECT id FROM sys_menu WHERE perms = 'myStarted'`);
    await ds.query('DELETE FROM sys_role_menu WHERE menu_id = $1', [id]);
    await ds.query('DELETE FROM sys_menu WHERE id = $1', [id]);

    await t.app.get(SeedService).onModuleInit();
    expect([await holds(withDone), await holds(without)]).toEqual([true, false]);

    // the administrator takes it from the role; the next start leaves it so
    await ds.query('DELETE FROM sys_role_menu WHERE role_id = $1 AND menu_id = $2', [withDone, id]);
    await t.app.get(SeedService).onModuleInit();
    expect(await holds(withDone)).toBe(false);
  });
});
