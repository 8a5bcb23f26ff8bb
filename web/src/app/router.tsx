import { Spin } from 'antd';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../core/storage';
import { DashboardPage } from './dashboard/DashboardPage';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './pages/LoginPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ScreenPage } from './pages/ScreenPage';
import { bindNavigation } from './navigation';
import { guardRedirect, HOME_PATH } from './route-guard';

// Runs before every navigation under "/" (shouldRevalidate: always), like the old beforeEach hook.
function requireToken({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = guardRedirect(url.pathname, getToken(), url.search);
  return to ? redirect(to) : null;
}

const toHome = () => redirect(HOME_PATH);

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    loader: requireToken,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      { index: true, loader: toHome },
      {
        path: 'home',
        element: <AppLayout />,
        children: [
          { index: true, loader: toHome },
          { path: 'index', element: <DashboardPage /> },
          { path: ':screen/*', element: <ScreenPage /> },
        ],
      },
      { path: '*', loader: toHome },
    ],
  },
]);

bindNavigation((to) => router.navigate(to));
