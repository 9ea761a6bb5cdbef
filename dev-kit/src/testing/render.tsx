// The render helper of the remotes' component tests (one copy for all of them): a route, a fresh
// QueryClient, the Arabic UI provider and a session. Only tests import this entry.
import { MemoryRouter, Route, Routes, useLocation } from '@app/router';
import { type AppData, sessionStore, type User } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { sampleAppData, sampleUser } from '../fixtures';

/** Shows where the app navigated (role status, named 'location'), as the address bar has it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

export interface RenderOptions {
  url?: string;
  path?: string;
  user?: Partial<User> | null;
  appData?: Partial<AppData>;
  platform?: 'web' | 'ios' | 'android' | 'desktop';
}

/** Renders under a router, a fresh QueryClient (returned as `client`) and the Arabic UI provider, with a session. */
export function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  const { url = '/', path = '*', user = {}, appData = {}, platform = 'web' } = options;
  sessionStore.setState({
    token: user ? 'test-token' : null,
    user: user ? sampleUser(user) : null,
    appData: sampleAppData(appData),
    platform,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return Object.assign(result, { client });
}
