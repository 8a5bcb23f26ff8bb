import { preloadCatalog } from '../core/catalog/catalog-loader';

// The routes behind sign-in, each a chunk of its own (route.lazy in router.tsx): the sign-in page loads
// neither the frame, nor the dashboard, nor any screen (it fetches the first two once the user types). The frame brings the modules with it: they register their
// screens (themselves loaded on first use), panels, badges and words before it shows.
// The catalog is asked with the frame's chunks, not after them (when signed in: not sign-in's early fetch).
const frameChunks = () => Promise.all([import('./layout/AppLayout'), import('../modules')]);
export const frameRoute = () => (preloadCatalog(), frameChunks().then(([m]) => ({ Component: m.AppLayout })));
export const dashboardRoute = () => import('./dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage }));
export const screenRoute = () => import('./pages/ScreenPage').then((m) => ({ Component: m.ScreenPage }));

// The frame's and the dashboard's chunks alone, without the catalog (which needs a session): the sign-in
// page asks for them while the user types, so the click waits for none.
export function prefetchHomeChunks(): void {
  void frameChunks().catch(() => undefined);
  void dashboardRoute().catch(() => undefined);
}

// Sign-in fetches the frame and the dashboard while the password is being checked, so the dashboard
// does not wait for its chunks after the answer (the browser keeps one copy of each module).
export function preloadHome(): void {
  void frameRoute().catch(() => undefined);
  void dashboardRoute().catch(() => undefined);
}

