import { flattenKeys } from '../catalog-bundles';
import { en } from '../locales/en';
import { zh } from '../locales/zh';

describe('static locales', () => {
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
