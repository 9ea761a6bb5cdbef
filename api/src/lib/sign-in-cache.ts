import { LRUCache } from 'lru-cache';
import type { Db } from '../db/index';
import type { UserRow } from '../db/schema/index';

/**
 * Per-process cache of the signed-in token lookup (issue 35: every signed-in call read
 * access_tokens ⋈ users first). Keyed by the token's SHA-256; holds the user row and the token's
 * dates, so that the age and idle limits are still checked at every hit (domain/auth/tokens.ts).
 *
 * A change to a sign-in or to its user row calls forgetSignIns(db, userId): this process drops the
 * user's entries at once and the other instances are told over the cache bus (lib/cache-bus.ts).
 * The change may still be inside its transaction when it calls: for HOLD_MS after a drop nothing
 * of that user is stored again, so a lookup that read the old rows before the commit is not kept.
 * TTL_MS bounds what a change that forgot to call could leave (decision 0050).
 */
export const SIGN_IN_CACHE_TTL_MS = 30_000;
export const SIGN_IN_HOLD_MS = 10_000;
const MAX_ENTRIES = 50_000;
/** The longest a write's answer waits for its announcements to leave. */
const ANNOUNCE_WAIT_MS = 250;

export interface CachedSignIn {
  user: UserRow;
  tokenId: number;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface State {
  entries: LRUCache<string, CachedSignIn>;
  /** userId → time until which none of its lookups is stored (a change may not be committed yet). */
  held: Map<number, number>;
}

const states = new WeakMap<object, State>();
// Tells the other instances (lib/cache-bus.ts); absent with one process.
const broadcasts = new WeakMap<object, (userId: number) => Promise<unknown>>();
// Announcements not yet handed to PostgreSQL/Redis: a write's answer waits for them (plugins/auth.ts).
const sending = new Set<Promise<unknown>>();

/**
 * One cache per database, whether called with the Db or with one of its transactions: both carry
 * the same drizzle dialect object (a change is often forgotten inside the transaction making it).
 */
function keyOf(db: Db): object {
  return (db as unknown as { dialect?: object }).dialect ?? db;
}

function stateOf(db: Db): State {
  let state = states.get(keyOf(db));
  if (!state) {
    state = {
      entries: new LRUCache<string, CachedSignIn>({
        max: MAX_ENTRIES,
        ttl: SIGN_IN_CACHE_TTL_MS,
        // Date read at each call (no cached clock, no timer): the tests move it with fake timers.
        perf: { now: () => Date.now() },
        ttlResolution: 0,
      }),
      held: new Map(),
    };
    states.set(keyOf(db), state);
  }
  return state;
}

export function cachedSignIn(db: Db, tokenHash: string): CachedSignIn | undefined {
  return states.get(keyOf(db))?.entries.get(tokenHash);
}

/** Keeps a lookup made at `startedAt`, unless its user changed since (or may be changing). */
export function keepSignIn(db: Db, tokenHash: string, value: CachedSignIn, startedAt: number): void {
  const state = stateOf(db);
  const heldUntil = state.held.get(value.user.id);
  if (heldUntil !== undefined) {
    if (heldUntil > Date.now() || heldUntil - SIGN_IN_HOLD_MS >= startedAt) return;
    state.held.delete(value.user.id);
  }
  state.entries.set(tokenHash, value);
}

/** Drops this process's entries of the user (another instance announced a change). */
export function forgetSignInsLocally(db: Db, userId: number): void {
  const state = stateOf(db);
  const now = Date.now();
  if (state.held.size > 10_000) {
    for (const [id, until] of state.held) if (until <= now) state.held.delete(id);
  }
  state.held.set(userId, now + SIGN_IN_HOLD_MS);
  const gone: string[] = [];
  for (const [hash, value] of state.entries.entries()) if (value.user.id === userId) gone.push(hash);
  for (const hash of gone) state.entries.delete(hash);
}

/**
 * A sign-in of the user was revoked, or the user row changed (password, block, role, profile):
 * every instance forgets the user's cached sign-ins. Call it from wherever such a change is made.
 */
export function forgetSignIns(db: Db, userId: number): void {
  forgetSignInsLocally(db, userId);
  const sent = broadcasts.get(keyOf(db))?.(userId);
  if (sent) {
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }
}

/** Resolves once every announcement made so far has left (the other instances then drop). */
export async function signInAnnouncementsSent(): Promise<void> {
  if (sending.size === 0) return;
  // Bounded: a bus that is down (Redis reconnecting) must not hold every write's answer.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ANNOUNCE_WAIT_MS);
  });
  await Promise.race([Promise.allSettled([...sending]), late]);
  clearTimeout(timer);
}

export function setSignInBroadcast(db: Db, send: ((userId: number) => Promise<unknown>) | null): void {
  if (send) broadcasts.set(keyOf(db), send);
  else broadcasts.delete(keyOf(db));
}
