import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { examSessions, type exams, questions } from '../../db/schema/index';
import { examView } from '../exams/views';

type ExamRow = typeof exams.$inferSelect;

/**
 * The exams of a lecture's contents for one student, through the exams domain's own view so a
 * lecture never shows more than the exam page would (no mark when `show_result` is off).
 */
export async function toExamViews(db: Db, rows: ExamRow[], userId: number, now = new Date()) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, sessions] = await Promise.all([
    db
      .select({ examId: questions.examId, n: count() })
      .from(questions)
      .where(inArray(questions.examId, ids))
      .groupBy(questions.examId),
    db
      .select()
      .from(examSessions)
      .where(and(eq(examSessions.userId, userId), inArray(examSessions.examId, ids)))
      .orderBy(desc(examSessions.startTime), desc(examSessions.id)),
  ]);
  const nOf = new Map(counts.map((c) => [c.examId, Number(c.n)]));
  return rows.map((e) =>
    examView(
      e,
      { questionsCount: nOf.get(e.id) ?? 0, sessions: sessions.filter((s) => s.examId === e.id) },
      now,
    ),
  );
}

export type ExamView = Awaited<ReturnType<typeof toExamViews>>[number];
