import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { call } from '../api/client';
import { buildCatalogBundles, type CodeRow } from '../i18n/catalog-bundles';
import { addCatalogBundles } from '../i18n/i18n';
import { setCompanyTimeZone } from '../util/company-today';
import type { ResourceMeta } from '../resource/resource.types';
import type { MenuRow } from './catalog.types';

export interface Catalog {
  resources: ResourceMeta[];
  menus: MenuRow[];
  codes: Record<string, CodeRow[]>; // dictionary items by mark, in server order
  status: 'loading' | 'ready' | 'error';
  reload: () => void;
}

const CatalogContext = createContext<Catalog>({ resources: [], menus: [], codes: {}, status: 'loading', reload: () => undefined });

function groupCodes(rows: CodeRow[]): Record<string, CodeRow[]> {
  const out: Record<string, CodeRow[]> = {};
  for (const r of rows) (out[r.mark] ??= []).push(r);
  return out;
}

// What every screen needs once per session: declarations, the menu tree and all dictionaries.
// Only the declarations are essential; without menus or dictionaries the screens still work, less labelled.
export function CatalogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<Catalog, 'reload'>>({ resources: [], menus: [], codes: {}, status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    const optional = <T,>(p: Promise<{ list: T[] }>) => p.then((a) => a.list).catch(() => [] as T[]);
    Promise.all([
      call<ResourceMeta>('Meta', 'getResources', {}, { keep: true }).then((a) => a.list),
      optional(call<MenuRow>('SysMenu', 'getTree', {}, { toast: false })),
      optional(call<CodeRow>('SysCode', 'getAll', {}, { toast: false })),
      optional(call<{ timeZone: string }>('Meta', 'getClock', {}, { toast: false })),
    ])
      .then(([resources, menus, codes, clock]) => {
        if (!live) return;
        setCompanyTimeZone(clock[0]?.timeZone);
        addCatalogBundles(buildCatalogBundles(resources, codes, menus));
        setState({ resources, menus, codes: groupCodes(codes), status: 'ready' });
      })
      .catch(() => live && setState((s) => ({ ...s, status: 'error' })));
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const value = useMemo(() => ({ ...state, reload }), [state, reload]);
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

export const useCatalog = (): Catalog => useContext(CatalogContext);
