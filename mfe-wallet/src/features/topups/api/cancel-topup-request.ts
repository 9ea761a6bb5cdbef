import { http, queryKeys, type TopUpCancelResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topupRequestsQueryOptions } from './get-topup-requests';

/** POST /wallet/topups/{id}/cancel (no body): a pending request of the student's own. */
export async function cancelTopupRequest(id: number): Promise<TopUpCancelResponse> {
  const { data } = await http.post<TopUpCancelResponse>(`/wallet/topups/${id}/cancel`);
  return data;
}

/** Cancels; the list and the wallet (its count under review) are asked again. */
export function useCancelTopupRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelTopupRequest,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: topupRequestsQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: queryKeys.wallet.wallet() });
    },
  });
}
