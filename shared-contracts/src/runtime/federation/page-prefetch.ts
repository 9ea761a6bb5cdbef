import type { QueryClient } from '@tanstack/react-query';

/** The address a page is about to render: its route params and query. */
export type PageAddress = { params: Record<string, string>; search: URLSearchParams };

/**
 * An exposed page module may export `prefetch`: it starts the page's first data request in the
 * shared query client. The shell calls it when it loads the first route's page ahead of
 * rendering, so the data comes in parallel with the render instead of after it (issue 9).
 * It must not throw; the browser does not wait for it. The server render (server-render/)
 * passes a query client of its own and waits for the promise before it renders the page.
 * A page without it fetches when it renders, as always.
 */
export type PagePrefetch = (address: PageAddress, client?: QueryClient) => Promise<unknown> | undefined;
