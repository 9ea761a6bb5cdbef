import type { StaffExam } from '@app/shared-contracts/schemas';
import { STAFF_EXAM_MESSAGES } from '@app/shared-contracts/schemas';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { answers, examSessions, exams, questions } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import { reachableExam } from './access';
import { claimCode } from './codes';
import { pools } from './pools';
import { type BankRow, bankByIds, bankChoices, picksOf, rulesOf, sessionsCount } from './repository';
import { rescheduleRunning } from './running';
import { freshView } from './view';

const refuse = (field: string, message: string) => new FieldError({ [field]: [message] });

/**
 * POST /staff/exams/{examId}/publish: copies the picked bank questions and each draw rule's pool
 * into the exam's own questions and answers (the snapshot students sit: a later bank edit changes
 * nothing here), then opens it to students. Once only: the row is locked, a second call is 422.
 */
export async function publishExam(db: Db, actor: StaffActor, examId: number, now: Date): Promise<StaffExam> {
  await reachableExam(db, actor, examId);
  await db.transaction(async (tx) => {
    const [exam] = await tx.select().from(exams).where(eq(exams.id, examId)).for('update');
    if (!exam) throw new DomainError('NOT_FOUND');
    if (exam.status !== 'draft') throw refuse('status', STAFF_EXAM_MESSAGES.notDraft);
    const picks = (await picksOf(tx, exam.id)).map((p) => p.q);
    const rules = await rulesOf(tx, exam.id);
    const poolOf = await pools(
      tx,
      exam,
      rules,
      picks.map((p) => p.id),
    );
    const errors: Record<string, string[]> = {};
    rules.forEach((r, i) => {
      if ((poolOf.get(r.id)?.length ?? 0) < r.count)
        errors[`draw_rules.${i}.count`] = [STAFF_EXAM_MESSAGES.drawPool];
    });
    if (Object.keys(errors).length) throw new FieldError(errors);
    if (picks.length + rules.length === 0) throw refuse('picks', STAFF_EXAM_MESSAGES.noQuestions);
    await claimCode(tx, exam.examCode, exam.id, now);
    const copies: { q: BankRow; ruleId: number | null }[] = picks.map((q) => ({ q, ruleId: null }));
    for (const r of rules) {
      const pool = await bankByIds(tx, poolOf.get(r.id) ?? []);
      copies.push(...pool.map((q) => ({ q, ruleId: r.id })));
    }
    const choices = await bankChoices(tx, [...new Set(copies.map((c) => c.q.id))]);
    for (const [position, { q, ruleId }] of copies.entries()) {
      const [made] = await tx
        .insert(questions)
        .values({
          examId: exam.id,
          type: q.type,
          text: q.text,
          imageUrl: q.imageUrl,
          mark: q.marks,
          answerExplainText: q.explanationText,
          answerExplainImage: q.explanationImage,
          position,
          bankQuestionId: q.id,
          drawRuleId: ruleId,
        })
        .returning({ id: questions.id });
      const own = choices.filter((c) => c.questionId === q.id);
      if (made && own.length && q.type !== 'essay')
        await tx.insert(answers).values(
          own.map((c, i) => ({
            questionId: made.id,
            text: c.text,
            imageUrl: c.imageUrl,
            correct: c.correct,
            position: i,
          })),
        );
    }
    const images =
      exam.enableImagesAnswers || copies.some((c) => c.q.type === 'essay' && c.q.allowImageAnswer);
    await tx
      .update(exams)
      .set({ status: 'published', active: true, publishedAt: now, enableImagesAnswers: images })
      .where(eq(exams.id, exam.id));
    await recordAudit(tx, actor, {
      action: 'exam.publish',
      targetType: 'exam',
      targetId: exam.id,
      after: { questions: copies.length, picks: picks.length, draw_rules: rules.length },
    });
  });
  return freshView(db, examId, now);
}

/** POST /staff/exams/{examId}/close: ends the window now; running sittings are finished by the sweep. */
export async function closeExam(db: Db, actor: StaffActor, examId: number, now: Date): Promise<StaffExam> {
  const exam = await reachableExam(db, actor, examId);
  if (exam.status === 'draft') throw refuse('status', STAFF_EXAM_MESSAGES.notPublished);
  if (exam.status === 'closed') throw refuse('status', STAFF_EXAM_MESSAGES.closed);
  await db.transaction(async (tx) => {
    const endsAt = exam.endsAt && exam.endsAt < now ? exam.endsAt : now;
    await tx.update(exams).set({ status: 'closed', endsAt }).where(eq(exams.id, exam.id));
    await tx
      .update(examSessions)
      .set({ deadline: now })
      .where(
        and(
          eq(examSessions.examId, exam.id),
          isNull(examSessions.submittedAt),
          or(isNull(examSessions.deadline), gt(examSessions.deadline, now)),
        ),
      );
    await recordAudit(tx, actor, {
      action: 'exam.close',
      targetType: 'exam',
      targetId: exam.id,
      before: { ends_at: exam.endsAt },
      after: { ends_at: endsAt },
    });
  });
  return freshView(db, exam.id, now);
}

/** POST /staff/exams/{examId}/extend: a later end for everyone; running sittings get the time too. */
export async function extendExam(
  db: Db,
  actor: StaffActor,
  examId: number,
  endsAtIso: string,
  now: Date,
): Promise<StaffExam> {
  const exam = await reachableExam(db, actor, examId);
  if (exam.status === 'draft') throw refuse('status', STAFF_EXAM_MESSAGES.notPublished);
  if (exam.status === 'closed') throw refuse('status', STAFF_EXAM_MESSAGES.closed);
  const endsAt = new Date(endsAtIso);
  if (endsAt <= now || (exam.endsAt && endsAt <= exam.endsAt))
    throw refuse('ends_at', STAFF_EXAM_MESSAGES.extendLater);
  await db.transaction(async (tx) => {
    await tx.update(exams).set({ endsAt }).where(eq(exams.id, exam.id));
    await rescheduleRunning(tx, { ...exam, endsAt }, null, now);
    await recordAudit(tx, actor, {
      action: 'exam.extend',
      targetType: 'exam',
      targetId: exam.id,
      before: { ends_at: exam.endsAt },
      after: { ends_at: endsAt },
    });
  });
  return freshView(db, exam.id, now);
}

/** DELETE /staff/exams/{examId} (admin): only an exam nobody has sat. */
export async function deleteExam(db: Db, actor: StaffActor, examId: number): Promise<{ deleted: true }> {
  const exam = await reachableExam(db, actor, examId);
  if ((await sessionsCount(db, exam.id)) > 0) throw refuse('status', STAFF_EXAM_MESSAGES.hasSessions);
  await db.transaction(async (tx) => {
    await tx.delete(exams).where(eq(exams.id, exam.id));
    await recordAudit(tx, actor, {
      action: 'exam.delete',
      targetType: 'exam',
      targetId: exam.id,
      before: exam,
    });
  });
  return { deleted: true };
}
