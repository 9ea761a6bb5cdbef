import type {
  Answer,
  AnswerAttempt,
  Exam,
  ExamResult,
  ExamSession,
  Question,
} from '@app/shared-contracts/schemas';
import type { answerAttempts, answers, examSessions, exams, questions } from '../../db/schema/index';

export type ExamRow = typeof exams.$inferSelect;
export type SessionRow = typeof examSessions.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type ChoiceRow = typeof answers.$inferSelect;
export type AttemptRow = typeof answerAttempts.$inferSelect;

/** Answers for the deadline are taken this long after it when the client stamped them before it. */
export const GRACE_MS = 15_000;

/** Running: not submitted and before its deadline (an overdue one waits for the sweep or a read). */
export const isRunning = (s: SessionRow, now: Date) =>
  s.submittedAt === null && (s.deadline === null || now.getTime() < s.deadline.getTime());

/**
 * start + duration, capped by the exam's window; null for an open exam without window end. A
 * student's extra minutes (exam_overrides) lengthen both the duration and the window's end.
 */
export function deadlineOf(exam: ExamRow, start: Date, extraMinutes = 0): Date | null {
  const extra = extraMinutes * 60_000;
  const byDuration = exam.duration ? new Date(start.getTime() + exam.duration * 60_000 + extra) : null;
  const end = exam.endsAt ? new Date(exam.endsAt.getTime() + extra) : null;
  if (byDuration && end) return new Date(Math.min(byDuration.getTime(), end.getTime()));
  return byDuration ?? end ?? null;
}

export function remainingSeconds(s: SessionRow, now: Date): number | null {
  if (s.deadline === null) return null;
  if (!isRunning(s, now)) return 0;
  return Math.max(0, Math.ceil((s.deadline.getTime() - now.getTime()) / 1000));
}

const pct = (mark: number | null, total: number) =>
  mark === null || total <= 0 ? null : Math.round((mark / total) * 10_000) / 100;

/** Spec 2 §3 Exam session. Marks stay null while it runs, before correction, or with show_result off. */
export function sessionView(s: SessionRow, exam: ExamRow, now: Date): ExamSession {
  const running = isRunning(s, now);
  const shown = !running && s.submittedAt !== null && exam.showResult;
  const total = s.totalMark ?? 0;
  return {
    id: s.id,
    token: s.token,
    active: running,
    remaining_seconds: remainingSeconds(s, now),
    start_time: s.startTime.toISOString(),
    corrected: s.corrected,
    succeeded: shown ? s.succeeded : null,
    correction_mark: shown ? s.correctionMark : null,
    total_mark: total,
    correction_percentage: shown ? pct(s.correctionMark, total) : null,
    submitted_at: s.submittedAt?.toISOString() ?? null,
    correct_answer_attempts: shown ? s.correctCount : null,
    wrong_answer_attempts: shown ? s.wrongCount : null,
    time_taken: s.submittedAt
      ? Math.max(0, Math.round((s.submittedAt.getTime() - s.startTime.getTime()) / 1000))
      : null,
  };
}

export function resultView(s: SessionRow, exam: ExamRow, now: Date): ExamResult | null {
  if (s.submittedAt === null || !exam.showResult) return null;
  const v = sessionView(s, exam, now);
  return {
    corrected: v.corrected,
    succeeded: v.succeeded,
    correction_mark: v.correction_mark,
    total_mark: v.total_mark,
    correction_percentage: v.correction_percentage,
    correct_answer_attempts: v.correct_answer_attempts,
    wrong_answer_attempts: v.wrong_answer_attempts,
    time_taken: v.time_taken,
  };
}

/** The correction (right answers, explanations, marks) shows once submitted with show_detailed_result. */
export const revealsCorrection = (s: SessionRow, exam: ExamRow) =>
  s.submittedAt !== null && exam.showResult && exam.showDetailedResult;

export function questionView(q: QuestionRow, choices: ChoiceRow[], reveal: boolean): Question {
  return {
    id: q.id,
    type: q.type,
    text: q.text || null,
    image_url: q.imageUrl,
    answers: choices.map(
      (a): Answer => ({
        id: a.id,
        text: a.text || null,
        image_url: a.imageUrl,
        correct: reveal ? a.correct : null,
      }),
    ),
    answer_explain_text: reveal ? q.answerExplainText : null,
    answer_explain_image: reveal ? q.answerExplainImage : null,
    answer_explain_audio: reveal ? q.answerExplainAudio : null,
  };
}

export function attemptView(a: AttemptRow, reveal: boolean): AnswerAttempt {
  return {
    id: a.id,
    question_id: a.questionId,
    answer_id: a.answerId,
    answer_text: a.answerText,
    answer_image: a.answerImage,
    correct: reveal ? a.correct : null,
    question_mark: a.questionMark,
    correction_mark: reveal ? a.correctionMark : null,
    marker_comment: reveal ? a.markerComment : null,
  };
}

export function examView(
  exam: ExamRow,
  extra: { questionsCount: number; sessions: SessionRow[]; extraAttempts?: number },
  now: Date,
): Exam {
  const running = extra.sessions.find((s) => isRunning(s, now)) ?? null;
  const latest =
    extra.sessions
      .filter((s) => s.submittedAt !== null || !isRunning(s, now))
      .sort((a, b) => b.startTime.getTime() - a.startTime.getTime())[0] ?? null;
  return {
    id: exam.id,
    name: exam.name,
    description: exam.description || null,
    duration: exam.duration,
    questions_count: extra.questionsCount,
    exam_code: exam.examCode,
    must_pass: exam.mustPass,
    must_take: exam.mustTake,
    needs_attention: exam.needsAttention,
    navigate_to_alternative: exam.navigateToAlternative,
    alternative_exam: exam.alternativeExamCode,
    active_session: running ? sessionView(running, exam, now) : null,
    has_session: extra.sessions.length > 0,
    show_result: exam.showResult,
    show_detailed_result: exam.showDetailedResult,
    shuffled_answers: exam.shuffledAnswers,
    enable_images_answers: exam.enableImagesAnswers,
    kind: exam.kind,
    latest_session: latest ? sessionView(latest, exam, now) : null,
    attempts_count: extra.sessions.length,
    attempts_allowed: exam.maxAttempts + (extra.extraAttempts ?? 0),
    pass_percentage: exam.passPercentage,
    starts_at: exam.startsAt?.toISOString() ?? null,
    ends_at: exam.endsAt?.toISOString() ?? null,
  };
}
