import type { MenuRow } from '../catalog/catalog.types';
import type { ResourceMeta } from './resource.types';

// The screen /home/<key> lists the declared resource whose menu is <key> and that can be listed.
export function findScreenResource(resources: ResourceMeta[], key: string): ResourceMeta | undefined {
  return resources.find((r) => r.menu === key && r.operations.includes('getList'));
}

// The menu row of a screen, matched by its permission key or its route (/home/<key>[/:params]).
export function findScreenMenu(menus: MenuRow[], key: string): MenuRow | undefined {
  return (
    menus.find((m) => m.menuType === 'M' && m.perms === key) ??
    menus.find((m) => m.menuType === 'M' && !!m.path && m.path.replace(/^\/home\//, '').split('/')[0] === key)
  );
}
