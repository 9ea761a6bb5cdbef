import type { AnswerAttempt } from '@app/shared-contracts';
import { isQueuedImage, type QueuedItem } from '../api/answer-queue';
import type { LocalAnswer } from './question-view';

// The page's answers by question: from the server's attempts, then the queue's newer ones.
export const fromAttempts = (list: AnswerAttempt[]) =>
  Object.fromEntries(
    list.map((a) => [
      a.question_id,
      { chosen_answer: a.answer_id, answer_text: a.answer_text, answer_image: a.answer_image },
    ]),
  );
export const fromQueue = (list: QueuedItem[]) => {
  const out: Record<number, LocalAnswer> = {};
  for (const item of list) {
    const v: LocalAnswer = isQueuedImage(item)
      ? { image_blob: item.image, ...(item.image ? {} : { answer_image: null }) }
      : { chosen_answer: item.chosen_answer, answer_text: item.answer_text };
    out[item.question_id] = { ...out[item.question_id], ...v };
  }
  return out;
};
/** Spec 2 §5: a chosen answer, essay text or an image. */
export const solved = (a: LocalAnswer | undefined) =>
  a?.chosen_answer != null || !!a?.answer_text || !!a?.answer_image || !!a?.image_blob;
