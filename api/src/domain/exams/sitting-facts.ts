import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { examDrawRules, examOverrides, exams, questions } from '../../db/schema/index';
import type { StudentExtra } from './paper-set';

/**
 * What GET /exams/details adds to the exam row for one student, in one statement (issue 35):
 * the questions each student gets (paper-set.ts questionsPerStudent: the fixed ones plus each draw
 * rule's count) and this student's extra minutes and attempts (extraOf), as sub-selects.
 */
export async function sittingFactsOf(
  db: Db,
  examId: number,
  userId: number,
): Promise<{ questionsCount: number; extra: StudentExtra }> {
  const [row] = await preparedOf(db, 'sitting_facts', () => factsQuery(db)).execute({
    exam: examId,
    user: userId,
  });
  return {
    questionsCount: (row?.fixed ?? 0) + (row?.drawn ?? 0),
    extra: { extraMinutes: row?.extraMinutes ?? 0, extraAttempts: row?.extraAttempts ?? 0 },
  };
}

function factsQuery(db: Db) {
  const override = and(eq(examOverrides.examId, exams.id), eq(examOverrides.userId, ph('user')));
  return db
    .select({
      fixed: sql`(${db
        .select({ n: count() })
        .from(questions)
        .where(and(eq(questions.examId, exams.id), isNull(questions.drawRuleId)))})`.mapWith(Number),
      drawn: sql`(${db
        .select({ n: sum(examDrawRules.count) })
        .from(examDrawRules)
        .where(eq(examDrawRules.examId, exams.id))})`.mapWith(Number),
      extraMinutes:
        sql`(${db.select({ m: examOverrides.extraMinutes }).from(examOverrides).where(override)})`.mapWith(
          Number,
        ),
      extraAttempts:
        sql`(${db.select({ a: examOverrides.extraAttempts }).from(examOverrides).where(override)})`.mapWith(
          Number,
        ),
    })
    .from(exams)
    .where(eq(exams.id, ph('exam')));
}
