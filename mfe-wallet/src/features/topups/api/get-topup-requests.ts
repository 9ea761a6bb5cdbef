import { getNext, http, queryKeys, type TopUpRequestsPage } from '@app/shared-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /wallet/topups (first page), then each `links.next` as answered by the api. */
export async function getTopupRequests(
  next?: string | null,
  signal?: AbortSignal,
): Promise<TopUpRequestsPage> {
  if (next) return getNext<TopUpRequestsPage>(next, undefined, signal);
  const { data } = await http.get<TopUpRequestsPage>('/wallet/topups', { signal });
  return data;
}

export const topupRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'topup-requests'),
    queryFn: ({ pageParam, signal }) => getTopupRequests(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.links.next,
  });

export const useTopupRequests = () => useInfiniteQuery(topupRequestsQueryOptions());
