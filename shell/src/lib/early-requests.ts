/**
 * Issue 9, data in parallel with the code: the entry starts the two requests every first load
 * waits for, GET /v1/app and the remotes' registry, before the bootstrap chunk, React and the
 * remotes arrive. Each answer is taken once; a later read (a retry) asks again as before.
 * App data carries App-Platform and App-Version like every call (spec 1); a preload link cannot
 * send them, so the html names no preload for it and this fetch is the first request for it.
 */
import { platformHeaders } from '@app/shared-contracts/platform-headers';

export const REGISTRY_URL = '/mfe-registry.json';

const started = new Map<'appData' | 'registry', Promise<unknown>>();

/** Called once by the entry (src/index.tsx), not on import, so tests never fetch. */
export function startEarlyRequests(): void {
  started.set(
    'appData',
    fetch('/v1/app', { headers: platformHeaders() })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null),
  );
  // Never from the HTTP cache: a release or rollback shows at the next load.
  started.set(
    'registry',
    fetch(REGISTRY_URL, { cache: 'no-store' }).catch(() => null),
  );
}

/** The early answer, once; null when none was started, it failed or was already taken. */
function take<T>(key: 'appData' | 'registry'): Promise<T | null> {
  const answer = started.get(key) ?? Promise.resolve(null);
  started.delete(key);
  return answer as Promise<T | null>;
}

export const takeEarlyAppData = () => take<unknown>('appData');
export const takeEarlyRegistry = () => take<Response>('registry');
