import type { DictSeed } from './dict-dsl';

// Each module declares its dictionaries beside its resources (<module>.dictionaries.ts), as it declares
// its errors and menus; the system module seeds what was collected. Shipped ids and item values never
// change: records store the values (test/unit/shipped-ids.spec.ts).
const declared = new Map<string, DictSeed[]>();

// One call per owner; declaring again replaces it (test files load modules more than once).
export function defineDictionaries<const T extends DictSeed[]>(owner: string, dictionaries: T): T {
  declared.set(owner, dictionaries);
  return dictionaries;
}

export interface DeclaredDictionary extends DictSeed {
  owner: string;
}

// Every declared dictionary, by id; throws, naming both owners, when two claim one id or one mark.
export function shippedDictionaries(): DeclaredDictionary[] {
  const all: DeclaredDictionary[] = [];
  for (const [owner, list] of declared) for (const d of list) all.push({ ...d, owner });
  checkDictionaries(all);
  return all.sort((a, b) => a.id - b.id);
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
