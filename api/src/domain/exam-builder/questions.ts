import type {
  StaffExam,
  StaffExamBankPage,
  StaffExamBankQuery,
  StaffExamQuestionsBody,
} from '@app/shared-contracts/schemas';
import { STAFF_EXAM_MESSAGES, staffPaging } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { examDrawRules, examPicks } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import { reachableExam } from './access';
import { bankByIds, bankPage } from './repository';
import { bankView, freshView } from './view';

type QuestionsBody = {
  picks: number[];
  draw_rules: {
    count: number;
    chapter?: string | null;
    lesson?: string | null;
    difficulty?: 'easy' | 'medium' | 'hard' | null;
  }[];
};

/** A draft's questions can change; a published exam's are the copy students sit. */
export const notDraft = () => new FieldError({ status: [STAFF_EXAM_MESSAGES.notDraft] });

/**
 * PUT /staff/exams/{examId}/questions: the picked bank questions in order and the draw rules,
 * replacing the draft's. Every pick must be a bank question of the exam's teacher (any, when the
 * exam names none and admin builds it).
 */
export async function setExamQuestions(
  db: Db,
  actor: StaffActor,
  examId: number,
  input: StaffExamQuestionsBody,
  now: Date,
): Promise<StaffExam> {
  const b = input as QuestionsBody;
  const exam = await reachableExam(db, actor, examId);
  if (exam.status !== 'draft') throw notDraft();
  const ids = [...new Set(b.picks)];
  const found = await bankByIds(db, ids);
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    const q = found.find((f) => f.id === id);
    if (!q || (exam.teacherId !== null && q.teacherId !== exam.teacherId))
      errors[`picks.${i}`] = [STAFF_EXAM_MESSAGES.bankQuestion];
  });
  if (Object.keys(errors).length) throw new FieldError(errors);
  await db.transaction(async (tx) => {
    await tx.delete(examPicks).where(eq(examPicks.examId, exam.id));
    await tx.delete(examDrawRules).where(eq(examDrawRules.examId, exam.id));
    if (ids.length)
      await tx
        .insert(examPicks)
        .values(ids.map((id, position) => ({ examId: exam.id, bankQuestionId: id, position })));
    if (b.draw_rules.length)
      await tx.insert(examDrawRules).values(
        b.draw_rules.map((r, position) => ({
          examId: exam.id,
          count: r.count,
          chapter: r.chapter || null,
          lesson: r.lesson || null,
          difficulty: r.difficulty ?? null,
          position,
        })),
      );
    await recordAudit(tx, actor, {
      action: 'exam.questions',
      targetType: 'exam',
      targetId: exam.id,
      after: { picks: ids, draw_rules: b.draw_rules },
    });
  });
  return freshView(db, exam.id, now);
}

/** GET /staff/exams/{examId}/bank-questions: the picker's list, the exam teacher's bank only. */
export async function examBankPage(
  db: Db,
  actor: StaffActor,
  examId: number,
  q: StaffExamBankQuery,
): Promise<StaffExamBankPage> {
  const exam = await reachableExam(db, actor, examId);
  const { page, perPage, offset } = staffPaging(q);
  const teacherId = actor.role === 'teacher' ? (actor.teacherId ?? -1) : exam.teacherId;
  const { rows, total } = await bankPage(
    db,
    { teacherId, chapter: q.chapter, lesson: q.lesson, difficulty: q.difficulty, type: q.type, q: q.q },
    { limit: perPage, offset },
  );
  return { items: rows.map(bankView), total, page, per_page: perPage };
}
