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

const urlParts = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? { pathname: url } : { pathname: url.slice(0, at), search: url.slice(at) };
};

/**
 * Renders `ui` at `url` under a router, a fresh QueryClient and the Arabic UI with its toaster;
 * `state` is the history state the page was navigated to with.
 */
export function renderAt(ui: ReactElement, url: string, path = url.split('?')[0] ?? url, state?: unknown) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <UiProvider withToaster>
        <MemoryRouter initialEntries={[state === undefined ? url : { ...urlParts(url), state }]}>
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
