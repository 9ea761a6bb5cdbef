import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courses, courseTeachers, examBankChoices, examBankQuestions, teachers } from '../../db/schema/index';

export type BankRow = typeof examBankQuestions.$inferSelect;
export type BankInsert = typeof examBankQuestions.$inferInsert;
export type ChoiceRow = typeof examBankChoices.$inferSelect;
export type ChoiceInsert = Omit<typeof examBankChoices.$inferInsert, 'questionId'>;

export interface BankFilter {
  teacherId?: number | undefined;
  courseId?: number | undefined;
  chapter?: string | undefined;
  lesson?: string | undefined;
  difficulty?: BankRow['difficulty'] | undefined;
  type?: BankRow['type'] | undefined;
  q?: string | undefined;
}

/** `%`, `_` and `\` in a search are letters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: BankFilter): SQL | undefined {
  const q = examBankQuestions;
  const parts: (SQL | undefined)[] = [
    f.teacherId ? eq(q.teacherId, f.teacherId) : undefined,
    f.courseId ? eq(q.courseId, f.courseId) : undefined,
    f.chapter ? eq(q.chapter, f.chapter) : undefined,
    f.lesson ? eq(q.lesson, f.lesson) : undefined,
    f.difficulty ? eq(q.difficulty, f.difficulty) : undefined,
    f.type ? eq(q.type, f.type) : undefined,
    f.q
      ? or(ilike(q.text, likeText(f.q)), ilike(q.chapter, likeText(f.q)), ilike(q.lesson, likeText(f.q)))
      : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

const SORTS = {
  id: examBankQuestions.id,
  created_at: examBankQuestions.createdAt,
  updated_at: examBankQuestions.updatedAt,
  marks: examBankQuestions.marks,
} as const;

export async function findBankPage(
  db: Db,
  f: BankFilter,
  page: {
    limit: number;
    offset: number;
    sort?: keyof typeof SORTS | undefined;
    order?: 'asc' | 'desc' | undefined;
  },
): Promise<{ rows: BankRow[]; total: number }> {
  const where = whereOf(f);
  const col = SORTS[page.sort ?? 'id'];
  const dir = page.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(examBankQuestions)
    .where(where)
    .orderBy(dir(col), dir(examBankQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(examBankQuestions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findBankQuestion(db: Db, id: number, lock = false): Promise<BankRow | undefined> {
  const query = db.select().from(examBankQuestions).where(eq(examBankQuestions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function choicesOf(db: Db, ids: number[]): Promise<ChoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(examBankChoices)
    .where(inArray(examBankChoices.questionId, ids))
    .orderBy(asc(examBankChoices.questionId), asc(examBankChoices.position), asc(examBankChoices.id));
}

export async function teacherNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(inArray(teachers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function courseNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(inArray(courses.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function teacherExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, id));
  return Boolean(row);
}

/** The courses a teacher teaches (course_teachers), by name. */
export async function coursesOfTeacher(db: Db, teacherId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courseTeachers)
    .innerJoin(courses, eq(courses.id, courseTeachers.courseId))
    .where(eq(courseTeachers.teacherId, teacherId))
    .orderBy(asc(courses.name));
}

export async function allCourses(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name));
}

export async function teachesCourse(db: Db, teacherId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.teacherId, teacherId), eq(courseTeachers.courseId, courseId)));
  return Boolean(row);
}

/** The distinct chapters and (chapter, lesson) pairs in use. */
export async function tagsOf(
  db: Db,
  f: { teacherId?: number | undefined; courseId?: number | undefined },
): Promise<{ chapters: string[]; lessons: { chapter: string | null; lesson: string }[] }> {
  const q = examBankQuestions;
  const scope = whereOf({ teacherId: f.teacherId, courseId: f.courseId });
  const chapters = await db
    .selectDistinct({ chapter: q.chapter })
    .from(q)
    .where(and(scope, isNotNull(q.chapter)))
    .orderBy(asc(q.chapter));
  const lessons = await db
    .selectDistinct({ chapter: q.chapter, lesson: q.lesson })
    .from(q)
    .where(and(scope, isNotNull(q.lesson)))
    .orderBy(asc(q.chapter), asc(q.lesson));
  return {
    chapters: chapters.flatMap((r) => (r.chapter ? [r.chapter] : [])),
    lessons: lessons.flatMap((r) => (r.lesson ? [{ chapter: r.chapter, lesson: r.lesson }] : [])),
  };
}

export async function insertBankQuestion(
  db: Db,
  values: BankInsert,
  choices: ChoiceInsert[],
): Promise<number> {
  const [row] = await db.insert(examBankQuestions).values(values).returning({ id: examBankQuestions.id });
  if (!row) throw new Error('exam_bank_questions: the insert returned no row');
  const id = row.id;
  if (choices.length > 0) {
    await db.insert(examBankChoices).values(choices.map((c, i) => ({ ...c, questionId: id, position: i })));
  }
  return id;
}

/** Replaces the question's fields and its choices (ids of choices are not kept across edits). */
export async function updateBankQuestion(
  db: Db,
  id: number,
  values: Partial<BankInsert>,
  choices: ChoiceInsert[],
): Promise<void> {
  await db
    .update(examBankQuestions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(examBankQuestions.id, id));
  await db.delete(examBankChoices).where(eq(examBankChoices.questionId, id));
  if (choices.length > 0) {
    await db.insert(examBankChoices).values(choices.map((c, i) => ({ ...c, questionId: id, position: i })));
  }
}

export async function deleteBankQuestion(db: Db, id: number): Promise<void> {
  await db.delete(examBankQuestions).where(eq(examBankQuestions.id, id));
}

/** Every row matching a filter, for the export (bounded by the caller). */
export async function findBankRows(db: Db, f: BankFilter, limit: number): Promise<BankRow[]> {
  return db
    .select()
    .from(examBankQuestions)
    .where(whereOf(f))
    .orderBy(asc(examBankQuestions.id))
    .limit(limit);
}
