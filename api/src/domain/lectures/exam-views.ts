import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { examSessions, exams, questions } from '../../db/schema/index';
import { examView } from '../exams/views';

// A lecture's active exams, in teaching order.
const ofLecture = and(eq(exams.lectureId, ph('lecture')), eq(exams.active, true));

/**
 * The exams of a lecture's contents for one student, through the exams domain's own view so a
 * lecture never shows more than the exam page would (no mark when `show_result` is off). The
 * exams come with their question counts; when there are any, the student's sessions of them follow
 * (both built once, keyed by the lecture: issue 35).
 */
export async function lectureExams(db: Db, lectureId: number, userId: number, now = new Date()) {
  const values = { lecture: lectureId, user: userId };
  const rows = await preparedOf(db, 'lecture_exams', () =>
    db
      .select({
        ...getTableColumns(exams),
        questionsCount: sql`(${db
          .select({ n: count() })
          .from(questions)
          .where(eq(questions.examId, exams.id))})`.mapWith(Number),
      })
      .from(exams)
      .where(ofLecture)
      .orderBy(asc(exams.position), asc(exams.id)),
  ).execute(values);
  if (rows.length === 0) return [];
  const sessions = await preparedOf(db, 'lecture_exam_sessions', () =>
    db
      .select()
      .from(examSessions)
      .where(
        and(
          eq(examSessions.userId, ph('user')),
          inArray(examSessions.examId, db.select({ id: exams.id }).from(exams).where(ofLecture)),
        ),
      )
      .orderBy(desc(examSessions.startTime), desc(examSessions.id)),
  ).execute(values);
  return rows.map(({ questionsCount, ...e }) => ({
    row: e,
    view: examView(e, { questionsCount, sessions: sessions.filter((s) => s.examId === e.id) }, now),
  }));
}

export type ExamView = Awaited<ReturnType<typeof lectureExams>>[number]['view'];
