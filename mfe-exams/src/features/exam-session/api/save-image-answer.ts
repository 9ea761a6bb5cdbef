import { type ExamAnswersResponse, http } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export interface ImageAnswerInput {
  sessionToken: string;
  questionId: number;
  file: File;
}

/** POST /exams/session/answers/image (multipart; the api checks the bytes). Sent at once, not queued. */
export async function saveImageAnswer({
  sessionToken,
  questionId,
  file,
}: ImageAnswerInput): Promise<ExamAnswersResponse> {
  const form = new FormData();
  form.append('session_token', sessionToken);
  form.append('question_id', String(questionId));
  form.append('answer_image', file);
  const { data } = await http.post<ExamAnswersResponse>('/exams/session/answers/image', form);
  return data;
}

export const useSaveImageAnswer = () => useMutation({ mutationFn: saveImageAnswer });
