import type { Label } from '../resource/resource.types';

// Menu ids are stable numbers because roles store them and the web checks them (SPEC §6).
// A directory d (1..99) has id d; a screen in it has id d*1000 + n*10 (n from 1, its place in the
// directory); a screen's buttons take the next nine ids: +1 add, +2 edit, +3 delete, +4 export, then its
// extra buttons in order from +5. A declaration names every screen's id, so moving a declaration from
// one file to another, or one module to another, can never renumber it.
export type MenuType = 'D' | 'M' | 'B';

// A group the sidebar shows a screen in instead of its directory (SPEC §2 "... finance and reports"):
// decided here, once, on the declaration (REPORT below), since a shipped screen never moves to another
// directory: its id, parent and the rights roles hold stay as they are. The group is the directory whose
// permission key it names (the system module declares directory 13, reports).
export type MenuGroup = 'reports';

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
  group?: MenuGroup;
  owner: string; // the module (or layer) that declared it, named when two declarations collide
}

export interface DirectorySpec {
  id: number;
  key: string;
  name: Label;
  icon: string; // an @ant-design/icons name, e.g. TeamOutlined
}

export interface ScreenSpec {
  id: number;
  key: string; // the route name of SPEC §2, e.g. userManagement
  name: Label;
  path?: string; // route pattern when it has parameters, e.g. boatUserInfoEditForm/:id
  hidden?: boolean; // reached from another screen, not shown in the sidebar
  standard?: Array<'add' | 'edit' | 'delete' | 'export'>; // default: all four
  extra?: Array<{ key: string; name: Label }>; // up to five more buttons
  grantWith?: string; // see MenuSeed.grantWith
  group?: MenuGroup;
}

export const STANDARD: Record<'add' | 'edit' | 'delete' | 'export', { offset: number; name: Label }> = {
  add: { offset: 1, name: { zh: '新增', en: 'Add' } },
  edit: { offset: 2, name: { zh: '修改', en: 'Edit' } },
  delete: { offset: 3, name: { zh: '删除', en: 'Delete' } },
  export: { offset: 4, name: { zh: '导出', en: 'Export' } },
};

export function directory(id: number, key: string, zh: string, en: string, icon: string): DirectorySpec {
  return { id, key, name: { zh, en }, icon };
}

export function screen(id: number, key: string, zh: string, en: string, more: Omit<ScreenSpec, 'id' | 'key' | 'name'> = {}): ScreenSpec {
  return { id, key, name: { zh, en }, ...more };
}

export const button = (key: string, zh: string, en: string): { key: string; name: Label } => ({ key, name: { zh, en } });

// buttons several modules' screens carry
export const SUBMIT = button('submit', '提交', 'Submit');
export const APPROVE = button('approve', '同意', 'Approve');
export const REJECT = button('reject', '驳回', 'Reject');
export const CANCEL = button('cancel', '取消', 'Cancel');
export const CLOSE = button('close', '关闭', 'Close');
export const FINISH = button('finish', '完成', 'Finish');
export const PAY = button('pay', '支付', 'Pay');
export const SETTLE = button('settle', '结算', 'Settle');

type Std = Array<'add' | 'edit' | 'delete' | 'export'>;
// lists read and exported only (accounts payable, the on-board insurance list)
export const READ_EXPORT: { standard: Std } = { standard: ['export'] };
// reports: read and export only, and shown in the sidebar's Reports group rather than their directory
export const REPORT: { standard: Std; group: MenuGroup } = { ...READ_EXPORT, group: 'reports' };
export const READ_ONLY: { standard: Std } = { standard: [] };

export function directoryRows(d: DirectorySpec, owner: string): MenuSeed[] {
  if (!Number.isInteger(d.id) || d.id < 1 || d.id > 99) throw new Error(`${owner}: directory ${d.key} has id ${d.id}, outside 1..99`);
  return [{ id: d.id, parentId: null, type: 'D', perms: d.key, name: d.name, path: null, icon: d.icon, sort: d.id, visible: true, owner }];
}

export function screenRows(s: ScreenSpec, owner: string): MenuSeed[] {
  const n = (s.id % 1000) / 10;
  if (!Number.isInteger(n) || n < 1 || s.id < 1000) throw new Error(`${owner}: screen ${s.key} has id ${s.id}, not d*1000 + n*10 with n in 1..99`);
  const rows: MenuSeed[] = [
    {
      id: s.id,
      parentId: Math.floor(s.id / 1000),
      type: 'M',
      perms: s.key,
      name: s.name,
      path: `/home/${s.path ?? s.key}`,
      icon: null,
      sort: n,
      visible: !s.hidden,
      ...(s.grantWith ? { grantWith: s.grantWith } : {}),
      ...(s.group ? { group: s.group } : {}),
      owner,
    },
  ];
  for (const b of s.standard ?? (['add', 'edit', 'delete', 'export'] as const)) {
    const { offset, name } = STANDARD[b];
    rows.push({ id: s.id + offset, parentId: s.id, type: 'B', perms: `${s.key}:${b}`, name, path: null, icon: null, sort: offset, visible: true, owner });
  }
  (s.extra ?? []).forEach((b, j) => {
    if (j > 4) throw new Error(`${owner}: screen ${s.key} has more than five extra buttons`);
    rows.push({ id: s.id + 5 + j, parentId: s.id, type: 'B', perms: `${s.key}:${b.key}`, name: b.name, path: null, icon: null, sort: 5 + j, visible: true, owner });
  });
  return rows;
}
