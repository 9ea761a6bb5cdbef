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
 */
export const PUBLIC_CACHE_TTL_MS = 1000;
/** Bound on keys per database: filters and pages are few, but a crawler could try many. */
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
  reloading: boolean;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

function entriesOf(db: Db): Map<string, Entry> {
  let map = caches.get(db);
  if (!map) {
    map = new Map();
    caches.set(db, map);
  }
  return map;
}

function load<T>(db: Db, map: Map<string, Entry>, key: string, loader: () => Promise<T>): Promise<T> {
  const value = loader();
  if (map.size >= MAX_ENTRIES && !map.has(key)) map.clear();
  const entry: Entry = { at: Date.now(), value, reloading: false };
  map.set(key, entry);
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (caches.get(db)?.get(key) === entry) map.delete(key);
  });
  return value;
}

/** The cached value of `key`, loading it on a miss; a stale value is answered while it reloads. */
export function cachedPublic<T>(db: Db, key: string, loader: () => Promise<T>): Promise<T> {
  const map = entriesOf(db);
  const hit = map.get(key);
  if (!hit) return load(db, map, key, loader);
  if (Date.now() - hit.at >= PUBLIC_CACHE_TTL_MS && !hit.reloading) {
    hit.reloading = true;
    const next = loader();
    next.then(
      () => {
        // Swapped in only when ready and not dropped meanwhile.
        if (map.get(key) === hit) map.set(key, { at: Date.now(), value: next, reloading: false });
      },
      () => {
        hit.reloading = false;
      },
    );
  }
  return hit.value as Promise<T>;
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
