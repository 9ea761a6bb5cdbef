import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { examOverrides, examSessions } from '../../db/schema/index';
import { deadlineOf, isRunning } from '../exams/views';
import type { ExamRow } from './repository';

/**
 * Gives running sittings a later deadline after the window was extended (everyone) or a student
 * got extra minutes (userId): the deadline is worked out again as at start, never made earlier.
 */
export async function rescheduleRunning(
  tx: Db,
  exam: ExamRow,
  userId: number | null,
  now: Date,
): Promise<void> {
  const rows = await tx
    .select({ s: examSessions, extra: examOverrides.extraMinutes })
    .from(examSessions)
    .leftJoin(
      examOverrides,
      and(eq(examOverrides.examId, examSessions.examId), eq(examOverrides.userId, examSessions.userId)),
    )
    .where(
      and(
        eq(examSessions.examId, exam.id),
        isNull(examSessions.submittedAt),
        userId === null ? undefined : eq(examSessions.userId, userId),
      ),
    );
  for (const { s, extra } of rows) {
    if (!isRunning(s, now)) continue;
    const next = deadlineOf(exam, s.startTime, extra ?? 0);
    if (s.deadline && next && next > s.deadline)
      await tx.update(examSessions).set({ deadline: next }).where(eq(examSessions.id, s.id));
  }
}
