import type { EntityManager } from 'typeorm';
import type { Lang } from '../errors/error-code';
import { SysCode } from './sys-code.entity';

export interface DictItem {
  value: string;
  nameZh: string;
  nameEn: string;
}

export async function dictItems(manager: EntityManager, mark: string): Promise<DictItem[]> {
  return manager
    .createQueryBuilder(SysCode, 'c')
    .innerJoin(SysCode, 'p', 'p.id = c.parentId')
    .where('p.mark = :mark', { mark })
    .andWhere('c.enabled')
    .orderBy('c.sort')
    .addOrderBy('c.id')
    .select(['c.value AS value', 'c.nameZh AS "nameZh"', 'c.nameEn AS "nameEn"'])
    .getRawMany<DictItem>();
}

// Every dictionary's enabled items at once, by mark (the API document states them as allowed values).
export async function allDictItems(manager: EntityManager): Promise<Map<string, DictItem[]>> {
  const rows = await manager
    .createQueryBuilder(SysCode, 'c')
    .innerJoin(SysCode, 'p', 'p.id = c.parentId')
    .where('p.mark IS NOT NULL')
    .andWhere('c.value IS NOT NULL')
    .andWhere('c.enabled')
    .orderBy('p.mark')
    .addOrderBy('c.sort')
    .addOrderBy('c.id')
    .select(['p.mark AS mark', 'c.value AS value', 'c.nameZh AS "nameZh"', 'c.nameEn AS "nameEn"'])
    .getRawMany<DictItem & { mark: string }>();
  const out = new Map<string, DictItem[]>();
  for (const { mark, ...item } of rows) {
    const items = out.get(mark) ?? [];
    if (!items.length) out.set(mark, items);
    items.push(item);
  }
  return out;
}

export async function dictLabels(manager: EntityManager, mark: string, lang: Lang): Promise<Map<string, string>> {
  const items = await dictItems(manager, mark);
  return new Map(items.map((i) => [i.value, lang === 'en' ? i.nameEn : i.nameZh]));
}

// Answers the values that are not items of the dictionary.
export async function unknownDictValues(manager: EntityManager, mark: string, values: string[]): Promise<string[]> {
  if (!values.length) return [];
  const known = new Set((await dictItems(manager, mark)).map((i) => i.value));
  return values.filter((v) => !known.has(v));
}
