import { type ExamAnswersResponse, http } from '@app/shared-contracts';
import type { QueuedImage } from './answer-queue';
import { noteServerDate } from './server-clock';

/**
 * POST /exams/session/answers/image (multipart; the api checks the bytes): sent by the answer
 * queue (answer-queue.ts) in its turn, with its sequence number and when it was chosen.
 */
export async function saveImageAnswer(
  sessionToken: string,
  { question_id, image, seq, answered_at }: QueuedImage,
): Promise<ExamAnswersResponse> {
  const form = new FormData();
  form.append('session_token', sessionToken);
  form.append('question_id', String(question_id));
  form.append('seq', String(seq));
  form.append('answered_at', answered_at);
  // No image: the student took it back.
  if (image) form.append('answer_image', image, image instanceof File ? image.name : 'answer');
  else form.append('remove_image', '1');
  const res = await http.post<ExamAnswersResponse>('/exams/session/answers/image', form);
  noteServerDate(res.headers?.date);
  return res.data;
}
