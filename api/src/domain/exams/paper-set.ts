import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { examDrawRules, examOverrides, examSessionQuestions, questions } from '../../db/schema/index';
import type { ExamRow, QuestionRow } from './views';

// What the exam builder (issue 34, decision 0048) adds to a student's sitting: a paper of its own
// (random draws per tag, shuffled order) written once at start, and one student's extra minutes
// and attempts. A plain exam (the seed's) has neither and behaves as before.

export interface StudentExtra {
  extraMinutes: number;
  extraAttempts: number;
}

export async function extraOf(db: Db, examId: number, userId: number): Promise<StudentExtra> {
  const [row] = await preparedOf(db, 'extra_of', () =>
    db
      .select()
      .from(examOverrides)
      .where(and(eq(examOverrides.examId, ph('exam')), eq(examOverrides.userId, ph('user')))),
  ).execute({ exam: examId, user: userId });
  return { extraMinutes: row?.extraMinutes ?? 0, extraAttempts: row?.extraAttempts ?? 0 };
}

/** Questions a student gets: the fixed ones plus each draw rule's count (the exam's details). */
export async function questionsPerStudent(db: Db, examId: number): Promise<number> {
  const [fixed] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.examId, examId), isNull(questions.drawRuleId)));
  const [drawn] = await db
    .select({ n: sum(examDrawRules.count).mapWith(Number) })
    .from(examDrawRules)
    .where(eq(examDrawRules.examId, examId));
  return (fixed?.n ?? 0) + Number(drawn?.n ?? 0);
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Draws this session's paper when the exam needs one (draw rules or shuffled questions): the fixed
 * questions, then `count` from each rule's pool (a bank question already on the paper is not drawn
 * twice), shuffled when asked. Written in the caller's transaction; answers the paper's total mark,
 * or null for an exam sat whole.
 */
export async function drawSessionPaper(tx: Db, exam: ExamRow, sessionId: number): Promise<number | null> {
  const all: QuestionRow[] = await preparedOf(tx, 'exam_questions_in_order', () =>
    tx
      .select()
      .from(questions)
      .where(eq(questions.examId, ph('exam')))
      .orderBy(asc(questions.position), asc(questions.id)),
  ).execute({ exam: exam.id });
  const pooled = all.some((q) => q.drawRuleId !== null);
  if (!pooled && !exam.shuffleQuestions) return null;
  const rules = await tx
    .select()
    .from(examDrawRules)
    .where(eq(examDrawRules.examId, exam.id))
    .orderBy(asc(examDrawRules.position), asc(examDrawRules.id));
  const paper = all.filter((q) => q.drawRuleId === null);
  const taken = new Set<number>();
  for (const q of paper) if (q.bankQuestionId !== null) taken.add(q.bankQuestionId);
  for (const rule of rules) {
    const fresh = (q: QuestionRow) => q.bankQuestionId === null || !taken.has(q.bankQuestionId);
    const pool = shuffled(all.filter((q) => q.drawRuleId === rule.id && fresh(q)));
    for (const q of pool.slice(0, rule.count)) {
      paper.push(q);
      if (q.bankQuestionId !== null) taken.add(q.bankQuestionId);
    }
  }
  const ordered = exam.shuffleQuestions ? shuffled(paper) : paper;
  if (ordered.length)
    await tx
      .insert(examSessionQuestions)
      .values(ordered.map((q, position) => ({ sessionId, questionId: q.id, position })));
  return ordered.reduce((t, q) => t + q.mark, 0);
}
