import { http, type OutletsResponse, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /outlets: the centres staff added. */
export async function getOutlets(signal?: AbortSignal): Promise<OutletsResponse> {
  const { data } = await http.get<OutletsResponse>('/outlets', { signal });
  return data;
}

export const outletsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.community.outlets(), queryFn: ({ signal }) => getOutlets(signal) });

export const useOutlets = () => useQuery(outletsQueryOptions());
