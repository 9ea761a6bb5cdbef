/**
 * The contract between the api and the shell's server entry (issue 30, decision 0030): the shell
 * owns its first screen (the html, its start-up files, the live remotes' pages, the announcement);
 * the api only loads the entry from the shell's build and calls it for each GET of a shell page.
 * Plain data only: the entry is a bundle of its own and shares no module instance with the api.
 */

/** Where the entry is, inside the shell's build folder (`shell/dist`). */
export const FIRST_SCREEN_ENTRY = 'server/first-screen.js';

/** What the api answers for `path` under /v1: a GET with these headers, never a session (guests only). */
export type ServerFetch = (
  path: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export interface FirstScreenOptions {
  /** The shell's build folder: what the api serves at `/`. */
  shellDist: string;
  /** Where the remotes are released (the registry, each version's folder), served at `/remotes/`. */
  deployRoot: string;
  /** The api's own answers, in-process. */
  fetch: ServerFetch;
  /** Told of a render that failed (the plain html went out instead), for the server's log. */
  onError?: (err: unknown) => void;
}

export interface FirstScreenRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The request's `Cookie` header, as sent. */
  cookie: string | undefined;
}

export interface FirstScreenAnswer {
  /** The page to send; null: the shell's plain html as built (nothing rendered for this request). */
  html: string | null;
  /** `Link` header values to send with it (start-up preloads), in order. */
  links: string[];
}

export interface FirstScreen {
  /** Imports what a render needs, so that the first visitor does not wait for it. */
  warm(): Promise<void>;
  /** The answer to a GET of one of the shell's pages. Never rejects: a failure is the plain html. */
  page(request: FirstScreenRequest): Promise<FirstScreenAnswer>;
}

/** The entry's export `createFirstScreen`, called once per loaded build of the shell. */
export type CreateFirstScreen = (options: FirstScreenOptions) => FirstScreen;
