import { type AppData, sessionStore, type User } from '@app/shared-contracts';
import { sampleAppData, sampleUser } from '@app/shared-contracts/fixtures';
import { UiProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

type MemoryLocation = ReturnType<typeof memoryLocation>;

/** Shows where the app navigated (role status, named 'location'). */
function LocationProbe({ memory }: { memory: MemoryLocation }) {
  // The address as navigated (encoded), not wouter's decoded `useSearch()`.
  const [pathname] = memory.hook();
  const search = memory.searchHook();
  return <output aria-label="location">{pathname + (search ? `?${search}` : '')}</output>;
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
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const memory = memoryLocation({ path: url, record: true });
  return render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <Router hook={memory.hook}>
          <Switch>
            <Route path={path}>{ui}</Route>
            <Route path="*">{null}</Route>
          </Switch>
          <LocationProbe memory={memory} />
        </Router>
      </UiProvider>
    </QueryClientProvider>,
  );
}
