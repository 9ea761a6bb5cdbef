import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courses, courseTeachers, exams, lecturePurchases, lectures } from '../../db/schema/index';

export type LectureRow = typeof lectures.$inferSelect;
export type LectureValues = Omit<typeof lectures.$inferInsert, 'id' | 'courseId' | 'createdAt'>;

/** The course's id and name, or undefined. */
export async function courseRef(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

/** True when the catalogue teacher teaches the course (course_teachers). */
export async function teachesCourse(db: Db, courseId: number, teacherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.courseId, courseId), eq(courseTeachers.teacherId, teacherId)));
  return !!row;
}

/** Every lecture of a course, drafts too, in the students' order. */
export function lecturesOfCourse(db: Db, courseId: number): Promise<LectureRow[]> {
  return db
    .select()
    .from(lectures)
    .where(eq(lectures.courseId, courseId))
    .orderBy(asc(lectures.position), asc(lectures.id));
}

/** One lecture; locked for the transaction's writes when `lock`. */
export async function lectureRow(db: Db, id: number, lock = false): Promise<LectureRow | undefined> {
  const query = db.select().from(lectures).where(eq(lectures.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new lecture goes last in its course. */
export async function insertLecture(db: Db, courseId: number, values: LectureValues) {
  const [last] = await db
    .select({ n: max(lectures.position) })
    .from(lectures)
    .where(eq(lectures.courseId, courseId));
  const [row] = await db
    .insert(lectures)
    .values({ ...values, courseId, position: (last?.n ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('lecture not stored');
  return row;
}

export async function updateLecture(db: Db, id: number, values: Partial<LectureValues>) {
  const [row] = await db.update(lectures).set(values).where(eq(lectures.id, id)).returning();
  if (!row) throw new Error('lecture not updated');
  return row;
}

export async function deleteLecture(db: Db, id: number): Promise<void> {
  await db.delete(lectures).where(eq(lectures.id, id));
}

export async function setLecturePosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(lectures).set({ position }).where(eq(lectures.id, id));
}

/** True when a student bought the lecture (deleting it would take what they paid for). */
export async function hasPurchases(db: Db, lectureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lecturePurchases.id })
    .from(lecturePurchases)
    .where(eq(lecturePurchases.lectureId, lectureId))
    .limit(1);
  return !!row;
}

/** Takes the lecture's exams out of it (they stay in the course; the schema would delete them). */
export async function detachExamsOf(db: Db, lectureId: number): Promise<void> {
  await db.update(exams).set({ lectureId: null }).where(eq(exams.lectureId, lectureId));
}
