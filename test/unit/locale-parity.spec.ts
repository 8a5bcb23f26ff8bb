import fs from 'node:fs';
import path from 'node:path';
import { flattenKeys } from '../../web/src/core/i18n/catalog-bundles';
import { en as coreEn } from '../../web/src/core/i18n/locales/en';
import { zh as coreZh } from '../../web/src/core/i18n/locales/zh';

// The platform's words, and each module's own (web/src/modules/<m>/<m>.locales.ts), pair by pair.
const MODULES = path.resolve(__dirname, '../../web/src/modules');
const modulePairs = fs.readdirSync(MODULES).flatMap((m) => {
  const file = path.join(MODULES, m, `${m}.locales.ts`);
  if (!fs.existsSync(file)) return [];
  const locales = Object.values(require(file) as Record<string, { zh: object; en: object }>)[0];
  return [[m, locales.zh, locales.en] as const];
});

it('finds the modules’ locales', () => {
  expect(modulePairs.map(([m]) => m)).toContain('crew');
});

describe.each([['core', coreZh, coreEn] as const, ...modulePairs])('static locales: %s', (_name, zh, en) => {
  const zhKeys = flattenKeys(zh).sort();
  const enKeys = flattenKeys(en).sort();

  it('has every zh key in en', () => {
    expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('has every en key in zh', () => {
    expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = (tree: object) => flattenKeys(tree).filter((k) => !k.split('.').reduce<any>((o, p) => o?.[p], tree));
    expect(empty(zh)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const get = (tree: object, k: string) => k.split('.').reduce<any>((o, p) => o?.[p], tree) as string;
    const differing = zhKeys.filter((k) => vars(get(zh, k)) !== vars(get(en, k)));
    expect(differing).toEqual([]);
  });
});
