import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  courses,
  courseTeachers,
  examBankChoices,
  examBankQuestions,
  examDrawRules,
  examOverrides,
  examPicks,
  examSessions,
  exams,
  lectures,
  questions,
  teachers,
  users,
} from '../../db/schema/index';

// The exam builder's queries (decision 0048): the domain files above say what they mean.

export type ExamRow = typeof exams.$inferSelect;
export type BankRow = typeof examBankQuestions.$inferSelect;

export async function examRow(db: Db, id: number): Promise<ExamRow | undefined> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  return row;
}

export async function coursesOfTeacher(db: Db, teacherId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .where(eq(courseTeachers.teacherId, teacherId));
  return rows.map((r) => r.id);
}

export async function lectureCourse(db: Db, lectureId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ courseId: lectures.courseId })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  return row ? row.courseId : undefined;
}

export const courseExists = async (db: Db, id: number) =>
  (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id))).length > 0;
export const teacherExists = async (db: Db, id: number) =>
  (await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, id))).length > 0;

/** The course an exam belongs to: its own, or its lecture's. */
const examCourse = sql<
  number | null
>`coalesce(${exams.courseId}, (select ${lectures.courseId} from ${lectures} where ${lectures.id} = ${exams.lectureId}))`;

/** A teacher's exams: owned, or of a course they teach. */
export const teacherExamsWhere = (teacherId: number, courseIds: number[]): SQL =>
  or(eq(exams.teacherId, teacherId), courseIds.length ? inArray(examCourse, courseIds) : sql`false`) as SQL;

export async function examsPage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number; sort: 'id' | 'name' | 'starts_at'; asc: boolean },
) {
  const col = page.sort === 'name' ? exams.name : page.sort === 'starts_at' ? exams.startsAt : exams.id;
  const rows = await db
    .select({
      e: exams,
      course: courses.name,
      sessions: sql<number>`(select count(*)::int from ${examSessions} where ${examSessions.examId} = ${exams.id})`,
    })
    .from(exams)
    .leftJoin(courses, eq(courses.id, exams.courseId))
    .where(where)
    .orderBy(page.asc ? asc(col) : desc(col), desc(exams.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(exams).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const searchWhere = (q: string): SQL =>
  or(ilike(exams.name, `%${q.replace(/[\\%_]/g, '\\$&')}%`), eq(exams.examCode, q.toUpperCase())) as SQL;

export interface BankFilter {
  teacherId: number | null;
  chapter?: string | null | undefined;
  lesson?: string | null | undefined;
  difficulty?: 'easy' | 'medium' | 'hard' | null | undefined;
  type?: 'choices' | 'truefalse' | 'essay' | undefined;
  q?: string | undefined;
}

export function bankWhere(f: BankFilter): SQL | undefined {
  return and(
    f.teacherId === null ? undefined : eq(examBankQuestions.teacherId, f.teacherId),
    f.chapter ? eq(examBankQuestions.chapter, f.chapter) : undefined,
    f.lesson ? eq(examBankQuestions.lesson, f.lesson) : undefined,
    f.difficulty ? eq(examBankQuestions.difficulty, f.difficulty) : undefined,
    f.type ? eq(examBankQuestions.type, f.type) : undefined,
    f.q ? ilike(examBankQuestions.text, `%${f.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
}

export async function bankPage(db: Db, f: BankFilter, page: { limit: number; offset: number }) {
  const where = bankWhere(f);
  const rows = await db
    .select()
    .from(examBankQuestions)
    .where(where)
    .orderBy(desc(examBankQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(examBankQuestions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const bankRows = (db: Db, where: SQL | undefined): Promise<BankRow[]> =>
  db.select().from(examBankQuestions).where(where).orderBy(asc(examBankQuestions.id));

export const bankByIds = (db: Db, ids: number[]): Promise<BankRow[]> =>
  ids.length
    ? db.select().from(examBankQuestions).where(inArray(examBankQuestions.id, ids))
    : Promise.resolve([]);

export const bankChoices = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select()
        .from(examBankChoices)
        .where(inArray(examBankChoices.questionId, ids))
        .orderBy(asc(examBankChoices.position), asc(examBankChoices.id))
    : Promise.resolve([]);

export const picksOf = (db: Db, examId: number) =>
  db
    .select({ q: examBankQuestions })
    .from(examPicks)
    .innerJoin(examBankQuestions, eq(examBankQuestions.id, examPicks.bankQuestionId))
    .where(eq(examPicks.examId, examId))
    .orderBy(asc(examPicks.position), asc(examPicks.id));

export const rulesOf = (db: Db, examId: number) =>
  db
    .select()
    .from(examDrawRules)
    .where(eq(examDrawRules.examId, examId))
    .orderBy(asc(examDrawRules.position), asc(examDrawRules.id));

export async function copiedPerRule(db: Db, examId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ rule: questions.drawRuleId, n: count() })
    .from(questions)
    .where(eq(questions.examId, examId))
    .groupBy(questions.drawRuleId);
  return new Map(rows.filter((r) => r.rule !== null).map((r) => [r.rule as number, r.n]));
}

export const fixedCount = async (db: Db, examId: number) =>
  (
    await db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.examId, examId), isNull(questions.drawRuleId)))
  )[0]?.n ?? 0;

export const sessionsCount = async (db: Db, examId: number) =>
  (await db.select({ n: count() }).from(examSessions).where(eq(examSessions.examId, examId)))[0]?.n ?? 0;

export const overridesOf = (db: Db, examId: number) =>
  db
    .select({ o: examOverrides, name: users.name, phone: users.phone })
    .from(examOverrides)
    .innerJoin(users, eq(users.id, examOverrides.userId))
    .where(eq(examOverrides.examId, examId))
    .orderBy(asc(examOverrides.userId));

export async function namedRef(db: Db, table: 'course' | 'lecture' | 'teacher', id: number | null) {
  if (id === null) return null;
  const t = table === 'course' ? courses : table === 'lecture' ? lectures : teachers;
  const [row] = await db.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, id));
  return row ?? null;
}
