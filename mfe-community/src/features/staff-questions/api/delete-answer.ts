import { http } from '@app/shared-contracts';
import type { StaffQuestionResponse } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffQuestionKeys } from './keys';

/** DELETE /staff/bank-questions/{id}/answer: the question waits in the queue again. */
export async function deleteAnswer(id: number): Promise<StaffQuestionResponse> {
  const { data } = await http.delete<StaffQuestionResponse>(`/staff/bank-questions/${id}/answer`);
  return data;
}

export function useDeleteAnswer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAnswer(id),
    onSuccess: (answer) => {
      client.setQueryData(staffQuestionKeys.one(id), answer);
      void client.invalidateQueries({ queryKey: staffQuestionKeys.all() });
    },
  });
}
