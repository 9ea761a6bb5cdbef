import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { users } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import type { AuthContext } from './tokens';

/** Compared as hashes, so neither the length nor the bytes of the key leak through timing. */
function sameKey(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));
}

/**
 * The admin a `pnpm ops` call acts as (decision 0041): the request carries the server's ops key
 * and the admin's e-mail (--as). Null when the key is wrong or the e-mail is no admin's, so the
 * call answers 401 like a bad token. The audit log then names that admin.
 */
export async function resolveOpsKey(
  db: Db,
  expected: string | undefined,
  given: string,
  asEmail: string | undefined,
): Promise<AuthContext | null> {
  if (!expected || !asEmail || !sameKey(given, expected)) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, asEmail.trim().toLowerCase()), eq(users.staffRole, 'admin')));
  if (!user) return null;
  // No access token stands behind an ops call: tokenId 0 matches none.
  return { user, tokenId: 0, staffRole: 'admin', teacherId: null };
}
