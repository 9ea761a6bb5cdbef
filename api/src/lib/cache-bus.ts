import { randomUUID } from 'node:crypto';
import { STAFF_EVENT_KINDS, type StaffEventKind } from '@app/shared-contracts/schemas';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Db } from '../db/index';
import { deliverStaffEventLocally, setStaffEventBroadcast } from '../domain/staff-events/index';
import { dropPublicCacheLocally, setPublicCacheBroadcast } from './public-cache';
import { forgetSignInsLocally, setSignInBroadcast } from './sign-in-cache';

/** The channel (PostgreSQL NOTIFY or Redis pub/sub) on which instances say "my public data changed". */
export const CACHE_CHANNEL = 'lms_public_cache';
/** The channel of the staff events (a queue changed): payload `<instance> <kind>`. */
export const STAFF_EVENTS_CHANNEL = 'lms_staff_events';
/** A user's sign-ins changed (revoked, password, block, role): payload `<instance> <userId>`. */
export const SIGN_IN_CHANNEL = 'lms_sign_ins';

function isKind(value: string): value is StaffEventKind {
  return (STAFF_EVENT_KINDS as readonly string[]).includes(value);
}

export interface CacheBusOptions {
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  /** Called after a drop caused by another instance (tests wait on it). */
  onRemoteDrop?: () => void;
}

/**
 * Several instances each keep the one-second public caches (lib/public-cache.ts, GET /app): a change
 * one instance makes is announced so the others drop theirs at once instead of a second later.
 * Redis pub/sub when REDIS_URL is set, otherwise LISTEN/NOTIFY on PostgreSQL; nothing on PGlite
 * (one process). Returns the function that stops it.
 */
export async function startCacheBus(db: Db, opts: CacheBusOptions): Promise<() => Promise<void>> {
  const self = randomUUID();
  const received = (from: string) => {
    if (from === self) return;
    dropPublicCacheLocally(db);
    opts.onRemoteDrop?.();
  };
  const staffEvent = (payload: string) => {
    const [from, kind] = payload.split(' ');
    if (from !== self && kind && isKind(kind)) deliverStaffEventLocally(db, kind);
  };
  const signIns = (payload: string) => {
    const [from, id] = payload.split(' ');
    const userId = Number(id);
    if (from !== self && Number.isSafeInteger(userId)) {
      forgetSignInsLocally(db, userId);
      opts.onRemoteDrop?.();
    }
  };
  const onMessage = (channel: string, payload: string) =>
    channel === STAFF_EVENTS_CHANNEL
      ? staffEvent(payload)
      : channel === SIGN_IN_CHANNEL
        ? signIns(payload)
        : received(payload);
  if (opts.redisUrl) {
    const sub = new Redis(opts.redisUrl, { lazyConnect: true });
    const pub = new Redis(opts.redisUrl, { lazyConnect: true });
    await Promise.all([sub.connect(), pub.connect()]);
    sub.on('message', onMessage);
    await sub.subscribe(CACHE_CHANNEL, STAFF_EVENTS_CHANNEL, SIGN_IN_CHANNEL);
    setPublicCacheBroadcast(db, () => void pub.publish(CACHE_CHANNEL, self).catch(() => {}));
    setStaffEventBroadcast(
      db,
      (kind) => void pub.publish(STAFF_EVENTS_CHANNEL, `${self} ${kind}`).catch(() => {}),
    );
    setSignInBroadcast(db, (userId) => pub.publish(SIGN_IN_CHANNEL, `${self} ${userId}`).catch(() => {}));
    return async () => {
      setPublicCacheBroadcast(db, null);
      setStaffEventBroadcast(db, null);
      setSignInBroadcast(db, null);
      sub.disconnect();
      pub.disconnect();
    };
  }
  if (!opts.databaseUrl) return async () => {};
  const listener = new pg.Client({ connectionString: opts.databaseUrl });
  listener.on('error', () => {});
  await listener.connect();
  listener.on('notification', (msg) => onMessage(msg.channel, msg.payload ?? ''));
  await listener.query(`listen ${CACHE_CHANNEL}`);
  await listener.query(`listen ${STAFF_EVENTS_CHANNEL}`);
  await listener.query(`listen ${SIGN_IN_CHANNEL}`);
  setPublicCacheBroadcast(db, () => {
    void listener.query('select pg_notify($1, $2)', [CACHE_CHANNEL, self]).catch(() => {});
  });
  setStaffEventBroadcast(db, (kind) => {
    void listener
      .query('select pg_notify($1, $2)', [STAFF_EVENTS_CHANNEL, `${self} ${kind}`])
      .catch(() => {});
  });
  setSignInBroadcast(db, (userId) =>
    listener.query('select pg_notify($1, $2)', [SIGN_IN_CHANNEL, `${self} ${userId}`]).catch(() => {}),
  );
  return async () => {
    setPublicCacheBroadcast(db, null);
    setStaffEventBroadcast(db, null);
    setSignInBroadcast(db, null);
    await listener.end().catch(() => {});
  };
}
