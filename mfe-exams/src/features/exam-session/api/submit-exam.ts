import { type ExamAnswerInput, type ExamSubmitResponse, http, queryKeys } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SubmitInput {
  sessionToken: string;
  /** answers still waiting in the queue go with the submit */
  answers: ExamAnswerInput[];
}

/** POST /exams/session/submit (idempotent on the server: a second submit answers the same result). */
export async function submitExam({ sessionToken, answers }: SubmitInput): Promise<ExamSubmitResponse> {
  const { data } = await http.post<ExamSubmitResponse>('/exams/session/submit', {
    session_token: sessionToken,
    answers,
  });
  return data;
}

/** The submit; afterwards the session (now finished, with its result) and the results lists are read again. */
export function useSubmitExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitExam,
    onSuccess: (_answer, input) => {
      void client.invalidateQueries({ queryKey: queryKeys.exams.session(input.sessionToken) });
      void client.invalidateQueries({ queryKey: queryKeys.exams.results() });
      void client.invalidateQueries({ queryKey: queryKeys.exams.homeworkResults() });
    },
  });
}
