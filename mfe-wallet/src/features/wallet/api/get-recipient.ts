import { http, queryKeys, type WalletRecipientResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /wallet/recipient?address=: the owner's display name only (rate-limited by the api). */
export async function getRecipient(address: string, signal?: AbortSignal): Promise<string> {
  const { data } = await http.get<WalletRecipientResponse>('/wallet/recipient', {
    params: { address },
    signal,
  });
  return data.data.name;
}

export const recipientQueryOptions = (address: string) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'recipient', address),
    queryFn: ({ signal }) => getRecipient(address, signal),
    // each lookup counts against the student's limit: ask once per address
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The name behind an address the student stopped typing (empty: nothing asked). */
export const useRecipient = (address: string) =>
  useQuery({ ...recipientQueryOptions(address), enabled: address !== '' });
