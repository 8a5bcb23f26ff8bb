import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../core/storage';
import { LoginPage } from './pages/LoginPage';
import { dashboardRoute, frameRoute, screenRoute } from './routes';
import { bindNavigation } from './navigation';
import { guardRedirect, HOME_PATH } from './route-guard';

// Runs before every navigation under "/" (shouldRevalidate: always), like the old beforeEach hook.
function requireToken({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = guardRedirect(url.pathname, getToken(), url.search);
  return to ? redirect(to) : null;
}

const toHome = () => redirect(HOME_PATH);
// A route that only redirects still names what it renders (nothing), or the router warns on every visit
// of / and of unknown paths that the matched leaf has no element.
const redirecting = (loader: () => Response) => ({ loader, element: null });

// Shown only when something failed: antd's Result is not worth loading before that.
const RouteErrorPage = lazy(() => import('./pages/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage })));
const routeError = (
  <Suspense fallback={null}>
    <RouteErrorPage />
  </Suspense>
);

export const router = createBrowserRouter([
  // sign-in is where most visits start: it comes with the entry, not one round trip later
  { path: '/login', Component: LoginPage, errorElement: routeError },
  {
    path: '/',
    loader: requireToken,
    shouldRevalidate: () => true,
    errorElement: routeError,
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      { index: true, ...redirecting(toHome) },
      {
        path: 'home',
        lazy: frameRoute,
        children: [
          { index: true, ...redirecting(toHome) },
          { path: 'index', lazy: dashboardRoute },
          { path: ':screen/*', lazy: screenRoute },
        ],
      },
      { path: '*', ...redirecting(toHome) },
    ],
  },
]);

bindNavigation((to) => router.navigate(to));
