import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bankQuestions, notifications, users } from '../../db/schema/index';
import { DomainError } from '../errors';

/** Students' questions waiting for an answer, oldest first. */
export async function unansweredQuestions(db: Db) {
  return db
    .select({ q: bankQuestions, email: users.email })
    .from(bankQuestions)
    .innerJoin(users, eq(users.id, bankQuestions.userId))
    .where(and(eq(bankQuestions.answered, false), isNotNull(bankQuestions.userId)))
    .orderBy(asc(bankQuestions.id));
}

export interface Answer {
  text: string | null;
  image: string | null;
  audio: string | null;
  pdf?: string | null;
  teacherId: number | null;
}

/** Answers a student's question (text, image and/or audio) and tells the student in the bell. */
export async function answerQuestion(db: Db, id: number, answer: Answer) {
  return db.transaction(async (tx) => {
    const [q] = await tx.select().from(bankQuestions).where(eq(bankQuestions.id, id)).for('update');
    if (!q?.userId) throw new DomainError('NOT_FOUND');
    await tx
      .update(bankQuestions)
      .set({
        answered: true,
        answerText: answer.text,
        answerImage: answer.image,
        answerAudio: answer.audio,
        answerPdf: answer.pdf ?? null,
        teacherId: answer.teacherId ?? q.teacherId,
        answeredAt: new Date(),
      })
      .where(eq(bankQuestions.id, id));
    await tx.insert(notifications).values({
      userId: q.userId,
      type: 'default',
      title: 'تمت الإجابة على سؤالك في بنك الأسئلة',
      content: `سؤال صفحة ${q.pageNumber} رقم ${q.questionNumber}`,
      to: '/questions-bank/my-questions',
    });
    return q;
  });
}
