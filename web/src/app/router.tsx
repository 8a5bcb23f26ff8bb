import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../core/storage';
import { bindNavigation } from './navigation';
import { guardRedirect, HOME_PATH } from './route-guard';

// Runs before every navigation under "/" (shouldRevalidate: always), like the old beforeEach hook.
function requireToken({ request }: LoaderFunctionArgs) {
  const to = guardRedirect(new URL(request.url).pathname, getToken());
  return to ? redirect(to) : null;
}

const toHome = () => redirect(HOME_PATH);

// Shown only when something failed: antd's Result is not worth loading before that.
const RouteErrorPage = lazy(() => import('./pages/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage })));
const routeError = (
  <Suspense fallback={null}>
    <RouteErrorPage />
  </Suspense>
);

// Each route is a chunk of its own (route.lazy, fetched while the route's loaders run): sign-in loads
// neither the frame, nor the dashboard, nor any screen. The frame brings the modules with it: they
// register their screens (themselves loaded on first use), panels, badges and words before it shows.
const loginRoute = () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage }));
const frameRoute = () => Promise.all([import('./layout/AppLayout'), import('../modules')]).then(([m]) => ({ Component: m.AppLayout }));
const dashboardRoute = () => import('./dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage }));
const screenRoute = () => import('./pages/ScreenPage').then((m) => ({ Component: m.ScreenPage }));

export const router = createBrowserRouter([
  { path: '/login', lazy: loginRoute, errorElement: routeError },
  {
    path: '/',
    loader: requireToken,
    shouldRevalidate: () => true,
    errorElement: routeError,
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      { index: true, loader: toHome },
      {
        path: 'home',
        lazy: frameRoute,
        children: [
          { index: true, loader: toHome },
          { path: 'index', lazy: dashboardRoute },
          { path: ':screen/*', lazy: screenRoute },
        ],
      },
      { path: '*', loader: toHome },
    ],
  },
]);

bindNavigation((to) => router.navigate(to));
