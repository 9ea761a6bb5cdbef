import { http, type StaffCardBatchDetail, type StaffCardBatchQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cardBatchesKey } from './get-card-batches';

/** GET /staff/card-batches/{id}: the batch and a page of its cards with their state. */
export async function getCardBatch(id: number, query: StaffCardBatchQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffCardBatchDetail>(`/staff/card-batches/${id}`, {
    params: query,
    signal,
  });
  return data;
}

export const cardBatchQueryOptions = (id: number, query: StaffCardBatchQuery) =>
  queryOptions({
    queryKey: [...cardBatchesKey(), 'batch', id, query],
    queryFn: ({ signal }) => getCardBatch(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useCardBatch = (id: number, query: StaffCardBatchQuery) =>
  useQuery(cardBatchQueryOptions(id, query));
