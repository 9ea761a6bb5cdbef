import { STAFF_ANSWER_MESSAGES } from '@app/shared-contracts/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bankQuestions, notifications, teachers } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError, fieldError } from '../errors';
import { teacherCategoryIds } from './staff-questions';

/** A new answer or an edit: a file left undefined keeps the one stored, null removes it. */
export interface StaffAnswerInput {
  text: string | null;
  image?: string | null;
  audio?: string | null;
  pdf?: string | null;
  /** The teacher who signs it (pnpm ops answer-question --teacher); by default the actor's own. */
  teacherId?: number;
}

/** The answer's signature: a teacher account signs as itself; the desk may name any teacher. */
async function signingTeacher(db: Db, actor: StaffActor, q: QuestionRow, asked: number | undefined) {
  if (asked === undefined) return actor.teacherId ?? q.teacherId;
  if (actor.role === 'teacher' && asked !== actor.teacherId)
    throw new FieldError({ teacher_id: [STAFF_ANSWER_MESSAGES.otherTeacher] });
  const [t] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, asked));
  if (!t) throw fieldError('teacher_id', 'teacherNotFound');
  return t.id;
}

type QuestionRow = typeof bankQuestions.$inferSelect;

/** The question, locked, if the actor may answer it (a teacher: their own folders only). */
async function lockQuestion(db: Db, actor: StaffActor, id: number): Promise<QuestionRow> {
  const [q] = await db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.id, id), isNotNull(bankQuestions.userId)))
    .for('update');
  if (!q?.userId) throw new DomainError('NOT_FOUND');
  if (actor.role === 'teacher') {
    const folders = actor.teacherId === null ? [] : await teacherCategoryIds(db, actor.teacherId);
    if (q.teacherId !== actor.teacherId && !folders.includes(q.categoryId))
      throw new DomainError('NOT_FOUND');
  }
  return q;
}

const answerOf = (q: QuestionRow) => ({
  text: q.answerText,
  image: q.answerImage,
  audio: q.answerAudio,
  pdf: q.answerPdf,
});

/**
 * Answers a student's question, or edits the answer, as pnpm ops answer-question does (the
 * student is told in the bell), with its audit row in the same transaction. Answers the files the
 * edit replaced or removed, for the caller to delete once committed.
 */
export async function staffAnswerQuestion(db: Db, actor: StaffActor, id: number, input: StaffAnswerInput) {
  return db.transaction(async (tx) => {
    const q = await lockQuestion(tx, actor, id);
    const before = answerOf(q);
    const after = {
      text: input.text,
      image: input.image === undefined ? before.image : input.image,
      audio: input.audio === undefined ? before.audio : input.audio,
      pdf: input.pdf === undefined ? before.pdf : input.pdf,
    };
    if (!after.text && !after.image && !after.audio && !after.pdf) throw fieldError('text', 'answerEmpty');
    const teacherId = await signingTeacher(tx, actor, q, input.teacherId);
    await tx
      .update(bankQuestions)
      .set({
        answered: true,
        answerText: after.text,
        answerImage: after.image,
        answerAudio: after.audio,
        answerPdf: after.pdf,
        teacherId,
        answeredAt: new Date(),
      })
      .where(eq(bankQuestions.id, id));
    await tx.insert(notifications).values({
      userId: q.userId as number,
      type: 'default',
      title: q.answered
        ? 'تم تعديل الإجابة على سؤالك في بنك الأسئلة'
        : 'تمت الإجابة على سؤالك في بنك الأسئلة',
      content: `سؤال صفحة ${q.pageNumber} رقم ${q.questionNumber}`,
      to: '/questions-bank/my-questions',
    });
    await recordAudit(tx, actor, {
      action: q.answered ? 'question.answer.edit' : 'question.answer',
      targetType: 'bank_question',
      targetId: id,
      before: q.answered ? before : null,
      after: input.teacherId === undefined ? after : { ...after, teacher_id: teacherId },
    });
    return dropped(before, after);
  });
}

/** Removes the answer: the question waits in the queue again. Answers the files to delete. */
export async function staffDeleteAnswer(db: Db, actor: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const q = await lockQuestion(tx, actor, id);
    if (!q.answered) throw new DomainError('NOT_FOUND');
    const before = answerOf(q);
    await tx
      .update(bankQuestions)
      .set({
        answered: false,
        answerText: null,
        answerImage: null,
        answerAudio: null,
        answerPdf: null,
        answeredAt: null,
      })
      .where(eq(bankQuestions.id, id));
    await recordAudit(tx, actor, {
      action: 'question.answer.delete',
      targetType: 'bank_question',
      targetId: id,
      before,
      after: null,
    });
    return dropped(before, { text: null, image: null, audio: null, pdf: null });
  });
}

function dropped(before: ReturnType<typeof answerOf>, after: ReturnType<typeof answerOf>): string[] {
  return (['image', 'audio', 'pdf'] as const)
    .map((k) => (before[k] && before[k] !== after[k] ? before[k] : null))
    .filter((v): v is string => v !== null);
}
