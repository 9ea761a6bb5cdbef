import { MemoryRouter, Route, Routes } from '@app/router';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoute } from '../contracts/routes/helpers';
import { http } from '../runtime/http/client';
import { settleReply } from '../runtime/http/http-error';
import { createQueryClient } from '../runtime/query/client';
import type { ServerFetch } from './types';

export type * from './types';

/**
 * Server rendering of a first screen (issue 9), used by the server bundles of the
 * shell and the remotes (`src/server/render.tsx`), never by the browser: its own subpath keeps
 * react-dom/server off the start-up path.
 */

/** The api client of this bundle asks the api in-process (`fetch` of the request) instead of over the network. */
export function setServerFetch(fetch: ServerFetch): void {
  // axios' adapter mechanism: this bundle's instance answers from the api in-process.
  http.defaults.adapter = async (config) => {
    const path = http.getUri(config).replace(/^\/v1(?=\/)/, '');
    // Header names in lower case, as HTTP has them (axios writes `Accept`, `App-Platform`).
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const res = await fetch(path, headers);
    let data: unknown = res.body;
    try {
      data = res.body ? JSON.parse(res.body) : res.body;
    } catch {
      // not JSON: the text, as the browser's adapter gives it
    }
    return settleReply(config, res.status, data);
  };
}

/** A query client for one render: nothing is shared between requests. */
export function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  return client;
}

/**
 * The providers the shell gives a page in the browser, at the address `url` and inside its route
 * (params). The design system's (`UiProvider` of @app/ui) is the caller's, around `children`:
 * shared-contracts does not import @app/ui (it is a context, no markup, so the html is the same).
 */
export function ServerProviders({
  client,
  url,
  children,
}: {
  client: QueryClient;
  url: string;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={matchRoute(url.split('?')[0] ?? '/').route.path} element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Markup of `node` once everything it waits for (lazy parts, suspended data) has come. */
export async function renderToHtml(node: ReactNode): Promise<string> {
  // One piece: React sends a big enough finished Suspense boundary (a select with many options)
  // apart, with an inline script to put it in place, which the CSP refuses (issue 35).
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The successful queries of `client`, for the browser's cache (errors are asked again there). */
export function stateOf(client: QueryClient): unknown {
  return dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
}

/**
 * One server render: the api's answers through `fetch`, a query client of its own that
 * `prefetch` fills first, then `children` at `url` inside the browser's providers.
 */
export async function renderForServer({
  url,
  fetch,
  prefetch,
  children,
}: {
  url: string;
  fetch: ServerFetch;
  prefetch?: (client: QueryClient) => unknown;
  children: ReactNode;
}): Promise<{ html: string; state: unknown }> {
  setServerFetch(fetch);
  const client = serverQueryClient();
  await prefetch?.(client);
  const html = await renderToHtml(
    <ServerProviders client={client} url={url}>
      {children}
    </ServerProviders>,
  );
  return { html, state: stateOf(client) };
}
