import { LRUCache } from 'lru-cache';
import type { Db } from '../db/index';

/**
 * Per-process cache of the parts of answers that are the same for everyone (issue 9: the course
 * cards of home, welcome and the catalogue, a course page without the reader's flags). Never
 * holds anything of one user: callers add `joined`, purchases and the like per request.
 *
 * An entry is fresh for TTL_MS; after that the old value is still answered while one reload runs
 * (requests never wait on it), so a change made by another process (the seed, staff commands,
 * another instance on the same PostgreSQL) shows at most about a second late. A change this
 * process makes drops the whole cache at once (invalidatePublicCache).
 *
 * The bound, the age and the stale-while-reloading are lru-cache's `fetch` (decision 0034).
 */
export const PUBLIC_CACHE_TTL_MS = 1000;
/** Bound on keys per database: filters and pages are few, but a crawler could try many. */
const MAX_ENTRIES = 500;

type Loader = () => Promise<unknown>;

function newCache() {
  return new LRUCache<string, NonNullable<unknown>, Loader>({
    max: MAX_ENTRIES,
    ttl: PUBLIC_CACHE_TTL_MS,
    // Date read at each call (no cached clock, no timer): the tests move it with fake timers.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
    // A stale value is answered while one reload runs; concurrent misses share one load.
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => context() as Promise<NonNullable<unknown>>,
    // A failed reload keeps the stale value (the next request tries again); a failed first
    // load is not kept.
    noDeleteOnFetchRejection: true,
    // A load that a drop overtook still answers its callers, but is not stored.
    ignoreFetchAbort: true,
  });
}

const caches = new WeakMap<Db, ReturnType<typeof newCache>>();

/** The cached value of `key`, loading it on a miss; a stale value is answered while it reloads. */
export function cachedPublic<T>(db: Db, key: string, loader: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = newCache();
    caches.set(db, cache);
  }
  return cache.fetch(key, { context: loader }) as Promise<T>;
}

// Other per-process caches of public data (GET /app) that drop with this one.
const dropHooks = new Set<(db: Db) => void>();
// Tells the other instances (lib/cache-bus.ts); absent with one process.
const broadcasts = new WeakMap<Db, () => void>();

export function onPublicCacheDrop(hook: (db: Db) => void): void {
  dropHooks.add(hook);
}

export function setPublicCacheBroadcast(db: Db, send: (() => void) | null): void {
  if (send) broadcasts.set(db, send);
  else broadcasts.delete(db);
}

/** Drops this process's cached public answers only (another instance announced a change). */
export function dropPublicCacheLocally(db: Db): void {
  caches.delete(db);
  for (const hook of dropHooks) hook(db);
}

/** Drops every cached public answer of this database: call after changing what they show. */
export function invalidatePublicCache(db: Db): void {
  dropPublicCacheLocally(db);
  broadcasts.get(db)?.();
}

/**
 * A student's purchase changed a course's users_count: this process drops its cached answers, the
 * other instances' expire within PUBLIC_CACHE_TTL_MS. Why not broadcast: on exam night every
 * purchase sent a NOTIFY and emptied every instance's cache (issue 35); a count a second late
 * is what a cache of this age already allows. A staff change still uses invalidatePublicCache.
 */
export function countsChanged(db: Db): void {
  // Only the course cards carry counts: the kept settings and GET /app's answer stay (a purchase
  // that dropped them made the next purchase read the settings again, decision 0065).
  caches.delete(db);
}
