import { directoryRows, DirectorySpec, MenuSeed, screenRows, ScreenSpec } from './menu-dsl';

// Each module declares its directories, screens and buttons beside its resources (<module>.menus.ts),
// as it declares its errors; the system module seeds what was collected. A module may place screens in
// another's directory (the dispatch reports under Finance, the leave approvals under Approvals).
const declared = new Map<string, { directories: DirectorySpec[]; screens: ScreenSpec[] }>();

// One call per owner; declaring again replaces it (test files load modules more than once).
export function defineMenus(owner: string, menus: { directories?: DirectorySpec[]; screens: ScreenSpec[] }): void {
  declared.set(owner, { directories: menus.directories ?? [], screens: menus.screens });
}

// Every declared row, by id; throws, naming both owners, when two declarations claim one id or one
// permission key, and when a screen's directory is declared by nobody.
export function shippedMenus(): MenuSeed[] {
  const rows: MenuSeed[] = [];
  for (const [owner, m] of declared) {
    for (const d of m.directories) rows.push(...directoryRows(d, owner));
    for (const s of m.screens) rows.push(...screenRows(s, owner));
  }
  checkMenus(rows);
  return rows.sort((a, b) => a.id - b.id);
}

export function checkMenus(rows: MenuSeed[]): void {
  const byId = new Map<number, MenuSeed>();
  const byPerms = new Map<string, MenuSeed>();
  for (const r of rows) {
    const sameId = byId.get(r.id);
    if (sameId) throw new Error(`menu id ${r.id} is declared by ${sameId.owner} ("${sameId.perms}") and by ${r.owner} ("${r.perms}")`);
    const samePerms = byPerms.get(r.perms);
    if (samePerms) throw new Error(`permission key "${r.perms}" is declared by ${samePerms.owner} (menu ${samePerms.id}) and by ${r.owner} (menu ${r.id})`);
    byId.set(r.id, r);
    byPerms.set(r.perms, r);
  }
  for (const r of rows) {
    if (r.parentId !== null && !byId.has(r.parentId)) throw new Error(`menu ${r.id} ("${r.perms}", declared by ${r.owner}) has no parent ${r.parentId}: no module declares that directory`);
  }
}

