import { http, type MyBankQuestionsResponse, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /bank-questions/my-questions: the student's own questions, newest first. */
export async function getMyQuestions(): Promise<MyBankQuestionsResponse> {
  const { data } = await http.get<MyBankQuestionsResponse>('/bank-questions/my-questions');
  return data;
}

export const myQuestionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.community.myQuestions(), queryFn: getMyQuestions });

export const useMyQuestions = () => useQuery(myQuestionsQueryOptions());
