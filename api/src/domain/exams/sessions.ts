import type { ExamAnswerInput } from '@app/shared-contracts/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { examSessions, questions } from '../../db/schema/index';
import { newOpaqueToken } from '../../lib/crypto';
import { DomainError } from '../errors';
import { openLecture } from '../lectures/lecture-gate';
import { answerFactsOf, checkAnswers, writeAnswerRows } from './answer-save';
import { fitsOnce, saveAnswersOnce } from './answer-save-once';
import { examById, sessionByToken, sessionsOf } from './load';
import { drawSessionPaper, extraOf } from './paper-set';
import { submitSession } from './submit';
import { type AttemptRow, deadlineOf, type ExamRow, GRACE_MS, isRunning, type SessionRow } from './views';

/** EXAM_NOT_STARTED before the window, EXAM_ENDED after it (later by a student's extra minutes). */
export function checkWindow(exam: ExamRow, now: Date, extraMinutes = 0): void {
  if (exam.startsAt && now < exam.startsAt) throw new DomainError('EXAM_NOT_STARTED');
  if (exam.endsAt && now.getTime() >= exam.endsAt.getTime() + extraMinutes * 60_000)
    throw new DomainError('EXAM_ENDED');
}

/**
 * POST /exams/session: the running session of this student, or a new one. The partial unique
 * index lets one of several concurrent starts insert; the others read the row it made. The
 * session's own paper (random draws, shuffled order) is written in the same transaction.
 */
export async function startSession(db: Db, userId: number, examId: number, now: Date): Promise<SessionRow> {
  return (await startSessionOf(db, userId, examId, now)).session;
}

/**
 * startSession, answering the exam too (the route's answer shows it). Exam night's start hump
 * (issue 35): the statements are built once and a plain start sends seven, was eleven
 * (decision 0065).
 */
export async function startSessionOf(
  db: Db,
  userId: number,
  examId: number,
  now: Date,
): Promise<{ session: SessionRow; exam: ExamRow }> {
  const exam = await examById(db, examId);
  // A lecture's exam is sat by those who may open the lecture (LECTURE_NOT_PURCHASED with course_id).
  if (exam.lectureId) await openLecture(db, userId, exam.lectureId, now);
  let sessions = await sessionsOf(db, userId, exam.id);
  // An overdue session is finished first (the sweep may not have passed yet), then read again.
  const overdue = sessions.filter((s) => s.submittedAt === null && !isRunning(s, now));
  for (const s of overdue) await submitSession(db, s, now);
  if (overdue.length) sessions = await sessionsOf(db, userId, exam.id);
  const running = sessions.find((s) => isRunning(s, now));
  if (running) return { session: running, exam };
  const extra = await extraOf(db, exam.id, userId);
  try {
    checkWindow(exam, now, extra.extraMinutes);
  } catch {
    throw new DomainError('EXAM_NOT_ACTIVE');
  }
  if (sessions.length >= exam.maxAttempts + extra.extraAttempts) throw new DomainError('EXAM_NOT_ACTIVE');
  const made = await db.transaction(async (tx) => {
    const deadline = deadlineOf(exam, now, extra.extraMinutes);
    const [row] = await preparedOf(tx, 'session_insert', () => sessionInsert(tx)).execute({
      token: newOpaqueToken(),
      exam: exam.id,
      user: userId,
      start: now.toISOString(),
      deadline: deadline?.toISOString() ?? null,
    });
    if (!row) return undefined;
    const total = await drawSessionPaper(tx, exam, row.id);
    if (total === null) return row;
    const [updated] = await tx
      .update(examSessions)
      .set({ totalMark: total })
      .where(eq(examSessions.id, row.id))
      .returning();
    return updated;
  });
  if (made) return { session: made, exam };
  // Another start of this student won the insert: its session is the one.
  const [row] = await db
    .select()
    .from(examSessions)
    .where(
      and(
        eq(examSessions.userId, userId),
        eq(examSessions.examId, exam.id),
        isNull(examSessions.submittedAt),
      ),
    );
  if (!row) throw new DomainError('EXAM_NOT_ACTIVE');
  return { session: row, exam };
}

/**
 * A new session whose total mark is its exam's fixed questions' (a drawn paper sets its own
 * after); nothing when the student has one running already (the partial unique index).
 * Placeholders: token, exam, user, start, deadline (ISO text, cast: it may be null).
 */
function sessionInsert(tx: Db) {
  const fixedTotal = sql`(select coalesce(sum(${questions.mark}), 0) from ${questions} where ${and(
    eq(questions.examId, ph('exam')),
    isNull(questions.drawRuleId),
  )})`;
  return tx
    .insert(examSessions)
    .values({
      token: ph('token'),
      examId: ph('exam'),
      userId: ph('user'),
      startTime: sql`${ph('start')}::timestamptz`,
      deadline: sql`${ph('deadline')}::timestamptz`,
      totalMark: sql`${fixedTotal}::double precision`,
    })
    .onConflictDoNothing()
    .returning();
}

const ended = () => new DomainError('EXAM_NOT_ACTIVE', { detail: 'examSessionEnded' });

/**
 * Answers are taken while the session runs, and up to GRACE_MS after its deadline when every
 * answer was stamped before it. Past that the session is finished and the call refused.
 */
export function checkAccepting(s: SessionRow, answers: ExamAnswerInput[], now: Date): void {
  if (s.submittedAt !== null) throw ended();
  if (s.deadline === null || now < s.deadline) return;
  const late = now.getTime() - s.deadline.getTime();
  const deadline = s.deadline.getTime();
  const stampedBefore = answers.every((a) => a.answered_at && Date.parse(a.answered_at) <= deadline);
  if (late > GRACE_MS || !stampedBefore) throw ended();
}

/**
 * POST /exams/session/answers: one statement that reads the facts and writes when it may
 * (answer-save-once.ts, decision 0066); otherwise the facts are checked here, and a save in the
 * grace period is written as before: one write that answers every attempt (answer-save.ts).
 */
export async function saveAnswers(
  db: Db,
  userId: number,
  token: string,
  input: ExamAnswerInput[],
  now: Date,
): Promise<{ session: SessionRow; attempts: AttemptRow[] }> {
  // The common save, in one statement (decision 0066); it writes only when every check passes.
  const once = fitsOnce(input) ? await saveAnswersOnce(db, userId, token, input, now) : undefined;
  if (once === null) throw new DomainError('SESSION_NOT_FOUND');
  if (once?.attempts) return { session: once.facts.session, attempts: once.attempts };
  // Not written: the checks below say why, or write in the grace period after the deadline.
  const facts = once?.facts ?? (await answerFactsOf(db, userId, token, input));
  const s = facts.session;
  try {
    checkAccepting(s, input, now);
  } catch (err) {
    if (s.submittedAt === null && s.deadline && now.getTime() - s.deadline.getTime() > GRACE_MS)
      await submitSession(db, s, now);
    throw err;
  }
  checkAnswers(facts, input);
  return { session: s, attempts: await writeAnswerRows(db, facts, input) };
}

/** A read of an overdue session finishes it (the sweep may not have passed yet). */
export async function readSession(db: Db, userId: number, token: string, now: Date): Promise<SessionRow> {
  const s = await sessionByToken(db, userId, token);
  if (s.submittedAt === null && s.deadline && now.getTime() - s.deadline.getTime() > GRACE_MS)
    return submitSession(db, s, now);
  return s;
}
