import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { buildCatalogBundle, type CodeRow } from '../i18n/catalog-bundles';
import { addCatalogLabels } from '../i18n/i18n';
import { setCompanyTimeZone } from '../util/company-today';
import type { ResourceMeta } from '../resource/resource.types';
import { answeredCatalog, loadCatalog, type CatalogAnswers } from './catalog-loader';
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

// The catalog put to use: the company's time zone and the labels it brings (once per answer: a first
// render may be tried several times before it is shown, and the labels take a while to add), then the
// ready state. `first`: in the frame's first drawing, before anything is drawn with the labels.
const applied = new WeakSet<CatalogAnswers>();
function readyWith(answers: CatalogAnswers, first: boolean): Omit<Catalog, 'reload'> {
  const { resources, menus, codes, timeZone } = answers;
  if (!applied.has(answers)) {
    applied.add(answers);
    setCompanyTimeZone(timeZone);
    addCatalogLabels((lang) => buildCatalogBundle(resources, codes, menus, lang), first);
  }
  return { resources, menus, codes: groupCodes(codes), status: 'ready' };
}

// What every screen needs once per session: declarations, the menu tree and all dictionaries (asked by
// catalog-loader, often before the frame is drawn; when already landed, the frame is drawn with them).
export function CatalogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<Catalog, 'reload'>>(() => {
    const landed = answeredCatalog();
    return landed ? readyWith(landed, true) : { resources: [], menus: [], codes: {}, status: 'loading' };
  });
  const [round, setRound] = useState(0);
  const landedFirst = useRef(state.status === 'ready');

  useEffect(() => {
    if (landedFirst.current) return void (landedFirst.current = false);
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    loadCatalog({ again: round > 0 })
      .then((answers) => {
        if (!live) return;
        setState(readyWith(answers, false));
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
