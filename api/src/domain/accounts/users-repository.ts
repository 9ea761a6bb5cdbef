import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { type UserRow, users } from '../../db/schema/index';
import { forgetSignIns } from '../../lib/sign-in-cache';

/** The display name of a user, or null when there is no such user. */
export async function userNameOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** The e-mail of a user, or null when there is no such user. */
export async function userEmailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Sets the avatar and answers the one it replaced. The previous one is read under the row lock: of
 * two uploads at once, each removes the file the other replaced, so no file is left without a user.
 */
export function replaceAvatar(
  db: Db,
  userId: number,
  avatar: string,
): Promise<{ updated: UserRow | undefined; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [next] = await tx
      .update(users)
      .set({ avatar, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    forgetSignIns(tx, userId);
    return { updated: next, previous: row?.avatar ?? null };
  });
}
