import type { Db } from '../../db/index';
import { bankQuestions } from '../../db/schema/index';

/** A student's new question, unanswered; answers its id. */
export async function insertQuestion(
  db: Db,
  input: {
    userId: number;
    categoryId: number;
    text: string | null;
    imageUrl: string | null;
    pageNumber: number;
    questionNumber: number;
  },
): Promise<number | null> {
  const [row] = await db.insert(bankQuestions).values(input).returning({ id: bankQuestions.id });
  return row?.id ?? null;
}
