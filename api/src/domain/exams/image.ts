import { and, eq, lte } from 'drizzle-orm';
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
  answeredAt?: string,
): Promise<SessionRow> {
  const s = await sessionByToken(db, userId, token);
  checkAccepting(s, [{ question_id: questionId, answered_at: answeredAt }], now);
  const [exam] = await db.select().from(exams).where(eq(exams.id, s.examId));
  if (!exam?.enableImagesAnswers) throw fieldError('answer_image', 'imageAnswersDisabled');
  const [q] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.examId, s.examId)));
  if (!q) throw fieldError('question_id', 'questionNotInExam');
  return s;
}

/**
 * True when an image with a higher sequence number is already stored: a replayed older image is
 * then answered as saved without storing its bytes (the client's last write wins).
 */
export async function isStaleImage(db: Db, s: SessionRow, questionId: number, seq: number): Promise<boolean> {
  const [row] = await db
    .select({ imageSeq: answerAttempts.imageSeq })
    .from(answerAttempts)
    .where(and(eq(answerAttempts.sessionId, s.id), eq(answerAttempts.questionId, questionId)));
  return (row?.imageSeq ?? 0) > seq;
}

/**
 * Stores the image (and the essay text when sent) as the question's answer, unless a newer image
 * (a higher sequence number) won the race. The image has its own sequence, apart from the
 * choice/text one, so an image and a text answer of the same question never cancel each other.
 */
export async function writeImageAnswer(
  db: Db,
  s: SessionRow,
  questionId: number,
  image: string,
  text: string | null | undefined,
  seq = 0,
): Promise<void> {
  const [q] = await db.select().from(questions).where(eq(questions.id, questionId));
  if (!q) throw fieldError('question_id', 'questionNotInExam');
  const answerText = q.type === 'essay' && text?.trim() ? text : null;
  await db
    .insert(answerAttempts)
    .values({
      sessionId: s.id,
      questionId,
      answerImage: image,
      answerText,
      questionMark: q.mark,
      imageSeq: seq,
    })
    .onConflictDoUpdate({
      target: [answerAttempts.sessionId, answerAttempts.questionId],
      set: {
        answerImage: image,
        imageSeq: seq,
        ...(answerText ? { answerText } : {}),
        updatedAt: new Date(),
      },
      setWhere: lte(answerAttempts.imageSeq, seq),
    });
}

/** Removes the question's image (the student took it back), unless a newer image was sent since. */
export async function clearImageAnswer(db: Db, s: SessionRow, questionId: number, seq = 0): Promise<void> {
  await db
    .update(answerAttempts)
    .set({ answerImage: null, imageSeq: seq, updatedAt: new Date() })
    .where(
      and(
        eq(answerAttempts.sessionId, s.id),
        eq(answerAttempts.questionId, questionId),
        lte(answerAttempts.imageSeq, seq),
      ),
    );
}
