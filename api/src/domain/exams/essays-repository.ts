import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  answerAttempts,
  courseTeachers,
  examSessions,
  exams,
  lectures,
  questions,
  users,
} from '../../db/schema/index';

/** The course an exam belongs to: its own, or its lecture's. */
const examCourse = sql<number | null>`coalesce(${exams.courseId}, ${lectures.courseId})`;

/** Essay answers of submitted sessions waiting for a mark, oldest first; only these courses when given. */
export async function pendingEssayRows(
  db: Db,
  courseIds: number[] | null,
  page: { limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    isNotNull(examSessions.submittedAt),
    eq(questions.type, 'essay'),
    isNull(answerAttempts.correctionMark),
    or(isNotNull(answerAttempts.answerText), isNotNull(answerAttempts.answerImage)),
  ];
  if (courseIds) conditions.push(courseIds.length ? inArray(examCourse, courseIds) : sql`false`);
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        id: answerAttempts.id,
        sessionId: examSessions.id,
        email: users.email,
        exam: exams.name,
        question: questions.text,
        text: answerAttempts.answerText,
        image: answerAttempts.answerImage,
        maxMark: answerAttempts.questionMark,
      })
      .from(answerAttempts)
      .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
      .innerJoin(questions, eq(questions.id, answerAttempts.questionId))
      .innerJoin(exams, eq(exams.id, examSessions.examId))
      .leftJoin(lectures, eq(lectures.id, exams.lectureId))
      .innerJoin(users, eq(users.id, examSessions.userId));
  const rows = await base()
    .where(where)
    .orderBy(asc(answerAttempts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(answerAttempts)
    .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
    .innerJoin(questions, eq(questions.id, answerAttempts.questionId))
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .leftJoin(lectures, eq(lectures.id, exams.lectureId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The course of the exam an answer belongs to (null: an exam of no course), or undefined when no such answer. */
export async function courseOfAnswer(db: Db, attemptId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ courseId: examCourse })
    .from(answerAttempts)
    .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .leftJoin(lectures, eq(lectures.id, exams.lectureId))
    .where(eq(answerAttempts.id, attemptId));
  return row ? row.courseId : undefined;
}

/** The courses a catalogue teacher teaches. */
export async function coursesOfTeacher(db: Db, teacherId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .where(eq(courseTeachers.teacherId, teacherId));
  return rows.map((r) => r.id);
}
