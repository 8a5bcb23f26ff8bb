import { can, type Grant } from '../../core/access/can';
import type { MenuRow } from '../../core/catalog/catalog.types';

export interface SideItem {
  id: number;
  perms: string;
  icon: string | null;
  path: string | null; // screens only
  children?: SideItem[];
}


// The sidebar: directories and visible screens the user can() see; buttons are permissions only,
// screens reached with parameters (…/:id) open from other screens, and empty directories disappear.
// `built`, when given, hides screens whose module is not built yet (issue 11 §5: users other than the
// administrator see only what works; the administrator sees the whole plan).
// A screen whose declaration names a group (SPEC §2's reports) shows under the directory with that
// permission key instead of its own; its id, parent and rights stay where they are. Without such a
// directory it stays in its own.
export function buildSideMenu(rows: MenuRow[], grant: Grant | null, built?: (perms: string) => boolean): SideItem[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const directoryOf = new Map(rows.filter((r) => r.menuType === 'D').map((r) => [r.perms, r.id]));
  const placeOf = (r: MenuRow): number | null => (r.menuType === 'M' && r.group && directoryOf.has(r.group) ? directoryOf.get(r.group)! : (r.parentId ?? null));
  // in a group, screens keep the order of their directories, then their own
  const key = (r: MenuRow) => [byId.get(r.parentId ?? -1)?.sort ?? 0, r.sort, r.id];
  const bySort = (a: MenuRow, b: MenuRow) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  const children = new Map<number | null, MenuRow[]>();
  for (const r of rows) {
    const list = children.get(placeOf(r)) ?? [];
    list.push(r);
    children.set(placeOf(r), list);
  }
  const walk = (parentId: number | null, depth: number): SideItem[] => {
    if (depth > 10) return [];
    const out: SideItem[] = [];
    for (const r of (children.get(parentId) ?? []).slice().sort(bySort)) {
      if (r.menuType === 'D') {
        const kids = walk(r.id, depth + 1);
        if (kids.length) out.push({ id: r.id, perms: r.perms, icon: r.icon, path: null, children: kids });
      } else if (r.menuType === 'M' && r.visible && r.path && !r.path.includes(':') && can(grant, r.id) && (!built || built(r.perms))) {
        out.push({ id: r.id, perms: r.perms, icon: r.icon, path: r.path });
      }
    }
    return out;
  };
  return walk(null, 0);
}

// The directory keys to open for the current route, so a deep link shows its place in the menu.
export function openKeysFor(items: SideItem[], pathname: string): string[] {
  for (const it of items) {
    if (!it.children) continue;
    if (it.children.some((c) => c.path && pathname.startsWith(c.path))) return [`dir-${it.id}`];
    const deeper = openKeysFor(it.children, pathname);
    if (deeper.length) return [`dir-${it.id}`, ...deeper];
  }
  return [];
}
