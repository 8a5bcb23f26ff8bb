import type { Label } from '../resource/resource.types';

// A dictionary is a parent row of sys_code with a fixed id (SPEC §9: yesOrNo 7, port 232, gender 109)
// and a mark; its items are child rows whose `value` is what records store. Ids from 300 are handed out
// one by one, whichever module declares the dictionary: a new one takes the next id above every id in
// test/unit/shipped-ids.snapshot.json.
//
// Values are numeric strings ('1', '2', ...) unless a standard code exists (currency: ISO 4217;
// nationality: ISO 3166 alpha-2; sizes) or SPEC fixes them (menuType D/M/B, deptType, fee group EXP/CA).
export interface DictSeed {
  id: number;
  mark: string;
  name: Label;
  items: Array<{ value: string; name: Label }>;
  // other modules add its items (extendDictionary): the owner keeps the dictionary, each module its items
  open?: true;
}

export type DictItems = Array<[value: string, zh: string, en: string]>;

export function dict(id: number, mark: string, zh: string, en: string, items: DictItems): DictSeed {
  return { id, mark, name: { zh, en }, items: items.map(([value, izh, ien]) => ({ value, name: { zh: izh, en: ien } })) };
}

// A dictionary whose items other modules declare (extendDictionary), as the workflow's flow types are the
// processes each module ships: its owner declares the id and the name, and none of the items.
export function openDict(id: number, mark: string, zh: string, en: string, items: DictItems = []): DictSeed {
  return { ...dict(id, mark, zh, en, items), open: true };
}

// numbered items: [zh, en] pairs get values '1', '2', ...
export const numbered = (pairs: Array<[zh: string, en: string]>): DictItems => pairs.map(([zh, en], i) => [String(i + 1), zh, en]);

// Items that are states a program tests for: each carries a name, and the dictionary gives typed
// constants from the same declaration (`DISPATCH_STATUS.cancelled === '4'`, a literal type), so TS and
// SQL name a state instead of writing its value. Values are written out: they never change once shipped.
// Keep the file that declares them free of server-only imports: the web imports the constants.
export type NamedItems = Record<string, readonly [value: string, zh: string, en: string]>;
export type StateValues<T extends NamedItems> = { readonly [K in keyof T]: T[K][0] };
export type StateOf<V> = V[keyof V];

export function named<const T extends NamedItems>(items: T): { items: DictItems; values: StateValues<T> } {
  const entries = Object.entries(items);
  const values = new Set(entries.map(([, [v]]) => v));
  if (values.size !== entries.length) throw new Error(`named dictionary items share a value: ${entries.map(([, [v]]) => v).join(', ')}`);
  return {
    items: entries.map(([, [value, zh, en]]) => [value, zh, en]),
    values: Object.freeze(Object.fromEntries(entries.map(([name, [value]]) => [name, value]))) as StateValues<T>,
  };
}

// The label of one item by its value (a state named in a refusal, a state shown beside a link); the value
// itself when unknown. `inSentence`: the English in lower case, as it reads inside a sentence.
export function itemLabel(items: DictItems, value: string, { inSentence = false } = {}): Label {
  const item = items.find(([v]) => v === value);
  if (!item) return { zh: value, en: value };
  return { zh: item[1], en: inSentence ? item[2].toLowerCase() : item[2] };
}
