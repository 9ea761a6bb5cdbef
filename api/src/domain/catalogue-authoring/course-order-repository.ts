import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courses } from '../../db/schema/index';

/** Every course in the students' order (domain/catalogue/courses.ts sorts the same way). */
export function listCourseOrder(db: Db, lock = false) {
  const query = db
    .select({ id: courses.id, name: courses.name, published: courses.published })
    .from(courses)
    .orderBy(asc(courses.position), desc(courses.createdAt), desc(courses.id));
  return lock ? query.for('update') : query;
}

export async function setCoursePosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(courses).set({ position }).where(eq(courses.id, id));
}
