import type {
  Exam,
  ExamAnswerInput,
  ExamResultRow,
  ExamSessionResponse,
  ExamSubmitResponse,
} from '@app/shared-contracts/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { examSessions, exams } from '../../db/schema/index';
import { DomainError } from '../errors';
import { answerFactsOf, checkAnswers, writeAnswerRows } from './answer-save';
import { attemptsOf, examByCode, examById, paperOf, sessionsOf } from './load';
import { extraOf } from './paper-set';
import { checkAccepting, checkWindow } from './sessions';
import { sittingFactsOf } from './sitting-facts';
import { submitSession } from './submit';
import {
  attemptView,
  examView,
  questionView,
  resultView,
  revealsCorrection,
  type SessionRow,
  sessionView,
} from './views';

/** GET /exams/details: a student who already sat it may still open it after its window. */
export async function examDetails(
  db: Db,
  userId: number,
  by: { code?: string; id?: number },
  now: Date,
): Promise<Exam> {
  const exam = by.code !== undefined ? await examByCode(db, by.code) : await examById(db, by.id ?? 0);
  // Two statements side by side after the exam's (issue 35): the student's sessions, and the
  // question count with the student's extra time and attempts in one.
  const [sessions, { questionsCount: n, extra }] = await Promise.all([
    sessionsOf(db, userId, exam.id),
    sittingFactsOf(db, exam.id, userId),
  ]);
  if (sessions.length === 0) checkWindow(exam, now, extra.extraMinutes);
  return examView(exam, { questionsCount: n, sessions, extraAttempts: extra.extraAttempts }, now);
}

/** GET /exams/session: the paper, the student's answers and (once submitted) the result. */
export async function sessionPayload(db: Db, s: SessionRow, now: Date): Promise<ExamSessionResponse> {
  const exam = await examById(db, s.examId).catch(() => {
    throw new DomainError('SESSION_NOT_FOUND');
  });
  const [paper, attempts, sessions, extra] = await Promise.all([
    paperOf(db, exam.id, s.id),
    attemptsOf(db, s.id),
    sessionsOf(db, s.userId, exam.id),
    extraOf(db, exam.id, s.userId),
  ]);
  const reveal = revealsCorrection(s, exam);
  return {
    session: sessionView(s, exam, now),
    exam: examView(
      exam,
      { questionsCount: paper.questions.length, sessions, extraAttempts: extra.extraAttempts },
      now,
    ),
    questions: paper.questions.map((q) => questionView(q, paper.choicesOf.get(q.id) ?? [], reveal)),
    answer_attempts: attempts.map((a) => attemptView(a, reveal)),
    result: resultView(s, exam, now),
  };
}

/** What a submit answers: the session payload without the exam's view (its sessions and extras). */
export async function submitPayload(db: Db, s: SessionRow, now: Date): Promise<ExamSubmitResponse> {
  const [exam, paper, attempts] = await Promise.all([
    examById(db, s.examId).catch(() => {
      throw new DomainError('SESSION_NOT_FOUND');
    }),
    paperOf(db, s.examId, s.id),
    attemptsOf(db, s.id),
  ]);
  const reveal = revealsCorrection(s, exam);
  return {
    result: resultView(s, exam, now),
    answer_attempts: attempts.map((a) => attemptView(a, reveal)),
    questions: paper.questions.map((q) => questionView(q, paper.choicesOf.get(q.id) ?? [], reveal)),
  };
}

/**
 * POST /exams/session/submit: the last answers are written when still accepted, then the session
 * is finished once. A second submit returns the same result.
 */
export async function submitAndReport(
  db: Db,
  userId: number,
  token: string,
  answers: ExamAnswerInput[],
  now: Date,
): Promise<ExamSubmitResponse> {
  const facts = await answerFactsOf(db, userId, token, answers);
  let s = facts.session;
  if (s.submittedAt === null && answers.length > 0) {
    let accepted = true;
    try {
      checkAccepting(s, answers, now);
    } catch {
      accepted = false; // late answers are dropped; the submit itself still finishes the session
    }
    if (accepted) {
      checkAnswers(facts, answers);
      await writeAnswerRows(db, facts, answers);
    }
  }
  s = await submitSession(db, s, now);
  return submitPayload(db, s, now);
}

/** GET /exams/results and /exams/homeworks/results: the student's sessions, newest first. */
export async function listResults(
  db: Db,
  userId: number,
  kind: 'exam' | 'homework',
  now: Date,
): Promise<ExamResultRow[]> {
  const rows = await db
    .select({ s: examSessions, e: exams })
    .from(examSessions)
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .where(and(eq(examSessions.userId, userId), eq(exams.kind, kind)))
    .orderBy(desc(examSessions.startTime))
    .limit(200);
  return rows.map(({ s, e }) => ({
    ...sessionView(s, e, now),
    exam: {
      id: e.id,
      name: e.name,
      exam_code: e.examCode,
      kind: e.kind,
      show_result: e.showResult,
      show_detailed_result: e.showDetailedResult,
    },
  }));
}
