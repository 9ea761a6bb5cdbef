import {
  http,
  idempotencyHeaders,
  type TopUpRequestResponse,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletQueryOptions } from './get-wallet';

export interface MobileWalletTopUp {
  amount: number;
  payerNumber: string;
  receipt: File;
  message?: string;
}

/** POST /wallet/recharge/mobile-wallet, multipart (amount, payer_number, attachment, message). */
export async function rechargeMobileWallet(
  input: MobileWalletTopUp,
  idempotencyKey: string,
): Promise<TopUpRequestResponse> {
  const form = new FormData();
  form.append('amount', String(input.amount));
  form.append('payer_number', input.payerNumber);
  if (input.message) form.append('message', input.message);
  form.append('attachment', input.receipt);
  const { data } = await http.post<TopUpRequestResponse>('/wallet/recharge/mobile-wallet', form, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

/** A pending request: nothing credited, the wallet's under-review count changes. */
export function useRechargeMobileWallet() {
  const client = useQueryClient();
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: MobileWalletTopUp) => rechargeMobileWallet(input, key),
    onSuccess: () => {
      renewKey();
      return client.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
    },
  });
}
