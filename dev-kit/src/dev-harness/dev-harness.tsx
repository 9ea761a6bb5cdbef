import { BrowserRouter, Link, Route, Routes } from '@app/router';
// By package name, not '../session': see login-form.tsx.
import { queryClient, sessionStore } from '@app/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore } from 'react';
import { LoginForm } from './login-form';
import { harnessMessages as t } from './messages';
import type { HarnessRoute } from './routes';

// A route-table path with its parameters filled with 1, for the nav links.
const linkTo = (path: string) => path.replace(/:(\w+)\??/g, '1');

export interface DevHarnessProps {
  /** The page heading, from the remote's messages. */
  title: string;
  routes: readonly HarnessRoute[];
}

/**
 * Stand-alone dev page of a remote (`pnpm dev`): its exposed modules under a router, with a
 * real session against the api. Never exposed, never part of a release.
 */
export function DevHarness({ title, routes }: DevHarnessProps) {
  const token = useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getState().token);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <header style={{ padding: 12, borderBlockEnd: '1px solid #ccc' }}>
          <h1 style={{ fontSize: 16 }}>{title}</h1>
          {token ? (
            <p>
              {t.signedIn}{' '}
              <button type="button" onClick={() => sessionStore.getState().clearSession()}>
                {t.logout}
              </button>
            </p>
          ) : (
            <LoginForm />
          )}
          <nav aria-label={t.nav}>
            {routes.map((route) => (
              <Link key={route.name} to={linkTo(route.path)} style={{ marginInlineEnd: 12 }}>
                {route.name}
              </Link>
            ))}
          </nav>
        </header>
        <main>
          <Suspense fallback={<p>{t.loading}</p>}>
            <Routes>
              {routes.map(({ name, path, page: Page }) => (
                <Route key={name} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
