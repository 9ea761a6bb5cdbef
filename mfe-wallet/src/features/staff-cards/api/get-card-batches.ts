import {
  http,
  queryKeys,
  type StaffCardBatchListQuery,
  type StaffCardBatchPage,
} from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const cardBatchesKey = () => queryKeys.of('mfe-wallet', 'staff', 'card-batches');

/** GET /staff/card-batches: the batches, paged, newest first unless sorted otherwise. */
export async function getCardBatches(query: StaffCardBatchListQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffCardBatchPage>('/staff/card-batches', { params: query, signal });
  return data;
}

export const cardBatchesQueryOptions = (query: StaffCardBatchListQuery) =>
  queryOptions({
    queryKey: [...cardBatchesKey(), 'list', query],
    queryFn: ({ signal }) => getCardBatches(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCardBatches = (query: StaffCardBatchListQuery) => useQuery(cardBatchesQueryOptions(query));
