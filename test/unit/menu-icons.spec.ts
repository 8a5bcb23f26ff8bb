import fs from 'node:fs';
import path from 'node:path';
import { shippedMenus } from '../../server/src/core/access/menu-declarations';
import '../../server/src/app.module';

// Issue 20 §3: a menu declaration names its icon and the web resolves it from @ant-design/icons with no
// list of its own (web/src/app/layout/MenuIcon.tsx globs the package's outlined icons), so a misspelt
// name would quietly show the fallback: every declared name must be a file that glob finds.
const ICONS = path.resolve(__dirname, '../../node_modules/@ant-design/icons/es/icons');

describe('menu icons', () => {
  it('every icon a declaration names is an outlined icon of @ant-design/icons', () => {
    const named = shippedMenus().filter((m) => m.icon);
    expect(named.length).toBeGreaterThanOrEqual(13); // one per directory at least
    const missing = named.filter((m) => !m.icon!.endsWith('Outlined') || !fs.existsSync(path.join(ICONS, `${m.icon}.js`))).map((m) => `${m.owner}: ${m.perms} names ${m.icon}`);
    expect(missing).toEqual([]);
  });

  it('a misspelt name is caught', () => {
    expect(fs.existsSync(path.join(ICONS, 'TeamOutlined.js'))).toBe(true);
    expect(fs.existsSync(path.join(ICONS, 'TeemOutlined.js'))).toBe(false);
  });
});
