import { APP_ROUTES, type AppRouteDefinition } from '@fachwerk/shared/contracts';
import { lazyChunk, PagePlaceholder } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from './guards';
import { DashboardLayout } from './layouts/DashboardLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { AUTH_PAGES } from './pages/auth';
import { NotFoundPage } from './pages/NotFoundPage';
import { PUBLIC_PAGES } from './pages/public';
import { RemotePage } from './RemotePage';

const GetStartedPage = lazyChunk(
  'get-started',
  () => import(/* webpackChunkName: "get-started" */ './pages/GetStartedPage'),
);
const LoginPage = lazyChunk('login', () => import(/* webpackChunkName: "login" */ './pages/LoginPage'));

/** Pages the shell itself renders: every guest and public route (a test keeps it so). */
export const SHELL_PAGES: Record<string, ReactNode> = {
  '/get-started': <GetStartedPage />,
  '/login/:type': <LoginPage />,
  ...PUBLIC_PAGES,
  ...AUTH_PAGES,
};

function elementFor(route: AppRouteDefinition): ReactNode {
  if (route.access === 'auth') return <RemotePage route={route} />;
  return SHELL_PAGES[route.path] ?? <PagePlaceholder titleKey={route.titleKey} />;
}

const guarded = (route: AppRouteDefinition) => (
  <Route
    key={route.path}
    path={route.path}
    element={<RouteGuard route={route}>{elementFor(route)}</RouteGuard>}
  />
);

/** The router: every route of §2 from contracts APP_ROUTES, in its layout, behind its guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {APP_ROUTES.filter((r) => r.layout === 'public').map(guarded)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<DashboardLayout />}>
        {APP_ROUTES.filter((r) => r.layout === 'dashboard').map(guarded)}
      </Route>
    </Routes>
  );
}
