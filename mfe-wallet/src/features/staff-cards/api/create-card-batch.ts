import { http, type StaffCardBatch, type StaffCardBatchCreateBody } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardBatchesKey } from './get-card-batches';

export interface CreateCardBatchInput {
  body: StaffCardBatchCreateBody;
  /** One per form session: a double click makes one batch. */
  idempotencyKey: string;
}

/** POST /staff/card-batches (admin): the batch and its cards. */
export async function createCardBatch({ body, idempotencyKey }: CreateCardBatchInput) {
  const { data } = await http.post<StaffCardBatch>('/staff/card-batches', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function useCreateCardBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCardBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: cardBatchesKey() }),
  });
}
