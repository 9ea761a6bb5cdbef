import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { answerAttempts, examSessions, exams, notifications, questions, users } from '../../db/schema/index';
import { DomainError } from '../errors';

/** Essay answers of submitted sessions that wait for staff, oldest first. */
export function pendingEssays(db: Db) {
  return db
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
    .innerJoin(users, eq(users.id, examSessions.userId))
    .where(
      and(
        isNotNull(examSessions.submittedAt),
        eq(questions.type, 'essay'),
        isNull(answerAttempts.correctionMark),
        or(isNotNull(answerAttempts.answerText), isNotNull(answerAttempts.answerImage)),
      ),
    )
    .orderBy(asc(answerAttempts.id));
}

/**
 * Staff mark an essay answer (0 to the question's mark). When it was the session's last one,
 * the result is completed (mark, counts, passed or not) and the student is notified.
 */
export function correctEssay(db: Db, attemptId: number, mark: number) {
  return db.transaction((tx) => correctEssayInTx(tx, attemptId, mark));
}

/** correctEssay inside the caller's transaction (the staff api adds its audit row to it). */
export async function correctEssayInTx(tx: Db, attemptId: number, mark: number) {
  const [row] = await tx
    .select({ a: answerAttempts, s: examSessions, type: questions.type })
    .from(answerAttempts)
    .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
    .innerJoin(questions, eq(questions.id, answerAttempts.questionId))
    .where(eq(answerAttempts.id, attemptId))
    .for('update');
  if (row?.type !== 'essay' || row.s.submittedAt === null) throw new DomainError('NOT_FOUND');
  if (!Number.isFinite(mark) || mark < 0 || mark > row.a.questionMark)
    throw new DomainError('VALIDATION_FAILED');
  await tx
    .update(answerAttempts)
    .set({ correctionMark: mark, correct: mark >= row.a.questionMark / 2 })
    .where(eq(answerAttempts.id, attemptId));
  const all = await tx.select().from(answerAttempts).where(eq(answerAttempts.sessionId, row.s.id));
  const waiting = all.some((a) => a.correctionMark === null && (a.answerText || a.answerImage));
  if (waiting) return { sessionId: row.s.id, completed: false };
  const [exam] = await tx.select().from(exams).where(eq(exams.id, row.s.examId));
  const total = row.s.totalMark ?? 0;
  const got = all.reduce((sum, a) => sum + (a.correctionMark ?? 0), 0);
  const succeeded = total > 0 ? (got / total) * 100 >= (exam?.passPercentage ?? 50) : true;
  await tx
    .update(examSessions)
    .set({
      corrected: true,
      correctionMark: got,
      succeeded,
      correctCount: all.filter((a) => a.correct === true).length,
      wrongCount: all.filter((a) => a.correct === false).length,
    })
    .where(eq(examSessions.id, row.s.id));
  await tx.insert(notifications).values({
    userId: row.s.userId,
    type: 'default',
    title: 'تم تصحيح امتحانك',
    content: `ظهرت نتيجة «${exam?.name ?? ''}»: ${got} من ${total}.`,
    to: `/exams/session?sessionToken=${row.s.token}`,
  });
  return { sessionId: row.s.id, completed: true };
}
