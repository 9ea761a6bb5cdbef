import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { examSessions, type exams, questions } from '../../db/schema/index';

type ExamRow = typeof exams.$inferSelect;
type SessionRow = typeof examSessions.$inferSelect;

/** A session as the Exam entity carries it (spec 2 §3 Exam session). */
function sessionView(s: SessionRow, now: Date) {
  const active = !s.submittedAt && (!s.deadline || s.deadline.getTime() > now.getTime());
  const total = s.totalMark ?? 0;
  return {
    id: s.id,
    token: s.token,
    active,
    remaining_seconds: s.deadline
      ? Math.max(0, Math.floor((s.deadline.getTime() - now.getTime()) / 1000))
      : null,
    start_time: s.startTime.toISOString(),
    corrected: s.corrected,
    succeeded: s.succeeded,
    correction_mark: s.correctionMark,
    total_mark: total,
    correction_percentage:
      s.correctionMark === null || total === 0 ? null : Math.round((s.correctionMark / total) * 1000) / 10,
    submitted_at: s.submittedAt ? s.submittedAt.toISOString() : null,
    correct_answer_attempts: null,
    wrong_answer_attempts: null,
    time_taken: s.submittedAt ? Math.round((s.submittedAt.getTime() - s.startTime.getTime()) / 1000) : null,
  };
}

/** The exams of a lecture's contents for one student: counts and their sessions. */
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
  return rows.map((e) => {
    const mine = sessions.filter((s) => s.examId === e.id).map((s) => sessionView(s, now));
    return {
      id: e.id,
      name: e.name,
      description: e.description,
      duration: e.duration,
      questions_count: nOf.get(e.id) ?? 0,
      exam_code: e.examCode,
      must_pass: e.mustPass,
      must_take: e.mustTake,
      needs_attention: e.needsAttention,
      navigate_to_alternative: e.navigateToAlternative,
      alternative_exam: e.alternativeExamCode,
      active_session: mine.find((s) => s.active) ?? null,
      has_session: mine.length > 0,
      show_result: e.showResult,
      show_detailed_result: e.showDetailedResult,
      shuffled_answers: e.shuffledAnswers,
      enable_images_answers: e.enableImagesAnswers,
      kind: e.kind,
      latest_session: mine.find((s) => !s.active) ?? null,
      attempts_count: mine.length,
    };
  });
}

export type ExamView = Awaited<ReturnType<typeof toExamViews>>[number];
