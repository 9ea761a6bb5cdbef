import { Route, Routes, useLocation } from '@app/router';
import { type RouteDef, routeTable } from '@app/shared-contracts';
import { isStaffPath } from '@app/shared-contracts/staff-routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { AppLayout } from './features/layout/components/app-layout';
import { AnnouncementDialog } from './features/overlays/components/announcement-dialog';
import { EmailBar } from './features/overlays/components/email-bar';
import { RouteGuard } from './features/routing/components/route-guard';
import { RemotePage } from './federation';
import { FirstScreenMark } from './lib/first-screen-mark';
import { PageLoading } from './pages/page-loading';

// The shell's own pages are split out so that the welcome page does not load them.
const shellPages: Record<string, ComponentType> = {
  login: lazy(() => import('./pages/login-page')),
  register: lazy(() => import('./pages/register-page')),
  'reset-password': lazy(() => import('./pages/reset-password-page')),
  confirm: lazy(() => import('./pages/confirm-page')),
  about: lazy(() => import('./pages/about-page')),
  'privacy-policy': lazy(() => import('./pages/privacy-page')),
  privacy: lazy(() => import('./pages/privacy-page')),
  terms: lazy(() => import('./pages/terms-page')),
  links: lazy(() => import('./pages/links-page')),
  'not-found': lazy(() => import('./pages/not-found-page')),
  'catch-all': lazy(() => import('./pages/not-found-page')),
};

// The staff side (decision 0037): its own frame, a chunk loaded on /staff* only. Named as the
// start-up's preload names it (preload-staff-page.ts): one chunk, not two copies of the frame.
const StaffFrame = lazy(() => import(/* webpackChunkName: "staff-frame" */ './staff/staff-frame'));

function pageFor(route: RouteDef) {
  if (route.remote === 'shell') {
    const ShellPage = shellPages[route.name] ?? shellPages['not-found'];
    if (!ShellPage) return null;
    return (
      <Suspense fallback={<PageLoading />}>
        <ShellPage />
        <FirstScreenMark />
      </Suspense>
    );
  }
  return <RemotePage key={route.name} remote={route.remote} page={route.exposed.replace('./pages/', '')} />;
}

/**
 * The route table inside the shell layout, each page behind its guard. `Routes` picks the best
 * match by rank (static segments before dynamic ones, the catch-all last), as `useCurrentRoute`
 * does with `matchRoutes`. The key remounts the page when the route changes, not when only its
 * parameters do.
 */
export function AppRoutes({ table = routeTable }: { table?: readonly RouteDef[] }) {
  const { pathname } = useLocation();
  if (isStaffPath(pathname)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <StaffFrame />
      </Suspense>
    );
  }
  return (
    <AppLayout table={table} banner={<EmailBar />} overlays={<AnnouncementDialog />}>
      <Routes>
        {table.map((route) => (
          <Route
            key={route.name}
            path={route.path}
            element={
              <RouteGuard key={route.name} route={route}>
                {pageFor(route)}
              </RouteGuard>
            }
          />
        ))}
      </Routes>
    </AppLayout>
  );
}
