import { http, type MyBankQuestionsResponse, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /bank-questions/my-questions: the student's own questions, newest first. */
export async function getMyQuestions(signal?: AbortSignal): Promise<MyBankQuestionsResponse> {
  const { data } = await http.get<MyBankQuestionsResponse>('/bank-questions/my-questions', { signal });
  return data;
}

export const myQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.community.myQuestions(),
    queryFn: ({ signal }) => getMyQuestions(signal),
  });

export const useMyQuestions = () => useQuery(myQuestionsQueryOptions());
