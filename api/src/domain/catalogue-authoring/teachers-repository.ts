import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courseTeachers, examBankQuestions, teachers, users } from '../../db/schema/index';

export type TeacherRow = typeof teachers.$inferSelect;
export type TeacherValues = Partial<Omit<typeof teachers.$inferInsert, 'id' | 'createdAt'>>;

export function listTeachers(db: Db): Promise<TeacherRow[]> {
  return db.select().from(teachers).orderBy(asc(teachers.position), asc(teachers.id));
}

export async function teacherRow(db: Db, id: number, lock = false): Promise<TeacherRow | undefined> {
  const query = db.select().from(teachers).where(eq(teachers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTeacher(db: Db, values: TeacherValues & { name: string }): Promise<TeacherRow> {
  const [last] = await db.select({ position: max(teachers.position) }).from(teachers);
  const [row] = await db
    .insert(teachers)
    .values({ ...values, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTeacherRow(db: Db, id: number, values: TeacherValues): Promise<TeacherRow> {
  const [row] = await db.update(teachers).set(values).where(eq(teachers.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteTeacherRow(db: Db, id: number) {
  await db.delete(teachers).where(eq(teachers.id, id));
}

/** Courses, teacher accounts and bank questions tied to the teacher (deleting would drop or untie them). */
export async function teacherUses(db: Db, id: number): Promise<number> {
  const [c] = await db.select({ n: count() }).from(courseTeachers).where(eq(courseTeachers.teacherId, id));
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.teacherId, id));
  const [q] = await db
    .select({ n: count() })
    .from(examBankQuestions)
    .where(eq(examBankQuestions.teacherId, id));
  return (c?.n ?? 0) + (u?.n ?? 0) + (q?.n ?? 0);
}
