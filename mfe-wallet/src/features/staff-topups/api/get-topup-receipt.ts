import { http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

/** GET /staff/topups/{id}/receipt: the private image, read with the staff member's token. */
export async function getTopupReceipt(id: number, signal?: AbortSignal): Promise<Blob> {
  const { data } = await http.get<Blob>(`/staff/topups/${id}/receipt`, { responseType: 'blob', signal });
  return data;
}

export const topupReceiptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'staff', 'receipt', id),
    queryFn: ({ signal }) => getTopupReceipt(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The receipt as an object URL for an <img> (an <img> cannot send the bearer token). */
export function useTopupReceiptUrl(id: number) {
  const query = useQuery(topupReceiptQueryOptions(id));
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}
