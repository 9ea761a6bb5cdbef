import { type ExamAnswerInput, type ExamAnswersResponse, http } from '@app/shared-contracts';
import { noteServerDate } from './server-clock';

/** POST /exams/session/answers: sent by the answer queue (answer-queue.ts), oldest first. */
export async function saveAnswers(
  sessionToken: string,
  answers: ExamAnswerInput[],
): Promise<ExamAnswersResponse> {
  const res = await http.post<ExamAnswersResponse>('/exams/session/answers', {
    session_token: sessionToken,
    answers,
  });
  noteServerDate(res.headers?.date);
  return res.data;
}
