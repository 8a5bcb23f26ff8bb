import type { MenuRow } from '../../core/catalog/catalog.types';
import { buildSideMenu, openKeysFor } from '../layout/menu-tree';

const row = (id: number, parentId: number | null, menuType: MenuRow['menuType'], perms: string, extra: Partial<MenuRow> = {}): MenuRow => ({
  id,
  parentId,
  menuType,
  perms,
  nameZh: perms,
  nameEn: perms,
  path: menuType === 'M' ? `/home/${perms}` : null,
  icon: null,
  sort: id,
  visible: true,
  ...extra,
});

const rows: MenuRow[] = [
  row(9, null, 'D', 'system'),
  row(9010, 9, 'M', 'userManagement'),
  row(9011, 9010, 'B', 'userManagement:add'),
  row(9020, 9, 'M', 'roleManage'),
  row(9030, 9, 'M', 'hiddenScreen', { visible: false }),
  row(9040, 9, 'M', 'editForm', { path: '/home/editForm/:id' }),
  row(1, null, 'D', 'crew'),
  row(1010, 1, 'M', 'boatUserInfoAdd'),
];

describe('sidebar menu', () => {
  it('shows every visible screen to the administrator, without buttons, hidden or parameterised screens', () => {
    const tree = buildSideMenu(rows, { roleIdList: [1], menuIdList: [] });
    expect(tree.map((d) => d.perms)).toEqual(['crew', 'system']);
    expect(tree[1].children!.map((s) => s.perms)).toEqual(['userManagement', 'roleManage']);
  });

  it('hides screens of modules not built yet, and a directory left empty by them', () => {
    const built = (perms: string) => perms !== 'boatUserInfoAdd' && perms !== 'roleManage';
    const tree = buildSideMenu(rows, { roleIdList: [7], menuIdList: [9010, 9020, 1010] }, built);
    expect(tree.map((d) => d.perms)).toEqual(['system']);
    expect(tree[0].children!.map((s) => s.perms)).toEqual(['userManagement']);
  });

  it('keeps only granted screens and drops directories left empty', () => {
    const tree = buildSideMenu(rows, { roleIdList: [7], menuIdList: [9020] });
    expect(tree).toHaveLength(1);
    expect(tree[0].children!.map((s) => s.perms)).toEqual(['roleManage']);
  });

  it('opens the directory of the current screen', () => {
    const tree = buildSideMenu(rows, { roleIdList: [1], menuIdList: [] });
    expect(openKeysFor(tree, '/home/roleManage')).toEqual(['dir-9']);
  });

  it('shows the screens a declaration groups as reports under Reports, in their directories\' order, and nowhere else', () => {
    const withReports = [
      ...rows,
      row(1020, 1, 'M', 'crewReport', { group: 'reports' }),
      row(9050, 9, 'M', 'staffReport', { group: 'reports' }),
      row(9060, 9, 'M', 'draftReport', { group: 'reports', visible: false }),
      row(13, null, 'D', 'reports'),
    ];
    const tree = buildSideMenu(withReports, { roleIdList: [7], menuIdList: [1010, 1020, 9050, 9060, 9020] });
    expect(tree.map((d) => [d.perms, d.children!.map((s) => s.perms)])).toEqual([
      ['crew', ['boatUserInfoAdd']],
      ['system', ['roleManage']],
      ['reports', ['crewReport', 'staffReport']],
    ]);
    expect(openKeysFor(tree, '/home/staffReport')).toEqual(['dir-13']);
    // rights still decide: a report the role lacks is not shown
    expect(buildSideMenu(withReports, { roleIdList: [7], menuIdList: [9050] }).map((d) => [d.perms, d.children!.map((s) => s.perms)])).toEqual([['reports', ['staffReport']]]);
    // without a Reports directory the screens stay in their own
    const without = buildSideMenu(withReports.filter((r) => r.perms !== 'reports'), { roleIdList: [1], menuIdList: [] });
    expect(without.map((d) => [d.perms, d.children!.map((s) => s.perms)])).toEqual([
      ['crew', ['boatUserInfoAdd', 'crewReport']],
      ['system', ['userManagement', 'roleManage', 'staffReport']],
    ]);
  });
});
