import type { CheckoutProps } from '@app/shared-contracts';
import { Checkout } from '../features/wallet/components/checkout';

/** `./widgets/checkout`: the course and lecture purchase dialogs embed it (decision 0033). */
export default function CheckoutWidget(props: CheckoutProps) {
  return <Checkout {...props} />;
}
