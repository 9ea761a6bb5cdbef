import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  categories,
  courseCategories,
  courseGrades,
  courses,
  courseTeachers,
  enrolments,
  grades,
  teachers,
} from '../../db/schema/index';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Partial<Omit<typeof courses.$inferInsert, 'id' | 'createdAt'>>;
export interface CourseLinks {
  gradeIds: number[];
  categoryIds: number[];
  teacherIds: number[];
}
export interface Ref {
  id: number;
  name: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const SORTS = {
  name: courses.name,
  created_at: courses.createdAt,
  position: courses.position,
  price: courses.price,
} as const;

export interface CourseFilter {
  q?: string | undefined;
  state?: 'published' | 'draft' | undefined;
  /** A teacher account: only the courses of this catalogue teacher. */
  teacherId?: number | undefined;
  sort?: keyof typeof SORTS | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

export async function findCourses(db: Db, f: CourseFilter): Promise<{ rows: CourseRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (f.q) where.push(ilike(courses.name, `%${escapeLike(f.q)}%`));
  if (f.state) where.push(eq(courses.published, f.state === 'published'));
  if (f.teacherId !== undefined) {
    const own = db
      .select({ id: courseTeachers.courseId })
      .from(courseTeachers)
      .where(eq(courseTeachers.teacherId, f.teacherId));
    where.push(inArray(courses.id, own));
  }
  const cond = and(...where);
  const column = SORTS[f.sort ?? 'created_at'];
  const dir = (f.order ?? (f.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(courses)
    .where(cond)
    .orderBy(dir(column), desc(courses.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(courses).where(cond);
  return { rows, total: total?.n ?? 0 };
}

export async function courseRow(db: Db, id: number, lock = false): Promise<CourseRow | undefined> {
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The grades, categories and teachers of each course, by course id. */
export async function linksOf(db: Db, ids: number[]) {
  const out = new Map<number, { grades: Ref[]; categories: Ref[]; teachers: Ref[] }>();
  for (const id of ids) out.set(id, { grades: [], categories: [], teachers: [] });
  if (ids.length === 0) return out;
  const [g, c, t] = await Promise.all([
    db
      .select({ courseId: courseGrades.courseId, id: grades.id, name: grades.name })
      .from(courseGrades)
      .innerJoin(grades, eq(grades.id, courseGrades.gradeId))
      .where(inArray(courseGrades.courseId, ids))
      .orderBy(asc(grades.position), asc(grades.id)),
    db
      .select({ courseId: courseCategories.courseId, id: categories.id, name: categories.name })
      .from(courseCategories)
      .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
      .where(inArray(courseCategories.courseId, ids))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ courseId: courseTeachers.courseId, id: teachers.id, name: teachers.name })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(inArray(courseTeachers.courseId, ids))
      .orderBy(asc(teachers.position), asc(teachers.id)),
  ]);
  for (const r of g) out.get(r.courseId)?.grades.push({ id: r.id, name: r.name });
  for (const r of c) out.get(r.courseId)?.categories.push({ id: r.id, name: r.name });
  for (const r of t) out.get(r.courseId)?.teachers.push({ id: r.id, name: r.name });
  return out;
}

/** How many of `ids` exist in each table (a form naming a deleted one is refused). */
export async function countExisting(db: Db, links: CourseLinks) {
  const n = async (table: typeof grades, list: number[]) => {
    if (list.length === 0) return 0;
    const [r] = await db.select({ n: count() }).from(table).where(inArray(table.id, list));
    return r?.n ?? 0;
  };
  return {
    grades: await n(grades, links.gradeIds),
    categories: await n(categories as unknown as typeof grades, links.categoryIds),
    teachers: await n(teachers as unknown as typeof grades, links.teacherIds),
  };
}

export async function insertCourse(db: Db, values: CourseValues & { name: string }): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCourseRow(db: Db, id: number, values: CourseValues): Promise<CourseRow> {
  const [row] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Replaces the course's grades, categories and teachers. */
export async function setCourseLinks(db: Db, courseId: number, l: CourseLinks) {
  await db.delete(courseGrades).where(eq(courseGrades.courseId, courseId));
  await db.delete(courseCategories).where(eq(courseCategories.courseId, courseId));
  await db.delete(courseTeachers).where(eq(courseTeachers.courseId, courseId));
  if (l.gradeIds.length)
    await db.insert(courseGrades).values(l.gradeIds.map((gradeId) => ({ courseId, gradeId })));
  if (l.categoryIds.length)
    await db.insert(courseCategories).values(l.categoryIds.map((categoryId) => ({ courseId, categoryId })));
  if (l.teacherIds.length)
    await db.insert(courseTeachers).values(l.teacherIds.map((teacherId) => ({ courseId, teacherId })));
}

export async function teachesCourse(db: Db, courseId: number, teacherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.courseId, courseId), eq(courseTeachers.teacherId, teacherId)));
  return !!row;
}

export async function enrolmentCount(db: Db, courseId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, courseId));
  return r?.n ?? 0;
}

export async function deleteCourseRow(db: Db, id: number) {
  await db.delete(courses).where(eq(courses.id, id));
}

/** The names a course may be tied to, in the students' order. */
export async function catalogueOptions(db: Db) {
  const [g, c, t] = await Promise.all([
    db
      .select({ id: grades.id, name: grades.name })
      .from(grades)
      .orderBy(asc(grades.position), asc(grades.id)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .orderBy(asc(teachers.position), asc(teachers.id)),
  ]);
  return { grades: g, categories: c, teachers: t };
}
