import { type ExamDetailsResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /exams/details?exam_code= (spec 2 §7). */
export async function getExamDetails(examCode: string, signal?: AbortSignal): Promise<ExamDetailsResponse> {
  const { data } = await http.get<ExamDetailsResponse>('/exams/details', {
    params: { exam_code: examCode },
    signal,
  });
  return data;
}

export const examDetailsQueryOptions = (examCode: string) =>
  queryOptions({
    queryKey: queryKeys.exams.details(examCode),
    queryFn: ({ signal }) => getExamDetails(examCode, signal),
    enabled: examCode !== '',
    retry: false,
  });

export const useExamDetails = (examCode: string) => useQuery(examDetailsQueryOptions(examCode));
