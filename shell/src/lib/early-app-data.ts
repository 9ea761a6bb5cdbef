/**
 * Issue 9, app data in parallel with the code: the entry asks for GET /v1/app before the bootstrap
 * chunk, React and the remotes arrive (the html's `Link: rel=preload; as=fetch` for the same URL
 * starts it even earlier, and a plain fetch with default headers reuses that preload). Start-up
 * takes the answer once; on any failure it asks again through the http client as before.
 */
let early: Promise<unknown> | null = null;

/** Called once by the entry (src/index.tsx), not on import, so tests never fetch. */
export function startEarlyAppData(): void {
  early = fetch('/v1/app')
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
}

/** The early answer (null when there was none or it failed); a second call gets null. */
export function takeEarlyAppData(): Promise<unknown> {
  const answer = early ?? Promise.resolve(null);
  early = null;
  return answer;
}
