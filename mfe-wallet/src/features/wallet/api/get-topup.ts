import { http, queryKeys, type TopUpRequest, type TopUpRequestOneResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// A gateway's browser return can come before its server callback: ask again while the order is
// pending, for about a minute, then say it is still being confirmed.
const POLL_MS = 3000;
const POLL_TIMES = 20;

/** GET /wallet/topups/{id}: one of the student's own top-ups (404 for anyone else's). */
export async function getTopup(id: number, signal?: AbortSignal): Promise<TopUpRequest> {
  const { data } = await http.get<TopUpRequestOneResponse>(`/wallet/topups/${id}`, { signal });
  return data.data;
}

export const topupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'topup', id),
    queryFn: ({ signal }) => getTopup(id, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < POLL_TIMES ? POLL_MS : false,
  });

/** The order a gateway sent the student back with (null: none in the address). */
export const useTopup = (id: number | null) =>
  useQuery({ ...topupQueryOptions(id ?? 0), enabled: id !== null });
