/**
 * Issue 9, data in parallel with the code: the entry starts the two requests every first load
 * waits for, GET /v1/app and the remotes' registry, before the bootstrap chunk, React and the
 * remotes arrive. Each answer is taken once; a later read (a retry) asks again as before.
 * App data: the html's `Link: rel=preload; as=fetch` for the same URL starts it even earlier, and
 * a plain fetch with default headers reuses that preload (the http client's headers would not).
 */
export const REGISTRY_URL = '/mfe-registry.json';

let appData: Promise<unknown> | null = null;
let registry: Promise<Response | null> | null = null;

/** Called once by the entry (src/index.tsx), not on import, so tests never fetch. */
export function startEarlyRequests(): void {
  appData = fetch('/v1/app')
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
  // Never from the HTTP cache: a release or rollback shows at the next load.
  registry = fetch(REGISTRY_URL, { cache: 'no-store' }).catch(() => null);
}

/** The early app data (null when there was none or it failed); a second call gets null. */
export function takeEarlyAppData(): Promise<unknown> {
  const answer = appData ?? Promise.resolve(null);
  appData = null;
  return answer;
}

/** The early registry response, once; null when none was started, it failed or was taken. */
export function takeEarlyRegistry(): Promise<Response | null> {
  const answer = registry ?? Promise.resolve(null);
  registry = null;
  return answer;
}
