/**
 * The contract between the api server and the server bundles of the front ends (issue 9: the
 * first screen of a guest page comes as html). Each front end may build `dist/server/render.js`
 * next to its release; the api imports the live release's file and calls it. Plain data only:
 * the bundle and the api share no module instances.
 */

/** What the api answers for `path` under /v1 (a GET with the client's headers, no session: guests only). */
export type ServerFetch = (
  path: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

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

export interface ServerDocumentRequest {
  url: string;
  /** The remote page's markup for a remote route; null when the shell renders its own page. */
  pageHtml: string | null;
  /** GET /v1/app for a guest: the settings the frame shows (footer links, names). */
  appData: unknown;
  /** The `app_announcement` cookie: the key of the announcement this visitor dismissed. */
  dismissedAnnouncement: string | null;
  /** As in ServerPageRequest: the frame of a signed-in student, without their name or photo. */
  signedIn?: boolean;
  fetch: ServerFetch;
}

export interface ServerDocument {
  /** The frame with the page in it. */
  html: string;
  state: unknown;
  /**
   * Shown over the frame and working before the app runs (the general announcement): sent
   * outside the first screen, its buttons not disabled. The app removes it when it takes over.
   */
  overlay?: string;
}

/** `render.js` of the shell: the frame (bars, footer) around the page, or null for a page it does not render. */
export type RenderDocument = (request: ServerDocumentRequest) => Promise<ServerDocument | null>;

export interface ServerOverlayRequest {
  /** GET /v1/app, as for a guest. */
  appData: unknown;
  dismissedAnnouncement: string | null;
}

/**
 * `render.js` of the shell: what shows over any page before the app runs (the general
 * announcement), for the pages sent without a first screen (signed in, or a page the server does
 * not render); null when there is nothing to show.
 */
export type RenderOverlay = (request: ServerOverlayRequest) => Promise<string | null>;
