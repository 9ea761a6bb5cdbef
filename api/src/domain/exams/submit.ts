import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { answerAttempts, examSessions, exams } from '../../db/schema/index';
import { DomainError } from '../errors';
import { announceStaffEvent } from '../staff-events/index';
import { attemptsOf, paperOf } from './load';
import { GRACE_MS, type SessionRow } from './views';

/**
 * Finishes a session once: the update that sets submitted_at wins for one caller, the others (a
 * second submit, the sweep) read the result it wrote. Choice and true/false answers are corrected
 * here; an essay answered waits for staff (corrected stays false), and the open marking queues
 * are told once the transaction is committed.
 */
export async function submitSession(db: Db, s: SessionRow, now: Date): Promise<SessionRow> {
  let toMark = false;
  const done = await db.transaction(async (tx) => {
    const at = s.deadline && now > s.deadline ? s.deadline : now;
    const [claimed] = await tx
      .update(examSessions)
      .set({ submittedAt: at })
      .where(and(eq(examSessions.id, s.id), isNull(examSessions.submittedAt)))
      .returning();
    if (!claimed) {
      const [done] = await tx.select().from(examSessions).where(eq(examSessions.id, s.id));
      if (!done) throw new DomainError('SESSION_NOT_FOUND');
      return done;
    }
    const [exam] = await tx.select().from(exams).where(eq(exams.id, s.examId));
    const { questions, choicesOf } = await paperOf(tx, s.examId, s.id);
    const typeOf = new Map(questions.map((q) => [q.id, q.type]));
    let mark = 0;
    let right = 0;
    let wrong = 0;
    let waiting = false;
    for (const a of await attemptsOf(tx, s.id)) {
      if (typeOf.get(a.questionId) === 'essay') {
        if (a.answerText || a.answerImage) waiting = true;
        else
          await tx
            .update(answerAttempts)
            .set({ correct: false, correctionMark: 0 })
            .where(eq(answerAttempts.id, a.id));
        continue;
      }
      const correct = choicesOf.get(a.questionId)?.find((c) => c.id === a.answerId)?.correct === true;
      const got = correct ? a.questionMark : 0;
      mark += got;
      if (correct) right++;
      else wrong++;
      await tx
        .update(answerAttempts)
        .set({ correct, correctionMark: got })
        .where(eq(answerAttempts.id, a.id));
    }
    const total = questions.reduce((t, q) => t + q.mark, 0);
    const pass = exam?.passPercentage ?? 50;
    const [row] = await tx
      .update(examSessions)
      .set({
        totalMark: total,
        correctionMark: mark,
        correctCount: right,
        wrongCount: wrong,
        corrected: !waiting,
        succeeded: waiting ? null : total > 0 ? (mark / total) * 100 >= pass : true,
      })
      .where(eq(examSessions.id, s.id))
      .returning();
    if (!row) throw new DomainError('SESSION_NOT_FOUND');
    toMark = waiting;
    return row;
  });
  if (toMark) announceStaffEvent(db, 'marking');
  return done;
}

/**
 * Submits every session whose deadline passed more than GRACE_MS ago, so a student who closed
 * the tab still gets a result. The api process runs it on a timer; tests call it with their clock.
 */
export async function sweepOverdueSessions(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(examSessions)
    .where(
      and(isNull(examSessions.submittedAt), lt(examSessions.deadline, new Date(now.getTime() - GRACE_MS))),
    )
    .limit(500);
  for (const s of due) await submitSession(db, s, now);
  return due.length;
}
