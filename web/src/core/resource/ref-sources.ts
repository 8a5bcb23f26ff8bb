import { call } from '../api/client';
import type { Lang } from '../i18n/catalog-bundles';
import type { FieldDecl, ResourceMeta } from './resource.types';

// Options for ref/refs fields: a keyed source per referenced resource (SysDept from getForDrop, …),
// registered by its module; any other resource falls back to its own getList.
export interface RefItem {
  id: number;
  parentId?: number | null;
  label: Record<Lang, string>;
  extra?: Record<string, unknown>;
}

export interface RefSource {
  tree?: boolean; // items carry parentId and are picked from a tree
  load: (ctx: { resources: ResourceMeta[]; refLabel?: string }) => Promise<RefItem[]>;
}

const sources = new Map<string, RefSource>();
const cache = new Map<string, Promise<RefItem[]>>();
// the same lists once answered, read synchronously: a screen drawn after they landed draws its labels in
// its first render instead of drawing ids, then every cell again a moment later (issue 21 §2)
const answered = new Map<string, RefItem[]>();

export function registerRefSource(resource: string, source: RefSource): void {
  sources.set(resource, source);
}

// English counterparts of the usual label columns; the picked label follows the UI language. A
// seafarer's English name is `enname` (the crew record's column as SPEC names it).
const EN_OF: Record<string, string[]> = { name: ['enName', 'enname'], nameZh: ['nameEn'], title: ['enTitle'] };

export function rowLabel(row: Record<string, unknown>, field: string | undefined): Record<Lang, string> {
  const f = field ?? ['name', 'nameZh', 'title', 'code', 'username'].find((k) => typeof row[k] === 'string') ?? 'id';
  const zh = String(row[f] ?? row.id ?? '');
  const enField = (EN_OF[f] ?? []).find((k) => typeof row[k] === 'string' && row[k]);
  return { zh, en: enField ? String(row[enField]) : zh };
}

// What tells two rows of one name apart in a picker: a seafarer's crew number, a member of staff's job
// number, a record's code; none where the label is that field already.
const CODE_FIELDS = ['internalCode', 'jobNumber', 'code'];
export function rowCode(row: Record<string, unknown>, labelField: string | undefined): string | undefined {
  const f = CODE_FIELDS.find((k) => k !== labelField && typeof row[k] === 'string' && row[k]);
  return f ? String(row[f]) : undefined;
}

const fallback = (resource: string): RefSource => ({
  load: async ({ resources, refLabel }) => {
    const meta = resources.find((r) => r.name === resource);
    const { list } = await call<Record<string, unknown>>(resource, 'getList', { pageNum: 1, pageSize: 500, sort: 'id' }, { toast: false, overlay: false });
    const selfTree = meta?.fields.parentId?.ref === resource;
    return list.map((row) => ({ id: row.id as number, parentId: selfTree ? (row.parentId as number | null) : undefined, label: rowLabel(row, refLabel) }));
  },
});

export function refSourceOf(resource: string, resources: ResourceMeta[]): RefSource & { tree: boolean } {
  const s = sources.get(resource) ?? fallback(resource);
  const meta = resources.find((r) => r.name === resource);
  return { ...s, tree: s.tree ?? meta?.fields.parentId?.ref === resource };
}

const keyOf = (resource: string, refLabel?: string) => `${resource}|${sources.has(resource) ? '' : (refLabel ?? '')}`;

// The resource whose names a ref/refs value is shown with, or undefined: a large resource is never loaded
// whole for labels (its rows come labelled, or the id shows).
export function labelSourceOf(decl: FieldDecl, resources: ResourceMeta[]): string | undefined {
  return decl.ref && !resources.find((r) => r.name === decl.ref)?.large ? decl.ref : undefined;
}

// Loaded once per session and resource; a failed load is forgotten so the next screen retries.
export function loadRefItems(resource: string, resources: ResourceMeta[], refLabel?: string): Promise<RefItem[]> {
  const key = keyOf(resource, refLabel);
  let p = cache.get(key);
  if (!p) {
    const loading: Promise<RefItem[]> = refSourceOf(resource, resources)
      .load({ resources, refLabel })
      .then((list) => {
        if (cache.get(key) === loading) answered.set(key, list);
        return list;
      })
      .catch(() => {
        cache.delete(key);
        return [] as RefItem[];
      });
    p = loading;
    cache.set(key, p);
  }
  return p;
}

// The list when it has already been answered this session, else undefined (then loadRefItems).
export function answeredRefItems(resource: string, refLabel?: string): RefItem[] | undefined {
  return answered.get(keyOf(resource, refLabel));
}

// After a write the options of that resource may have changed; with no argument, everything (sign-out).
export function invalidateRefItems(resource?: string): void {
  for (const key of [...cache.keys()]) if (!resource || key.startsWith(`${resource}|`)) cache.delete(key);
  for (const key of [...answered.keys()]) if (!resource || key.startsWith(`${resource}|`)) answered.delete(key);
  listeners.forEach((l) => l());
}

type Listener = () => void;
const listeners = new Set<Listener>();
export function subscribeRefItems(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
