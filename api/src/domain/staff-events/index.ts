import type { StaffEventKind } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';

export type { StaffEventKind };

type Listener = (kind: StaffEventKind) => void;

// Per database, like the public caches: one process may serve several (tests).
const listeners = new WeakMap<Db, Set<Listener>>();
const broadcasts = new WeakMap<Db, (kind: StaffEventKind) => void>();

/** Listens to this database's staff events (GET /v1/staff/events); returns the function that stops. */
export function onStaffEvent(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => void set.delete(listener);
}

/** Tells this process's listeners only (another instance announced it over the cache bus). */
export function deliverStaffEventLocally(db: Db, kind: StaffEventKind): void {
  for (const listener of listeners.get(db) ?? []) listener(kind);
}

/** Set by the cache bus when there are several instances (lib/cache-bus.ts). */
export function setStaffEventBroadcast(db: Db, send: ((kind: StaffEventKind) => void) | null): void {
  if (send) broadcasts.set(db, send);
  else broadcasts.delete(db);
}

/**
 * Says a staff queue or list changed (a top-up waiting, a ticket answered...): every open staff
 * page of that kind, on every instance, refetches. Call it after the change is committed.
 */
export function announceStaffEvent(db: Db, kind: StaffEventKind): void {
  deliverStaffEventLocally(db, kind);
  broadcasts.get(db)?.(kind);
}
