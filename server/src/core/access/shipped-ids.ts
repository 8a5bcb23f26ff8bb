// What a release has shipped and a later one may never take back: roles store menu ids, records store
// dictionary values. A committed snapshot (test/unit/shipped-ids.snapshot.json) lists every menu id with
// its parent, kind and permission key, and every dictionary id with its mark and item values; the
// declarations collected at seed are compared with it, so a renumbering, a reused id or a value taken
// away fails a test that names the owner of each side.

export interface ShippedMenu {
  id: number;
  parentId: number | null;
  type: string;
  perms: string;
  owner?: string;
}

export interface ShippedDictionary {
  id: number;
  mark: string;
  values: string[];
  owner?: string;
}

export interface ShippedIds {
  // [id, parentId, type, perms]
  menus: Array<[number, number | null, string, string]>;
  // [id, mark, item values]
  dictionaries: Array<[number, string, string[]]>;
}

export function snapshotOf(menus: ShippedMenu[], dictionaries: ShippedDictionary[]): ShippedIds {
  return {
    menus: [...menus].sort((a, b) => a.id - b.id).map((m) => [m.id, m.parentId, m.type, m.perms]),
    dictionaries: [...dictionaries].sort((a, b) => a.id - b.id).map((d) => [d.id, d.mark, [...d.values]]),
  };
}

const by = (owner?: string) => (owner ? ` (declared by ${owner})` : '');

// Problems of the current declarations against the snapshot: a shipped id gone, moved or reused, a shipped
// value gone, and ids the snapshot does not record yet (so every new id is recorded, once, by
// `npm run shipped-ids -- --write`, which appends and never rewrites).
export function compareWithSnapshot(snapshot: ShippedIds, menus: ShippedMenu[], dictionaries: ShippedDictionary[]): { broken: string[]; unrecorded: string[] } {
  const broken: string[] = [];
  const unrecorded: string[] = [];
  const menuById = new Map(menus.map((m) => [m.id, m]));
  const menuByPerms = new Map(menus.map((m) => [m.perms, m]));
  const shippedMenuIds = new Set<number>();
  for (const [id, parentId, type, perms] of snapshot.menus) {
    shippedMenuIds.add(id);
    const now = menuById.get(id);
    if (!now) {
      const moved = menuByPerms.get(perms);
      broken.push(moved ? `menu ${id} "${perms}" was renumbered to ${moved.id}${by(moved.owner)}` : `menu ${id} "${perms}" is shipped but no longer declared`);
      continue;
    }
    if (now.perms !== perms) {
      const moved = menuByPerms.get(perms);
      broken.push(
        `menu ${id} is shipped as "${perms}" but declared as "${now.perms}"${by(now.owner)}` + (moved ? `; "${perms}" was renumbered to ${moved.id}${by(moved.owner)}` : ''),
      );
    } else if (now.parentId !== parentId || now.type !== type) {
      broken.push(`menu ${id} "${perms}" is shipped as ${type} under ${parentId} but declared as ${now.type} under ${now.parentId}${by(now.owner)}`);
    }
  }
  for (const m of menus) if (!shippedMenuIds.has(m.id)) unrecorded.push(`menu ${m.id} "${m.perms}"${by(m.owner)}`);

  const dictById = new Map(dictionaries.map((d) => [d.id, d]));
  const dictByMark = new Map(dictionaries.map((d) => [d.mark, d]));
  const shippedDictIds = new Set<number>();
  for (const [id, mark, values] of snapshot.dictionaries) {
    shippedDictIds.add(id);
    const now = dictById.get(id);
    if (!now) {
      const moved = dictByMark.get(mark);
      broken.push(moved ? `dictionary ${id} "${mark}" was renumbered to ${moved.id}${by(moved.owner)}` : `dictionary ${id} "${mark}" is shipped but no longer declared`);
      continue;
    }
    if (now.mark !== mark) {
      broken.push(`dictionary ${id} is shipped as "${mark}" but declared as "${now.mark}"${by(now.owner)}`);
      continue;
    }
    const gone = values.filter((v) => !now.values.includes(v));
    if (gone.length) broken.push(`dictionary ${id} "${mark}" no longer declares shipped value(s) ${gone.map((v) => `'${v}'`).join(', ')}${by(now.owner)}`);
    const added = now.values.filter((v) => !values.includes(v));
    if (added.length) unrecorded.push(`dictionary ${id} "${mark}" value(s) ${added.map((v) => `'${v}'`).join(', ')}${by(now.owner)}`);
  }
  for (const d of dictionaries) if (!shippedDictIds.has(d.id)) unrecorded.push(`dictionary ${d.id} "${d.mark}"${by(d.owner)}`);
  return { broken, unrecorded };
}

// The snapshot with the unrecorded ids and values added; a shipped entry is never changed.
export function appendToSnapshot(snapshot: ShippedIds, menus: ShippedMenu[], dictionaries: ShippedDictionary[]): ShippedIds {
  const known = new Set(snapshot.menus.map(([id]) => id));
  const current = snapshotOf(menus, dictionaries);
  const outMenus = [...snapshot.menus, ...current.menus.filter(([id]) => !known.has(id))].sort((a, b) => a[0] - b[0]);
  const shippedDicts = new Map(snapshot.dictionaries.map((d) => [d[0], d]));
  const outDicts = [...snapshot.dictionaries.map(([id, mark, values]): [number, string, string[]] => {
    const now = current.dictionaries.find((d) => d[0] === id && d[1] === mark);
    return [id, mark, now ? [...values, ...now[2].filter((v) => !values.includes(v))] : values];
  }), ...current.dictionaries.filter(([id]) => !shippedDicts.has(id))].sort((a, b) => a[0] - b[0]);
  return { menus: outMenus, dictionaries: outDicts };
}

// One line per entry, so a diff of the snapshot shows exactly what a release adds.
export function formatSnapshot(s: ShippedIds): string {
  const lines = (rows: unknown[]) => rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n');
  return `{\n  "menus": [\n${lines(s.menus)}\n  ],\n  "dictionaries": [\n${lines(s.dictionaries)}\n  ]\n}\n`;
}
