import type { MenuRow } from '../../catalog/catalog.types';
import { findScreenMenu, findScreenResource } from '../resource-lookup';
import type { ResourceMeta } from '../resource.types';

const meta = (name: string, menu: string | undefined, operations: string[]): ResourceMeta =>
  ({ name, label: { zh: name, en: name }, menu, fields: {}, operations, access: {}, actions: [] }) as ResourceMeta;

describe('screen lookup', () => {
  const resources = [meta('SysUserRole', 'userManagement', ['update']), meta('sysUser', 'userManagement', ['getList', 'insert']), meta('Meta', undefined, ['getResources'])];

  it('picks the listable resource declared for the menu key', () => {
    expect(findScreenResource(resources, 'userManagement')?.name).toBe('sysUser');
    expect(findScreenResource(resources, 'boatDispatchPlan')).toBeUndefined();
  });

  it('finds a screen by permission key or by its parameterised route', () => {
    const menus = [
      { id: 2010, parentId: 2, menuType: 'M', perms: 'boatUserInfoEditForm', path: '/home/boatUserInfoEditForm/:id' },
      { id: 2011, parentId: 2010, menuType: 'B', perms: 'boatUserInfoEditForm:edit', path: null },
    ] as MenuRow[];
    expect(findScreenMenu(menus, 'boatUserInfoEditForm')?.id).toBe(2010);
    expect(findScreenMenu(menus, 'nothing')).toBeUndefined();
  });
});
