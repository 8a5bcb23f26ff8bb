import { call } from '../api/client';
import { getToken, hasToken } from '../storage';
import type { CodeRow } from '../i18n/catalog-bundles';
import type { ResourceMeta } from '../resource/resource.types';
import type { MenuRow } from './catalog.types';

export interface CatalogAnswers {
  resources: ResourceMeta[];
  menus: MenuRow[];
  codes: CodeRow[];
  timeZone: string | undefined;
}

// The session's catalog, asked once per token: started as soon as the frame's route is on its way (the
// sign-in answer, a signed-in visit), not once the frame has been fetched and drawn, so its four answers
// arrive while the frame's chunks do. Another token (another user) asks again; a failure or a reload too.
let kept: { token: string; answers: Promise<CatalogAnswers>; value?: CatalogAnswers } | null = null;

export function loadCatalog({ again = false } = {}): Promise<CatalogAnswers> {
  const token = getToken() ?? '';
  if (kept && kept.token === token && !again) return kept.answers;
  // Only the declarations are essential; without menus or dictionaries the screens still work, less labelled.
  const optional = <T>(p: Promise<{ list: T[] }>) => p.then((a) => a.list).catch(() => [] as T[]);
  // the first three are tagged: the copy kept from the last session is revalidated, not fetched again
  const answers = Promise.all([
    call<ResourceMeta>('Meta', 'getResources', {}, { keep: true }).then((a) => a.list),
    optional(call<MenuRow>('SysMenu', 'getTree', {}, { toast: false, keep: true })),
    optional(call<CodeRow>('SysCode', 'getAll', {}, { toast: false, keep: true })),
    optional(call<{ timeZone: string }>('Meta', 'getClock', {}, { toast: false })),
  ]).then(([resources, menus, codes, clock]) => ({ resources, menus, codes, timeZone: clock[0]?.timeZone }));
  const entry: NonNullable<typeof kept> = { token, answers };
  kept = entry;
  answers.then(
    (value) => {
      entry.value = value;
    },
    () => {
      if (kept === entry) kept = null;
    },
  );
  return answers;
}

// The session's catalog when it has already landed, else undefined: the frame is then drawn with it at
// once rather than with a spinner first (issue 21 §2).
export function answeredCatalog(): CatalogAnswers | undefined {
  return kept && kept.token === (getToken() ?? '') ? kept.value : undefined;
}

// Starts the catalog when someone is signed in (the route to the frame), else does nothing: the route's
// chunks are fetched while the guard decides, and a signed-out visit (the text "null" too) asks nothing.
// Settles when it has landed or failed (the frame shows a failure itself).
export function preloadCatalog(): Promise<void> {
  if (!hasToken()) return Promise.resolve();
  return loadCatalog().then(
    () => undefined,
    () => undefined,
  );
}
