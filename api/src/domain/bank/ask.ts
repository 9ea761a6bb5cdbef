import type { BankQuestion } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { fieldError } from '../errors';
import { categoryExists } from './categories';
import { storeQuestionPhoto } from './photos';
import { type PhotoLink, questionById } from './questions';
import { insertQuestion } from './questions-repository';

export interface AskInput {
  userId: number;
  categoryId: number;
  text: string | null;
  pageNumber: number;
  questionNumber: number;
  /** the photo, already decoded and encoded again */
  image: { ext: string; bytes: Buffer } | null;
}

/**
 * A student's question to the bank: it waits unanswered for staff (pnpm ops answer-question). The
 * category must exist; the photo is stored privately only once everything is right.
 */
export async function askQuestion(
  db: Db,
  dataDir: string,
  input: AskInput,
  photoLink: PhotoLink,
): Promise<BankQuestion> {
  if (!(await categoryExists(db, input.categoryId)))
    throw fieldError('bank_question_category_id', 'bankCategoryNotFound');
  const imageUrl = input.image ? await storeQuestionPhoto(dataDir, input.image.ext, input.image.bytes) : null;
  const id = await insertQuestion(db, {
    userId: input.userId,
    categoryId: input.categoryId,
    text: input.text,
    imageUrl,
    pageNumber: input.pageNumber,
    questionNumber: input.questionNumber,
  });
  const question = id === null ? null : await questionById(db, id, photoLink);
  if (!question) throw new Error('bank question not stored');
  return question;
}
