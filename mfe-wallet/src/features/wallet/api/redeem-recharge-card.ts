import {
  http,
  idempotencyHeaders,
  type RechargeCardBody,
  type RechargeCardResponse,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeWalletMove } from './wallet-cache';

/** POST /wallet/recharge/recharge-card {code}. */
export async function redeemRechargeCard(
  body: RechargeCardBody,
  idempotencyKey: string,
): Promise<RechargeCardResponse> {
  const { data } = await http.post<RechargeCardResponse>('/wallet/recharge/recharge-card', body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

/** The card's value; the answer (row, balance) goes into the cached wallet and the session. */
export function useRedeemRechargeCard() {
  const client = useQueryClient();
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: RechargeCardBody) => redeemRechargeCard(body, key),
    onSuccess: (answer) => {
      renewKey();
      writeWalletMove(client, answer);
    },
  });
}
