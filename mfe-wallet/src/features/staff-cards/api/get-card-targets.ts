import { http, type StaffCardTargetQuery, type StaffCardTargets } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cardBatchesKey } from './get-card-batches';

/** GET /staff/card-targets?scope=&q=: courses or lectures a pay-card batch may be for. */
export async function getCardTargets(query: StaffCardTargetQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffCardTargets>('/staff/card-targets', { params: query, signal });
  return data;
}

export const cardTargetsQueryOptions = (query: StaffCardTargetQuery) =>
  queryOptions({
    queryKey: [...cardBatchesKey(), 'targets', query],
    queryFn: ({ signal }) => getCardTargets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCardTargets = (query: StaffCardTargetQuery, enabled = true) =>
  useQuery({ ...cardTargetsQueryOptions(query), enabled });
