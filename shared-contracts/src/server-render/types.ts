/**
 * The contract between the shell's server entry and a remote's server bundle (issue 9; decision
 * 0030): a remote may build `dist/server/render.js` next to its release; the shell's entry imports
 * the live release's file and asks it for a page. Plain data only: the bundles share no module
 * instance. The api knows neither (it mounts the shell's entry: `@app/shared-contracts/first-screen`).
 */
import type { ServerFetch } from '../contracts/first-screen';

export type { ServerFetch };

export interface ServerPageRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The exposed page, as in the route table without './pages/' (`welcome`, `course`). */
  page: string;
  params: Record<string, string>;
  /**
   * The visitor's browser keeps a session (its hint cookie; the server never sees the token). A
   * signed-in page renders only what is the same for every student, never a guest's page.
   */
  signedIn?: boolean;
  fetch: ServerFetch;
}

export interface ServerPageResult {
  /** The page's markup. */
  html: string;
  /** The query cache the page was rendered from (TanStack's dehydrated state), for the browser. */
  state: unknown;
}

/** `render.js` of a remote: the pages it can render, null for one it does not. */
export type RenderPage = (request: ServerPageRequest) => Promise<ServerPageResult | null>;
