import fs from 'node:fs';
import path from 'node:path';
import { compareWithSnapshot, ShippedDictionary, ShippedIds, ShippedMenu } from '../../server/src/core/access/shipped-ids';
import { DICTIONARIES } from '../../server/src/modules/system/seed/dictionaries';
import { MENU_TREE } from '../../server/src/modules/system/seed/menu-tree';

// Issue 20 §3: shipped menu ids (roles store them) and dictionary ids and values (records store them)
// never change, whichever module declares them. The snapshot was written from the seed before any
// declaration moved; a new id is recorded with `npm run shipped-ids -- --write`, which only appends.
const SNAPSHOT: ShippedIds = JSON.parse(fs.readFileSync(path.join(__dirname, 'shipped-ids.snapshot.json'), 'utf8'));

const menus = (): ShippedMenu[] => MENU_TREE.map((m) => ({ id: m.id, parentId: m.parentId, type: m.type, perms: m.perms, owner: 'menu-tree' }));
const dictionaries = (): ShippedDictionary[] => DICTIONARIES.map((d) => ({ id: d.id, mark: d.mark, values: d.items.map((i) => i.value), owner: 'dictionaries' }));

describe('shipped menu and dictionary ids', () => {
  it('every shipped id, parent, kind, permission key and value is still declared, and every declared one is recorded', () => {
    expect(SNAPSHOT.menus.length).toBeGreaterThan(500); // the snapshot was read at all
    expect(compareWithSnapshot(SNAPSHOT, menus(), dictionaries())).toEqual({ broken: [], unrecorded: [] });
  });

  it('names a renumbered screen, a reused id and the owners of both', () => {
    // a screen inserted before boatUserInfoAdd: every screen after it moves by ten
    const shifted = menus().map((m) => (m.parentId === 2 || m.id === 2010 ? { ...m, id: m.id + 10, owner: 'crew' } : m));
    const { broken } = compareWithSnapshot(SNAPSHOT, shifted, dictionaries());
    expect(broken).toContain('menu 2010 "boatUserInfoAdd" was renumbered to 2020 (declared by crew)');
    expect(broken).toContain('menu 2020 is shipped as "boatUserInfoAddSecond" but declared as "boatUserInfoAdd" (declared by crew); "boatUserInfoAddSecond" was renumbered to 2030 (declared by crew)');
  });

  it('names a dictionary renumbered or losing a value', () => {
    const changed = dictionaries().map((d) => (d.mark === 'duty' ? { ...d, id: 999, owner: 'crew' } : d.mark === 'gender' ? { ...d, values: ['1'], owner: 'crew' } : d));
    const { broken } = compareWithSnapshot(SNAPSHOT, menus(), changed);
    expect(broken).toEqual(['dictionary 109 "gender" no longer declares shipped value(s) \'2\' (declared by crew)', 'dictionary 300 "duty" was renumbered to 999 (declared by crew)']);
  });

  it('asks for a new id or value to be recorded', () => {
    const added = [...menus(), { id: 13, parentId: null, type: 'D', perms: 'reports', owner: 'system' }];
    expect(compareWithSnapshot(SNAPSHOT, added, dictionaries()).unrecorded).toEqual(['menu 13 "reports" (declared by system)']);
  });
});
