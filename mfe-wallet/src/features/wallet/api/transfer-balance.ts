import { http, type WalletTransferBody, type WalletTransferResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeWalletMove } from './wallet-cache';

export interface TransferInput {
  body: WalletTransferBody;
  /** One per dialog session: a retried request moves the money once. */
  idempotencyKey: string;
}

/** POST /wallet/transfer {amount, wallet_address}. */
export async function transferBalance({
  body,
  idempotencyKey,
}: TransferInput): Promise<WalletTransferResponse> {
  const { data } = await http.post<WalletTransferResponse>('/wallet/transfer', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/** The transfer; its answer (row, balance) goes on top of the cached wallet and into the session. */
export function useTransferBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferBalance,
    onSuccess: (answer) => writeWalletMove(client, answer),
  });
}
