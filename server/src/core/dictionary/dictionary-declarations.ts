import type { DictItems, DictSeed } from './dict-dsl';

// Each module declares its dictionaries beside its resources (<module>.dictionaries.ts), as it declares
// its errors and menus; the system module seeds what was collected. Shipped ids and item values never
// change: records store the values (test/unit/shipped-ids.spec.ts).
const declared = new Map<string, DictSeed[]>();
// items modules add to open dictionaries, by owner and mark
const extensions = new Map<string, Extension>();

export interface Extension {
  owner: string;
  mark: string;
  from: number;
  items: DictItems;
}

// One call per owner; declaring again replaces it (test files load modules more than once).
export function defineDictionaries<const T extends DictSeed[]>(owner: string, dictionaries: T): T {
  declared.set(owner, dictionaries);
  return dictionaries;
}

// Items a module adds to a dictionary another owner declares open (openDict: the workflow's flowType, an
// item per process a module ships). `from` is the place (sort) of the first item, the next ones follow:
// like the values, places never change once shipped, and a module adding items takes the next free place.
// The places, not the order in which modules load, keep the items' order and so the rows seeded. One call
// per owner and dictionary; declaring again replaces it.
export function extendDictionary(owner: string, mark: string, from: number, items: DictItems): void {
  extensions.set(`${owner}\u0000${mark}`, { owner, mark, from, items });
}

export interface DeclaredDictionary extends DictSeed {
  owner: string;
}

// Every declared dictionary, by id, an open one with the items modules add to it in place order; throws,
// naming both owners, when two claim one id, one mark, one value or one place.
export function shippedDictionaries(): DeclaredDictionary[] {
  const all: DeclaredDictionary[] = [];
  for (const [owner, list] of declared) for (const d of list) all.push({ ...d, owner });
  const merged = withExtensions(all, [...extensions.values()]);
  checkDictionaries(merged);
  return merged.sort((a, b) => a.id - b.id);
}

// The open dictionaries with their added items: the owner's own at places 0, 1, ..., each module's from
// the place it declares.
export function withExtensions(all: DeclaredDictionary[], added: Extension[]): DeclaredDictionary[] {
  const byMark = new Map(all.map((d) => [d.mark, d]));
  const placed = new Map<string, Array<{ at: number; owner: string; item: DictSeed['items'][number] }>>();
  for (const x of added) {
    const d = byMark.get(x.mark);
    if (!d) throw new Error(`${x.owner} adds items to dictionary "${x.mark}", which nobody declares`);
    if (!d.open) throw new Error(`${x.owner} adds items to dictionary "${x.mark}", which ${d.owner} does not declare open`);
    const list = placed.get(d.mark) ?? d.items.map((item, at) => ({ at, owner: d.owner, item }));
    for (const [i, [value, zh, en]] of x.items.entries()) list.push({ at: x.from + i, owner: x.owner, item: { value, name: { zh, en } } });
    placed.set(d.mark, list);
  }
  return all.map((d) => {
    const list = placed.get(d.mark);
    if (!list) return d;
    list.sort((a, b) => a.at - b.at);
    for (const [i, x] of list.entries()) {
      const prev = list[i - 1];
      if (prev?.at === x.at) throw new Error(`dictionary "${d.mark}" has place ${x.at} taken by ${prev.owner} ("${prev.item.value}") and by ${x.owner} ("${x.item.value}")`);
      const same = list.slice(0, i).find((y) => y.item.value === x.item.value);
      if (same) throw new Error(`dictionary "${d.mark}" has the value "${x.item.value}" from ${same.owner} and from ${x.owner}`);
    }
    return { ...d, items: list.map((x) => x.item) };
  });
}

export function checkDictionaries(all: DeclaredDictionary[]): void {
  const byId = new Map<number, DeclaredDictionary>();
  const byMark = new Map<string, DeclaredDictionary>();
  for (const d of all) {
    const sameId = byId.get(d.id);
    if (sameId) throw new Error(`dictionary id ${d.id} is declared by ${sameId.owner} ("${sameId.mark}") and by ${d.owner} ("${d.mark}")`);
    const sameMark = byMark.get(d.mark);
    if (sameMark) throw new Error(`dictionary "${d.mark}" is declared by ${sameMark.owner} (id ${sameMark.id}) and by ${d.owner} (id ${d.id})`);
    if (!d.items.length) throw new Error(`dictionary "${d.mark}" (declared by ${d.owner}) has no items`);
    const values = new Set<string>();
    for (const it of d.items) {
      if (values.has(it.value)) throw new Error(`dictionary "${d.mark}" (declared by ${d.owner}) has the value "${it.value}" twice`);
      values.add(it.value);
    }
    byId.set(d.id, d);
    byMark.set(d.mark, d);
  }
}
