import { type ExamBankQuestion, type ExamBankQuestionBody, http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKey } from './get-bank-questions';

export interface SaveBankQuestionInput {
  /** Absent: a new question. */
  id?: number | undefined;
  body: ExamBankQuestionBody;
}

/** POST /staff/exam-bank/questions, or PUT .../questions/{id} for an edit. */
export async function saveBankQuestion({ id, body }: SaveBankQuestionInput) {
  const { data } = id
    ? await http.put<{ data: ExamBankQuestion }>(`/staff/exam-bank/questions/${id}`, body)
    : await http.post<{ data: ExamBankQuestion }>('/staff/exam-bank/questions', body);
  return data.data;
}

export function useSaveBankQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBankQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: bankKey() }),
  });
}
