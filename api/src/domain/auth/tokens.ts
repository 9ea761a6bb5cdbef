import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { accessTokens, type UserRow, users } from '../../db/schema/index';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { type CachedSignIn, cachedSignIn, forgetSignIns, keepSignIn } from '../../lib/sign-in-cache';
import { DomainError } from '../errors';
import { getSettings } from '../settings/index';

/**
 * Creates a bearer token for the user; only its SHA-256 is stored. Every sign-in comes here, so
 * the refusals live here: a blocked account (ACCOUNT_BLOCKED), and a student already signed in on
 * max_devices_per_student devices (DEVICE_LIMIT_REACHED). The user row is locked so that two
 * logins at once cannot both take the last place.
 */
export async function issueToken(
  db: Db,
  userId: number,
  meta: { userAgent?: string | null | undefined } = {},
): Promise<{ token: string; tokenId: number }> {
  const token = newOpaqueToken();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ blockedAt: users.blockedAt, staffRole: users.staffRole })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.blockedAt) throw new DomainError('ACCOUNT_BLOCKED');
    if (user && !user.staffRole) {
      const limit = (await getSettings(tx)).max_devices_per_student;
      if (limit) {
        const [live] = await tx.select({ n: count() }).from(accessTokens).where(liveTokensOf(userId));
        if (Number(live?.n ?? 0) >= limit) throw new DomainError('DEVICE_LIMIT_REACHED');
      }
    }
    const [row] = await tx
      .insert(accessTokens)
      .values({ userId, tokenHash: sha256(token), userAgent: meta.userAgent?.slice(0, 400) || null })
      .returning({ id: accessTokens.id });
    if (!row) throw new Error('token insert returned nothing');
    return { token, tokenId: row.id };
  });
}

export type StaffRole = NonNullable<UserRow['staffRole']>;

export interface AuthContext {
  user: UserRow;
  tokenId: number;
  /** The staff role (decision 0036), null for a student. */
  staffRole: StaffRole | null;
  /** A teacher account's catalogue teacher. */
  teacherId: number | null;
}

export interface ResolveOptions {
  /** A staff member's token ends after this much inactivity (config staffIdleMinutes). */
  staffIdleMs?: number;
}

/** A token stops working this long after it was issued, however much it is used. */
export const TOKEN_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** ...and this long after it was last used. */
export const TOKEN_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A staff token's idle limit when none is configured (config.staffIdleMinutes). */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** last_used_at is written at most this often per token (a write per request would be waste). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** A user's sign-ins that still work: not revoked, not too old, not idle too long. */
export function liveTokensOf(userId: number, now = Date.now()) {
  return and(
    eq(accessTokens.userId, userId),
    isNull(accessTokens.revokedAt),
    gt(accessTokens.createdAt, new Date(now - TOKEN_MAX_AGE_MS)),
    sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt}) > ${new Date(now - TOKEN_IDLE_MS).toISOString()}::timestamptz`,
  );
}

/** The user a bearer token belongs to, or null when unknown, revoked, too old or idle too long. */
export async function resolveToken(
  db: Db,
  token: string,
  opts: ResolveOptions = {},
): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = Date.now();
  const tokenHash = sha256(token);
  // A cached sign-in answers only when nothing is due: no limit reached, no last-use to write.
  // Otherwise the rows are read again, so a limit is decided on the database's dates.
  const hit = cachedSignIn(db, tokenHash);
  if (hit && isLive(hit, now) && !dueForWrite(hit, now, opts)) return contextOf(hit);
  const row = await loadSignIn(db, tokenHash, now);
  if (!row) return null;
  if (row.user.staffRole) {
    // A staff token idle longer than the staff limit is revoked for good (decision 0036).
    const idle = opts.staffIdleMs ?? STAFF_IDLE_MS;
    if ((row.lastUsedAt ?? row.createdAt).getTime() < now - idle) {
      await revokeToken(db, row.tokenId, row.user.id);
      return null;
    }
  }
  if (dueForWrite(row, now, opts)) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(accessTokens.id, row.tokenId));
    row.lastUsedAt = new Date(now);
  }
  keepSignIn(db, tokenHash, row, now);
  return contextOf(row);
}

async function loadSignIn(db: Db, tokenHash: string, now: number): Promise<CachedSignIn | undefined> {
  const [row] = await db
    .select({
      user: users,
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      createdAt: accessTokens.createdAt,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.createdAt, new Date(now - TOKEN_MAX_AGE_MS)),
        sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt}) > ${new Date(now - TOKEN_IDLE_MS).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row;
}

function isLive(s: CachedSignIn, now: number): boolean {
  return (
    s.createdAt.getTime() > now - TOKEN_MAX_AGE_MS &&
    (s.lastUsedAt ?? s.createdAt).getTime() > now - TOKEN_IDLE_MS
  );
}

/** Its last use is to be written: every hour, a staff token every tenth of its idle limit. */
function dueForWrite(s: CachedSignIn, now: number, opts: ResolveOptions): boolean {
  const touchEvery = s.user.staffRole
    ? Math.min(TOUCH_EVERY_MS, (opts.staffIdleMs ?? STAFF_IDLE_MS) / 10)
    : TOUCH_EVERY_MS;
  return !s.lastUsedAt || s.lastUsedAt.getTime() < now - touchEvery;
}

function contextOf(s: CachedSignIn): AuthContext {
  return {
    user: s.user,
    tokenId: s.tokenId,
    staffRole: s.user.staffRole ?? null,
    teacherId: s.user.teacherId ?? null,
  };
}

/** Revokes one token; `userId` (its owner) lets every instance forget it at once. */
export async function revokeToken(db: Db, tokenId: number, userId?: number): Promise<void> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(eq(accessTokens.id, tokenId))
    .returning({ userId: accessTokens.userId });
  const owner = userId ?? row?.userId;
  if (owner !== undefined) forgetSignIns(db, owner);
}

/** Revokes every token of the user, except `keepTokenId` when given. */
export async function revokeUserTokens(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keepTokenId !== undefined) conditions.push(ne(accessTokens.id, keepTokenId));
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  forgetSignIns(db, userId);
}
