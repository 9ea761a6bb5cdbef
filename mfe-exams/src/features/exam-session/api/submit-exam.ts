import {
  type ExamAnswerInput,
  type ExamSessionResponse,
  type ExamSubmitResponse,
  http,
  queryKeys,
} from '@app/shared-contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { serverNow } from './server-clock';

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

/**
 * The submit. The session itself is not refreshed here: the page shows the success message for
 * 0.5 s first (spec 2 §9), then `showSubmitted` swaps in the finished session.
 */
export function useSubmitExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitExam,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.exams.results() });
      void client.invalidateQueries({ queryKey: queryKeys.exams.homeworkResults() });
    },
  });
}

/**
 * Shows the finished session: the submit's answer (or the server's session, once it closed it)
 * goes into the cache at once, so the result shows even if the read that follows fails.
 */
export function showSubmitted(
  client: QueryClient,
  sessionToken: string,
  finished: ExamSubmitResponse | ExamSessionResponse,
) {
  const key = queryKeys.exams.session(sessionToken);
  client.setQueryData<ExamSessionResponse>(key, (old) => {
    if ('session' in finished) return finished;
    if (!old) return old;
    const submitted_at = old.session.submitted_at ?? serverNow().toISOString();
    return {
      ...old,
      ...finished,
      session: { ...old.session, active: false, remaining_seconds: 0, submitted_at },
    };
  });
  void client.invalidateQueries({ queryKey: key });
}
