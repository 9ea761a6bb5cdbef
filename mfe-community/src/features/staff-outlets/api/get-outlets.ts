import { http } from '@app/shared-contracts';
import type { StaffListQuery, StaffOutletsResponse } from '@app/shared-contracts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffOutletKeys } from './keys';

/** GET /staff/outlets: the centres of /our-outlets. */
export async function getOutlets(query: StaffListQuery, signal?: AbortSignal): Promise<StaffOutletsResponse> {
  const { data } = await http.get<StaffOutletsResponse>('/staff/outlets', { params: query, signal });
  return data;
}

export const outletsQueryOptions = (query: StaffListQuery) =>
  queryOptions({
    queryKey: staffOutletKeys.list(query),
    queryFn: ({ signal }) => getOutlets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOutlets = (query: StaffListQuery) => useQuery(outletsQueryOptions(query));
