import {
  http,
  idempotencyHeaders,
  type TopUpRequestResponse,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletQueryOptions } from './get-wallet';

export interface ManualTopUp {
  amount: number;
  payerNumber?: string;
  receipt?: File | null;
  message?: string;
}

/** POST /wallet/recharge/manual, multipart (amount, optional payer_number, attachment, message). */
export async function rechargeManual(
  input: ManualTopUp,
  idempotencyKey: string,
): Promise<TopUpRequestResponse> {
  const form = new FormData();
  form.append('amount', String(input.amount));
  if (input.payerNumber) form.append('payer_number', input.payerNumber);
  if (input.message) form.append('message', input.message);
  if (input.receipt) form.append('attachment', input.receipt);
  const { data } = await http.post<TopUpRequestResponse>('/wallet/recharge/manual', form, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

/** A pending request for staff: the wallet's under-review count changes. */
export function useRechargeManual() {
  const client = useQueryClient();
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ManualTopUp) => rechargeManual(input, key),
    onSuccess: () => {
      renewKey();
      return client.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
    },
  });
}
