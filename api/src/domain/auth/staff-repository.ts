import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { teachers } from '../../db/schema/index';

/** The catalogue teacher a teacher account is tied to, by id. */
export async function teacherRefOf(db: Db, teacherId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  return row ?? null;
}
