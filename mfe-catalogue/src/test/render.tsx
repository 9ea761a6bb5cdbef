import { type AppData, sessionStore, type User } from '@app/shared-contracts';
import { sampleAppData, sampleUser } from '@app/shared-contracts/fixtures';
import { UiProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the app navigated (role status, named 'location'). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  url?: string;
  path?: string;
  user?: Partial<User> | null;
  appData?: Partial<AppData>;
  platform?: 'web' | 'ios' | 'android' | 'desktop';
}

/** Renders under a router, a fresh QueryClient and the Arabic UI provider, with a session. */
export function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  const { url = '/', path = '*', user = {}, appData = {}, platform = 'web' } = options;
  sessionStore.setState({
    token: user ? 'test-token' : null,
    user: user ? sampleUser(user) : null,
    appData: sampleAppData(appData),
    platform,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}
