import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { answers, questions } from '../db/schema/index';
import { DRAWN_IMAGES } from './seed-exam-images';
import { EXAM_SETS, examSetFor } from './seed-exam-sets';
import { type MediaWriter, must } from './seed-media';

/**
 * Three questions of the topic's set (seed-exam-sets.ts), one of each type, with the marks the
 * demo has always had (choices 2, true/false 1, essay 3) so results and tests keep their totals.
 */
export async function seedExamQuestions(db: Db, examId: number, topic: string) {
  const { choice, truefalse, essay } = examSetFor(topic);
  const [q1] = await db
    .insert(questions)
    .values({
      examId,
      type: 'choices',
      text: choice.text,
      mark: 2,
      position: 1,
      answerExplainText: choice.explain,
    })
    .returning({ id: questions.id });
  await db.insert(answers).values(
    choice.options.map((text, i) => ({
      questionId: must(q1).id,
      text,
      correct: i === choice.right,
      position: i + 1,
    })),
  );
  const [q2] = await db
    .insert(questions)
    .values({
      examId,
      type: 'truefalse',
      text: truefalse.text,
      mark: 1,
      position: 2,
      answerExplainText: truefalse.explain,
    })
    .returning({ id: questions.id });
  await db.insert(answers).values([
    { questionId: must(q2).id, text: 'صح', correct: truefalse.right, position: 1 },
    { questionId: must(q2).id, text: 'خطأ', correct: !truefalse.right, position: 2 },
  ]);
  await db.insert(questions).values({
    examId,
    type: 'essay',
    text: essay.text,
    mark: 3,
    position: 3,
    answerExplainText: essay.explain,
  });
}

/**
 * Gives the pictured questions their picture: drawn now (seed-exam-images.ts) or a shipped asset.
 * Run on every seed, after the exams (same file, same address), so it stays idempotent.
 */
export async function seedQuestionImages(db: Db, media: MediaWriter) {
  for (const { choice } of Object.values(EXAM_SETS)) {
    if (!choice.image) continue;
    const draw = DRAWN_IMAGES[choice.image];
    const url = draw ? media.file(choice.image, await draw()).url : media.asset(choice.image).url;
    await db
      .update(questions)
      .set({ imageUrl: url })
      .where(and(eq(questions.text, choice.text), eq(questions.type, 'choices')));
  }
}
