import { ImageViewer, Spinner } from '@app/ui';
import { messages } from '../../../messages';
import { useTopupReceiptUrl } from '../api/get-topup-receipt';

const t = messages.staffMoney.topups;

/** The receipt of one top-up, with zoom and rotation (the image is read with the staff's token). */
export function TopupReceipt({ id }: { id: number }) {
  const receipt = useTopupReceiptUrl(id);
  if (receipt.status === 'error') return <span>{t.receiptFailed}</span>;
  if (!receipt.url) return <Spinner />;
  return <ImageViewer src={receipt.url} alt={t.receipt(id)} />;
}
