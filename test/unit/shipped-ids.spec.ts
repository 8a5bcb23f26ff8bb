import fs from 'node:fs';
import path from 'node:path';
import { compareWithSnapshot, ShippedDictionary, ShippedIds, ShippedMenu } from '../../server/src/core/access/shipped-ids';
import { checkMenus, shippedMenus } from '../../server/src/core/access/menu-declarations';
import { directoryRows, screen, screenRows } from '../../server/src/core/access/menu-dsl';
import { dict } from '../../server/src/core/dictionary/dict-dsl';
import { checkDictionaries, shippedDictionaries } from '../../server/src/core/dictionary/dictionary-declarations';
// every module, as the application loads them: each declares its menus and dictionaries on import
import '../../server/src/app.module';

// Issue 20 §3: shipped menu ids (roles store them) and dictionary ids and values (records store them)
// never change, whichever module declares them. The snapshot was written from the seed before any
// declaration moved; a new id is recorded with `npm run shipped-ids -- --write`, which only appends.
const SNAPSHOT: ShippedIds = JSON.parse(fs.readFileSync(path.join(__dirname, 'shipped-ids.snapshot.json'), 'utf8'));

const menus = (): ShippedMenu[] => shippedMenus();
const dictionaries = (): ShippedDictionary[] => shippedDictionaries().map((d) => ({ id: d.id, mark: d.mark, values: d.items.map((i) => i.value), owner: d.owner }));

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

  it('refuses two declarations of one id or one permission key, naming both owners', () => {
    const rows = shippedMenus();
    expect(() => checkMenus([...rows, ...screenRows(screen(2010, 'crewInsurance', '保险', 'Insurance'), 'insurance')])).toThrow(
      'menu id 2010 is declared by crew ("boatUserInfoAdd") and by insurance ("crewInsurance")',
    );
    expect(() => checkMenus([...rows, ...screenRows(screen(2230, 'boatUserInfoAdd', '新增船员', 'Add seafarer'), 'insurance')])).toThrow(
      'permission key "boatUserInfoAdd" is declared by crew (menu 2010) and by insurance (menu 2230)',
    );
    // a button of a new screen landing on another screen's button id is a collision too
    expect(() => checkMenus([...rows, ...directoryRows({ id: 3, key: 'dispatch2', name: { zh: '派', en: 'D' }, icon: 'SendOutlined' }, 'finance')])).toThrow(
      'menu id 3 is declared by dispatch ("dispatch") and by finance ("dispatch2")',
    );
    const dicts = shippedDictionaries();
    expect(() => checkDictionaries([...dicts, { ...dict(300, 'policyKind', '保单类型', 'Policy kind', [['1', '一', 'One']]), owner: 'insurance' }])).toThrow(
      'dictionary id 300 is declared by crew ("duty") and by insurance ("policyKind")',
    );
    expect(() => checkDictionaries([...dicts, { ...dict(9382, 'flowType', '流程', 'Flow', [['1', '一', 'One']]), owner: 'hr' }])).toThrow(
      'dictionary "flowType" is declared by workflow (id 361) and by hr (id 9382)',
    );
    expect(() => screenRows(screen(2015, 'x', 'x', 'x'), 'crew')).toThrow('crew: screen x has id 2015, not d*1000 + n*10 with n in 1..99');
  });

  it('asks for a new id or value to be recorded', () => {
    const added = [...menus(), { id: 14, parentId: null, type: 'D', perms: 'planning', owner: 'system' }];
    expect(compareWithSnapshot(SNAPSHOT, added, dictionaries()).unrecorded).toEqual(['menu 14 "planning" (declared by system)']);
  });
});
