import { http, type StaffCardBatchVoidResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardBatchesKey } from './get-card-batches';

/** POST /staff/card-batches/{id}/void (admin): its unused cards stop working. */
export async function voidCardBatch(id: number) {
  const { data } = await http.post<StaffCardBatchVoidResponse>(`/staff/card-batches/${id}/void`, {});
  return data;
}

export function useVoidCardBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voidCardBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: cardBatchesKey() }),
  });
}
