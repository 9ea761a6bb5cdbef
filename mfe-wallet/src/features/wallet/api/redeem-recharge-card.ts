import { http, type RechargeCardBody, type RechargeCardResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeWalletMove } from './wallet-cache';

/** POST /wallet/recharge/recharge-card {code}. */
export async function redeemRechargeCard(body: RechargeCardBody): Promise<RechargeCardResponse> {
  const { data } = await http.post<RechargeCardResponse>('/wallet/recharge/recharge-card', body);
  return data;
}

/** The card's value; the answer (row, balance) goes into the cached wallet and the session. */
export function useRedeemRechargeCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemRechargeCard,
    onSuccess: (answer) => writeWalletMove(client, answer),
  });
}
