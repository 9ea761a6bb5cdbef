import { http } from '@app/shared-contracts';
import type { StaffQuestionsQuery, StaffQuestionsResponse } from '@app/shared-contracts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffQuestionKeys } from './keys';

/** GET /staff/bank-questions: students' questions (unanswered by default; a teacher: their own). */
export async function getStaffQuestions(
  query: StaffQuestionsQuery,
  signal?: AbortSignal,
): Promise<StaffQuestionsResponse> {
  const { data } = await http.get<StaffQuestionsResponse>('/staff/bank-questions', { params: query, signal });
  return data;
}

export const staffQuestionsQueryOptions = (query: StaffQuestionsQuery) =>
  queryOptions({
    queryKey: staffQuestionKeys.list(query),
    queryFn: ({ signal }) => getStaffQuestions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffQuestions = (query: StaffQuestionsQuery) => useQuery(staffQuestionsQueryOptions(query));
