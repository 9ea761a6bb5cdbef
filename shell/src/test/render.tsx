import { MemoryRouter, Route, Routes, useLocation } from '@app/router';
import { UiProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Where the app navigated, as text (`at /confirm`), for the routes the test does not render. */
function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

/** Renders `ui` at `url` under a router, a fresh QueryClient and the Arabic UI with its toaster. */
export function renderAt(ui: ReactElement, url: string, path = url.split('?')[0] ?? url) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <UiProvider withToaster>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return Object.assign(result, { client });
}
