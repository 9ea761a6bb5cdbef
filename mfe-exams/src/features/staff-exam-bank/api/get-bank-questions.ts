import { type ExamBankListQuery, type ExamBankPage, http, queryKeys } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const bankKey = () => queryKeys.of('mfe-exams', 'staff', 'exam-bank');

/** GET /staff/exam-bank/questions: the bank, paged and filtered. */
export async function getBankQuestions(query: ExamBankListQuery, signal?: AbortSignal) {
  const { data } = await http.get<ExamBankPage>('/staff/exam-bank/questions', { params: query, signal });
  return data;
}

export const bankQuestionsQueryOptions = (query: ExamBankListQuery) =>
  queryOptions({
    queryKey: [...bankKey(), 'list', query],
    queryFn: ({ signal }) => getBankQuestions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBankQuestions = (query: ExamBankListQuery) => useQuery(bankQuestionsQueryOptions(query));
