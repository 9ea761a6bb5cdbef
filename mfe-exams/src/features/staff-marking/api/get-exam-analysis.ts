import { http, type StaffExamAnalysis } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { examReportKey } from './keys';

/** GET /staff/exams/{examId}/analysis: distribution, pass rate and each question's figures. */
export async function getExamAnalysis(examId: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffExamAnalysis>(`/staff/exams/${examId}/analysis`, { signal });
  return data;
}

export const examAnalysisQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: [...examReportKey(examId), 'analysis'],
    queryFn: ({ signal }) => getExamAnalysis(examId, signal),
  });

export const useExamAnalysis = (examId: number) => useQuery(examAnalysisQueryOptions(examId));
