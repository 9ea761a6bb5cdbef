import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { answerAttempts, exams, questions } from '../../db/schema/index';
import { fieldError } from '../errors';
import { sessionByToken } from './load';
import { checkAccepting } from './sessions';
import type { SessionRow } from './views';

/**
 * The checks of an image answer before its bytes are stored: the student's running session, an
 * exam that takes images, a question of that exam.
 */
export async function checkImageAnswer(
  db: Db,
  userId: number,
  token: string,
  questionId: number,
  now: Date,
): Promise<SessionRow> {
  const s = await sessionByToken(db, userId, token);
  checkAccepting(s, [{ question_id: questionId }], now);
  const [exam] = await db.select().from(exams).where(eq(exams.id, s.examId));
  if (!exam?.enableImagesAnswers) throw fieldError('answer_image', 'imageAnswersDisabled');
  const [q] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.examId, s.examId)));
  if (!q) throw fieldError('question_id', 'questionNotInExam');
  return s;
}

/** Stores the image (and the essay text when sent) as the question's answer. */
export async function writeImageAnswer(
  db: Db,
  s: SessionRow,
  questionId: number,
  image: string,
  text: string | null | undefined,
): Promise<void> {
  const [q] = await db.select().from(questions).where(eq(questions.id, questionId));
  if (!q) throw fieldError('question_id', 'questionNotInExam');
  const answerText = q.type === 'essay' && text?.trim() ? text : null;
  await db
    .insert(answerAttempts)
    .values({ sessionId: s.id, questionId, answerImage: image, answerText, questionMark: q.mark })
    .onConflictDoUpdate({
      target: [answerAttempts.sessionId, answerAttempts.questionId],
      set: { answerImage: image, ...(answerText ? { answerText } : {}), updatedAt: new Date() },
    });
}
