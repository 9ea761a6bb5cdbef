import { http, type OutletsResponse, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /outlets: the centres staff added. */
export async function getOutlets(): Promise<OutletsResponse> {
  const { data } = await http.get<OutletsResponse>('/outlets');
  return data;
}

export const outletsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.community.outlets(), queryFn: getOutlets });

export const useOutlets = () => useQuery(outletsQueryOptions());
