import { http } from '@app/shared-contracts';
import type { StaffQuestionResponse } from '@app/shared-contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffQuestionKeys } from './keys';

/** GET /staff/bank-questions/{id}: one student's question with its answer. */
export async function getStaffQuestion(id: number, signal?: AbortSignal): Promise<StaffQuestionResponse> {
  const { data } = await http.get<StaffQuestionResponse>(`/staff/bank-questions/${id}`, { signal });
  return data;
}

export const staffQuestionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffQuestionKeys.one(id),
    queryFn: ({ signal }) => getStaffQuestion(id, signal),
  });

export const useStaffQuestion = (id: number) => useQuery(staffQuestionQueryOptions(id));
