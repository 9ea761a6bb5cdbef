import { type ExamBankTags, http } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankKey } from './get-bank-questions';

/** GET /staff/exam-bank/tags: chapters and lessons in use, and the courses a question may take. */
export async function getBankTags(signal?: AbortSignal) {
  const { data } = await http.get<{ data: ExamBankTags }>('/staff/exam-bank/tags', { signal });
  return data.data;
}

export const bankTagsQueryOptions = () =>
  queryOptions({ queryKey: [...bankKey(), 'tags'], queryFn: ({ signal }) => getBankTags(signal) });

export const useBankTags = () => useQuery(bankTagsQueryOptions());
