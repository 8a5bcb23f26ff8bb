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
}

export type DictItems = Array<[value: string, zh: string, en: string]>;

export function dict(id: number, mark: string, zh: string, en: string, items: DictItems): DictSeed {
  return { id, mark, name: { zh, en }, items: items.map(([value, izh, ien]) => ({ value, name: { zh: izh, en: ien } })) };
}

// numbered items: [zh, en] pairs get values '1', '2', ...
export const numbered = (pairs: Array<[zh: string, en: string]>): DictItems => pairs.map(([zh, en], i) => [String(i + 1), zh, en]);
