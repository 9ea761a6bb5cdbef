import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { grades, notifications, users } from '../../db/schema/index';

/** Students of a grade, or every student (no staff role); blocked ones too (they may come back). */
export async function studentIds(db: Db, gradeId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.staffRole), gradeId === undefined ? undefined : eq(users.gradeId, gradeId)));
  return rows.map((r) => r.id);
}

export async function gradeExists(db: Db, gradeId: number): Promise<boolean> {
  const [row] = await db.select({ id: grades.id }).from(grades).where(eq(grades.id, gradeId));
  return !!row;
}

const CHUNK = 1000;

/** The admin_message rows of the bell (as sendAdminMessage writes one), in chunks. */
export async function insertAdminMessages(
  db: Db,
  userIds: number[],
  m: { title: string; content: string; to: string | null },
) {
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await db
      .insert(notifications)
      .values(
        userIds.slice(i, i + CHUNK).map((userId) => ({ userId, type: 'admin_message' as const, ...m })),
      );
  }
}
