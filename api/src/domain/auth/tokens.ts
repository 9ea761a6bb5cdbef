import { and, eq, isNull, ne } from 'drizzle-orm';
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

/** The user a bearer token belongs to, or null when unknown or revoked. */
export async function resolveToken(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sha256(token)), isNull(accessTokens.revokedAt)))
    .limit(1);
  return row ?? null;
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
