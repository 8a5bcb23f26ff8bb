import type { Label } from '../../../core/resource/resource.types';

// Menu ids are stable numbers because roles store them and the web checks them (SPEC §6).
// A directory d has id d; its n-th screen (from 1) has id d*1000 + n*10; a screen's buttons take the
// next nine ids: +1 add, +2 edit, +3 delete, +4 export, then its extra buttons in order from +5.
export type MenuType = 'D' | 'M' | 'B';

export interface MenuSeed {
  id: number;
  parentId: number | null;
  type: MenuType;
  perms: string; // the permission key resources and the web ask for, e.g. userManagement:add
  name: Label;
  path: string | null; // route under /home for screens
  icon: string | null;
  sort: number;
  visible: boolean;
  // a screen added after roles were made: granted, when it first appears, to every role holding this
  // screen (so "Started by me" reaches everyone who has "Done"); a role it is later taken from stays so
  grantWith?: string;
}

export interface ScreenSpec {
  key: string; // the route name of SPEC §2, e.g. userManagement
  name: Label;
  path?: string; // route pattern when it has parameters, e.g. boatUserInfoEditForm/:id
  hidden?: boolean; // reached from another screen, not shown in the sidebar
  standard?: Array<'add' | 'edit' | 'delete' | 'export'>; // default: all four
  extra?: Array<{ key: string; name: Label }>; // up to five more buttons
  grantWith?: string; // see MenuSeed.grantWith
}

const STANDARD: Record<'add' | 'edit' | 'delete' | 'export', { offset: number; name: Label }> = {
  add: { offset: 1, name: { zh: '新增', en: 'Add' } },
  edit: { offset: 2, name: { zh: '修改', en: 'Edit' } },
  delete: { offset: 3, name: { zh: '删除', en: 'Delete' } },
  export: { offset: 4, name: { zh: '导出', en: 'Export' } },
};

export function screen(key: string, zh: string, en: string, more: Omit<ScreenSpec, 'key' | 'name'> = {}): ScreenSpec {
  return { key, name: { zh, en }, ...more };
}

export function directory(id: number, key: string, zh: string, en: string, icon: string, screens: ScreenSpec[]): MenuSeed[] {
  const rows: MenuSeed[] = [
    { id, parentId: null, type: 'D', perms: key, name: { zh, en }, path: null, icon, sort: id, visible: true },
  ];
  screens.forEach((s, i) => {
    const screenId = id * 1000 + (i + 1) * 10;
    if (i + 1 > 99) throw new Error(`directory ${key} has more than 99 screens`);
    rows.push({
      id: screenId,
      parentId: id,
      type: 'M',
      perms: s.key,
      name: s.name,
      path: `/home/${s.path ?? s.key}`,
      icon: null,
      sort: i + 1,
      visible: !s.hidden,
      ...(s.grantWith ? { grantWith: s.grantWith } : {}),
    });
    for (const b of s.standard ?? (['add', 'edit', 'delete', 'export'] as const)) {
      const { offset, name } = STANDARD[b];
      rows.push({ id: screenId + offset, parentId: screenId, type: 'B', perms: `${s.key}:${b}`, name, path: null, icon: null, sort: offset, visible: true });
    }
    (s.extra ?? []).forEach((b, j) => {
      if (j > 4) throw new Error(`screen ${s.key} has more than five extra buttons`);
      rows.push({ id: screenId + 5 + j, parentId: screenId, type: 'B', perms: `${s.key}:${b.key}`, name: b.name, path: null, icon: null, sort: 5 + j, visible: true });
    });
  });
  return rows;
}
