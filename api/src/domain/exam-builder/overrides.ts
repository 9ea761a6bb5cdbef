import type { StaffExam, StaffExamOverrideBody } from '@app/shared-contracts/schemas';
import { STAFF_EXAM_MESSAGES } from '@app/shared-contracts/schemas';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { examOverrides, users } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import { reachableExam } from './access';
import { rescheduleRunning } from './running';
import { freshView } from './view';

/** A student by id (digits, short) or phone (as typed, or with its country code). */
async function studentOf(db: Db, typed: string): Promise<number> {
  const digits = typed.replace(/[\s-]/g, '');
  const byId = /^\d{1,9}$/.test(digits) && !digits.startsWith('0') ? eq(users.id, Number(digits)) : undefined;
  const byPhone = or(eq(users.phone, digits), eq(users.fullPhone, digits)) as SQL;
  // A phone shared by two students (siblings) names nobody: the desk uses the id then.
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.staffRole), byId ? or(byId, byPhone) : byPhone))
    .limit(2);
  const [row] = rows;
  if (!row || rows.length > 1) throw new FieldError({ student: [STAFF_EXAM_MESSAGES.student] });
  return row.id;
}

/**
 * PUT /staff/exams/{examId}/overrides: one student's extra minutes (their deadline and window end)
 * and extra attempts, replacing any earlier ones; their running sitting gets the time at once.
 */
export async function setOverride(
  db: Db,
  actor: StaffActor,
  examId: number,
  b: StaffExamOverrideBody,
  now: Date,
): Promise<StaffExam> {
  const exam = await reachableExam(db, actor, examId);
  const userId = await studentOf(db, b.student);
  const values = { extraMinutes: Number(b.extra_minutes ?? 0), extraAttempts: Number(b.extra_attempts ?? 0) };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(examOverrides)
      .where(and(eq(examOverrides.examId, exam.id), eq(examOverrides.userId, userId)));
    await tx
      .insert(examOverrides)
      .values({ examId: exam.id, userId, ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: [examOverrides.examId, examOverrides.userId],
        set: { ...values, updatedAt: now },
      });
    await rescheduleRunning(tx, exam, userId, now);
    await recordAudit(tx, actor, {
      action: 'exam.override',
      targetType: 'exam',
      targetId: exam.id,
      before: before ?? null,
      after: { user_id: userId, extra_minutes: values.extraMinutes, extra_attempts: values.extraAttempts },
    });
  });
  return freshView(db, exam.id, now);
}
