import { getNext, http, queryKeys, type WalletResponse } from '@app/shared-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /wallet (first page), then each `transactions.links.next` as answered by the api. */
export async function getWallet(next?: string | null, signal?: AbortSignal): Promise<WalletResponse> {
  if (next) return getNext<WalletResponse>(next, undefined, signal);
  const { data } = await http.get<WalletResponse>('/wallet', { signal });
  return data;
}

export const walletQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.wallet.wallet(),
    queryFn: ({ pageParam, signal }) => getWallet(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.transactions.links.next,
  });

export const useWallet = () => useInfiniteQuery(walletQueryOptions());
