import type { ServerFetch } from '@app/shared-contracts/first-screen';

/** What the shell's frame render is given for one page (render.tsx, called by first-screen.ts). */
export interface ServerDocumentRequest {
  url: string;
  /** The remote page's markup for a remote route; null when the shell renders its own page. */
  pageHtml: string | null;
  /** GET /v1/app for a guest: the settings the frame shows (footer links, names). */
  appData: unknown;
  /** The `app_announcement` cookie: the key of the announcement this visitor dismissed. */
  dismissedAnnouncement: string | null;
  /** The frame of a signed-in student, without their name or photo (the token stays in the browser). */
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

/** The frame (bars, footer) around the page, or null for a page the shell does not render. */
export type RenderDocument = (request: ServerDocumentRequest) => Promise<ServerDocument | null>;

export interface ServerOverlayRequest {
  /** GET /v1/app, as for a guest. */
  appData: unknown;
  dismissedAnnouncement: string | null;
}

/**
 * What shows over any page before the app runs (the general announcement), for the pages sent
 * without a first screen (signed in, or a page the server does not render); null when nothing.
 */
export type RenderOverlay = (request: ServerOverlayRequest) => Promise<string | null>;
