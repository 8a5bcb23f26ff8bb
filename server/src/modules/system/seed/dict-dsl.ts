import type { Label } from '../../../core/resource/resource.types';

// A dictionary is a parent row of sys_code with a fixed id (SPEC §9: yesOrNo 7, port 232, gender 109)
// and a mark; its items are child rows whose `value` is what records store.
export interface DictSeed {
  id: number;
  mark: string;
  name: Label;
  items: Array<{ value: string; name: Label }>;
}

export function dict(id: number, mark: string, zh: string, en: string, items: Array<[value: string, zh: string, en: string]>): DictSeed {
  return { id, mark, name: { zh, en }, items: items.map(([value, izh, ien]) => ({ value, name: { zh: izh, en: ien } })) };
}
