import type { TopUpRequest } from '@app/shared-contracts';
import { formatMoney } from '@app/shared-contracts';
import { walletMessages } from '@app/shared-contracts/errors';
import { Notice } from '@app/ui/notice';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '../../../messages';

const t = messages.wallet;

/** The result of the order a gateway sent the student back with, as the api knows it. */
export function PaymentResult({ query }: { query: UseQueryResult<TopUpRequest> }) {
  if (query.isPending) return <Notice tone="info">{t.paymentChecking}</Notice>;
  if (query.isError)
    return <Notice tone="danger">{`${walletMessages.paymentError} ${t.paymentUnknown}`}</Notice>;
  const order = query.data;
  if (order.status === 'confirmed')
    return <Notice tone="success">{t.paid(formatMoney(order.amount))}</Notice>;
  if (order.status === 'pending')
    return <Notice tone="info">{t.paymentPending(formatMoney(order.amount))}</Notice>;
  return <Notice tone="danger">{`${walletMessages.paymentError} ${t.paymentDeclined}`}</Notice>;
}
