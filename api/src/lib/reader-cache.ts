import { LRUCache } from 'lru-cache';
import type { Db } from '../db/index';

/**
 * Per-process cache of one reader's own catalogue state (joined courses, a course's purchases and
 * seen lectures), keyed by the SHA-256 of their bearer token (issue 9: the hot reads on PGlite).
 *
 * Only for a database no other process writes: the embedded PGlite, whose data directory is
 * locked by the one server that opens it (db/lock.ts), so every write passes through this process.
 * Any write request under /v1 drops the whole cache when it starts and again when it ends, and a
 * read that raced with a write is not stored (generation check), so an answer never lags a write
 * this reader or anyone made. Entries also expire after TTL_MS. The bound and the age are
 * lru-cache's; the generation check is ours (decision 0034).
 */
export const READER_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface State {
  generation: number;
  entries: LRUCache<string, Promise<unknown>>;
}

const states = new WeakMap<Db, State>();

/** Turns the cache on for this database (buildApp does, for PGlite). */
export function enableReaderCache(db: Db): void {
  if (states.has(db)) return;
  const entries = new LRUCache<string, Promise<unknown>>({
    max: MAX_ENTRIES,
    ttl: READER_CACHE_TTL_MS,
    // Date read at each call (no cached clock, no timer): the tests move it with fake timers.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
  states.set(db, { generation: 0, entries });
}

/** The reader's cached value of `key`, or the loader's when missing, expired or the cache is off. */
export function cachedReader<T>(db: Db, key: string, loader: () => Promise<T>): Promise<T> {
  const state = states.get(db);
  if (!state) return loader();
  const hit = state.entries.get(key);
  if (hit) return hit as Promise<T>;
  const generation = state.generation;
  const at = Date.now();
  const value = loader();
  value.then(
    () => {
      // Kept only when no write started or ended while it was read.
      if (state.generation === generation) state.entries.set(key, value, { start: at });
    },
    () => {},
  );
  return value;
}

/** A write is starting or has ended: nothing read before it may be answered again. */
export function dropReaderCache(db: Db): void {
  const state = states.get(db);
  if (!state) return;
  state.generation += 1;
  state.entries.clear();
}
