import { type ExamSessionResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noteServerDate } from './server-clock';

/** GET /exams/session?session_token= : the paper, the student's answers, the result once submitted. */
export async function getExamSession(
  sessionToken: string,
  signal?: AbortSignal,
): Promise<ExamSessionResponse> {
  const res = await http.get<ExamSessionResponse>('/exams/session', {
    params: { session_token: sessionToken },
    signal,
  });
  noteServerDate(res.headers?.date);
  return res.data;
}

export const examSessionQueryOptions = (sessionToken: string) =>
  queryOptions({
    queryKey: queryKeys.exams.session(sessionToken),
    queryFn: ({ signal }) => getExamSession(sessionToken, signal),
    retry: false,
    // The timer and the answers live on the page; a refetch would only reset them.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useExamSession = (sessionToken: string) => useQuery(examSessionQueryOptions(sessionToken));
