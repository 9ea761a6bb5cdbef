import { http, type StaffExamResultsPage, type StaffExamResultsQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { examReportKey } from './keys';

/** GET /staff/exams/{examId}/results: the submitted papers, paged. */
export async function getExamResults(examId: number, query: StaffExamResultsQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffExamResultsPage>(`/staff/exams/${examId}/results`, {
    params: query,
    signal,
  });
  return data;
}

export const examResultsQueryOptions = (examId: number, query: StaffExamResultsQuery) =>
  queryOptions({
    queryKey: [...examReportKey(examId), 'results', query],
    queryFn: ({ signal }) => getExamResults(examId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useExamResults = (examId: number, query: StaffExamResultsQuery) =>
  useQuery(examResultsQueryOptions(examId, query));
