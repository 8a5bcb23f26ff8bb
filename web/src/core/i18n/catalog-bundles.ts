import type { ResourceMeta } from '../resource/resource.types';
import { safeKey } from './enum-key';

export type Lang = 'zh' | 'en';
export const LANGS: Lang[] = ['zh', 'en'];

export interface CodeRow {
  mark: string;
  value: string;
  nameZh: string;
  nameEn: string;
}

export interface MenuLabelRow {
  perms: string;
  nameZh: string;
  nameEn: string;
}

type Tree = { [k: string]: string | Tree };

// The labels the server declares (resources, dictionaries, menus), turned into i18n bundles per language,
// so every screen looks labels up by key: resources.<entity>.fields.<field>, enums.<mark>.<value>, menus.<perms>.
export function buildCatalogBundles(resources: ResourceMeta[], codes: CodeRow[], menus: MenuLabelRow[]): Record<Lang, Tree> {
  return { zh: buildCatalogBundle(resources, codes, menus, 'zh'), en: buildCatalogBundle(resources, codes, menus, 'en') };
}

// One language's: the frame adds the language shown first and the other later (i18n.ts, addCatalogLabels).
export function buildCatalogBundle(resources: ResourceMeta[], codes: CodeRow[], menus: MenuLabelRow[], lang: Lang): Tree {
  const res: Tree = {};
  for (const r of resources) {
    const fields: Tree = {};
    for (const [name, f] of Object.entries(r.fields)) fields[name] = f.label[lang];
    const actions: Tree = {};
    const actionFields: Tree = {};
    for (const a of r.actions ?? []) {
      actions[a.name] = a.label[lang];
      const af: Tree = {};
      for (const [name, f] of Object.entries(a.form ?? {})) af[name] = f.label[lang];
      actionFields[a.name] = af;
    }
    const related: Tree = {};
    for (const rel of r.related ?? []) related[rel.resource] = rel.label[lang];
    res[r.name] = { name: r.label[lang], fields, actions, actionFields, related };
  }
  const enums: Tree = {};
  for (const c of codes) {
    const group = (enums[safeKey(c.mark)] ??= {}) as Tree;
    group[safeKey(c.value)] = (lang === 'en' ? c.nameEn : c.nameZh) || c.nameZh || c.value;
  }
  const menuLabels: Tree = {};
  for (const m of menus) if (m.perms) menuLabels[safeKey(m.perms)] = (lang === 'en' ? m.nameEn : m.nameZh) || m.nameZh || m.perms;
  return { resources: res, enums, menus: menuLabels };
}

// Leaf keys of a nested bundle, for the parity test and for checks.
export function flattenKeys(tree: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') keys.push(...flattenKeys(v as object, key));
    else keys.push(key);
  }
  return keys;
}
