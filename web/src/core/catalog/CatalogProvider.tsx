import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { buildCatalogBundles, type CodeRow } from '../i18n/catalog-bundles';
import { addCatalogBundles } from '../i18n/i18n';
import { setCompanyTimeZone } from '../util/company-today';
import type { ResourceMeta } from '../resource/resource.types';
import { loadCatalog } from './catalog-loader';
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

// What every screen needs once per session: declarations, the menu tree and all dictionaries (asked by
// catalog-loader, often before the frame is drawn).
export function CatalogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<Catalog, 'reload'>>({ resources: [], menus: [], codes: {}, status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    loadCatalog({ again: round > 0 })
      .then(({ resources, menus, codes, timeZone }) => {
        if (!live) return;
        setCompanyTimeZone(timeZone);
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
