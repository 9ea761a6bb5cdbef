import { type ExamResultsResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type ResultsKind = 'exam' | 'homework';

/** GET /exams/results or GET /exams/homeworks/results: the student's sessions, newest first. */
export async function getExamResults(kind: ResultsKind, signal?: AbortSignal): Promise<ExamResultsResponse> {
  const { data } = await http.get<ExamResultsResponse>(
    kind === 'exam' ? '/exams/results' : '/exams/homeworks/results',
    { signal },
  );
  return data;
}

export const examResultsQueryOptions = (kind: ResultsKind) =>
  queryOptions({
    queryKey: kind === 'exam' ? queryKeys.exams.results() : queryKeys.exams.homeworkResults(),
    queryFn: ({ signal }) => getExamResults(kind, signal),
  });

export const useExamResults = (kind: ResultsKind) => useQuery(examResultsQueryOptions(kind));
