import { http, type StaffExamBankPage, type StaffExamBankQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffExamKey } from './get-staff-exam';

/** GET /staff/exams/{examId}/bank-questions: the picker's list (the exam teacher's bank). */
export async function getExamBankQuestions(examId: number, query: StaffExamBankQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffExamBankPage>(`/staff/exams/${examId}/bank-questions`, {
    params: query,
    signal,
  });
  return data;
}

export const examBankQuestionsQueryOptions = (examId: number, query: StaffExamBankQuery) =>
  queryOptions({
    queryKey: [...staffExamKey(examId), 'bank', query],
    queryFn: ({ signal }) => getExamBankQuestions(examId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useExamBankQuestions = (examId: number, query: StaffExamBankQuery) =>
  useQuery(examBankQuestionsQueryOptions(examId, query));
