import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { type examDrawRules, questions } from '../../db/schema/index';
import { bankRows, bankWhere, type ExamRow } from './repository';

type RuleRow = typeof examDrawRules.$inferSelect;

/**
 * Each draw rule's pool: before publish, the bank questions of the exam's teacher with the rule's
 * tags (not already picked one by one); after, the questions copied for it. Answers ids.
 */
export async function pools(
  db: Db,
  e: ExamRow,
  rules: RuleRow[],
  picked: number[] = [],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (e.status !== 'draft') {
    for (const r of rules) {
      const rows = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.examId, e.id), eq(questions.drawRuleId, r.id)));
      out.set(
        r.id,
        rows.map((q) => q.id),
      );
    }
    return out;
  }
  for (const r of rules) {
    const rows = await bankRows(
      db,
      bankWhere({ teacherId: e.teacherId, chapter: r.chapter, lesson: r.lesson, difficulty: r.difficulty }),
    );
    out.set(
      r.id,
      rows.map((q) => q.id).filter((id) => !picked.includes(id)),
    );
  }
  return out;
}
