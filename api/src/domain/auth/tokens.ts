import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { accessTokens, type UserRow, users } from '../../db/schema/index';
import { newOpaqueToken, sha256 } from '../../lib/crypto';

/** Creates a bearer token for the user; only its SHA-256 is stored. */
export async function issueToken(db: Db, userId: number): Promise<{ token: string; tokenId: number }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(accessTokens)
    .values({ userId, tokenHash: sha256(token) })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return { token, tokenId: row.id };
}

export interface AuthContext {
  user: UserRow;
  tokenId: number;
}

/** A token stops working this long after it was issued, however much it is used. */
export const TOKEN_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** ...and this long after it was last used. */
export const TOKEN_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token (a write per request would be waste). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** The user a bearer token belongs to, or null when unknown, revoked, too old or idle too long. */
export async function resolveToken(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = Date.now();
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.createdAt, new Date(now - TOKEN_MAX_AGE_MS)),
        sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt}) > ${new Date(now - TOKEN_IDLE_MS).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || row.lastUsedAt.getTime() < now - TOUCH_EVERY_MS) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(accessTokens.id, row.tokenId));
  }
  return { user: row.user, tokenId: row.tokenId };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Revokes every token of the user, except `keepTokenId` when given. */
export async function revokeUserTokens(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keepTokenId !== undefined) conditions.push(ne(accessTokens.id, keepTokenId));
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
