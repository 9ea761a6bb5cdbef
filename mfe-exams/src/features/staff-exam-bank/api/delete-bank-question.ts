import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKey } from './get-bank-questions';

/** DELETE /staff/exam-bank/questions/{id}: exams made from it keep their own copy. */
export async function deleteBankQuestion(id: number) {
  await http.delete(`/staff/exam-bank/questions/${id}`);
}

export function useDeleteBankQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBankQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: bankKey() }),
  });
}
