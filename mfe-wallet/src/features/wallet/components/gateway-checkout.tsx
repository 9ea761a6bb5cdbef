import { formatMoney, messageFor } from '@app/shared-contracts';
import { gatewayOrderMessages } from '@app/shared-contracts/errors';
import { Button } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useEffect, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { type GatewayMethod, type GatewayOrder, useCreateGatewayOrder } from '../api/create-gateway-order';
import { checkoutWindow } from '../hooks/checkout-window';

const t = messages.topUp;
/** Spec 3 §4, §9: one second before the provider's checkout opens. */
export const PROVIDER_DELAY_MS = 1000;
const SAME_WINDOW: readonly GatewayMethod[] = ['paymob_card', 'paymob_mobile_wallets', 'paymob_kiosk'];

/**
 * Step 1 of a gateway method: creates the order, then after 1 s opens the provider: card,
 * wallet and kiosk in this window, ValU in an iframe, Shakeout outside, Fawry through its
 * pop-up script. The result comes back on /wallet (?paid= or ?error=).
 */
export function GatewayCheckout({ method, amount }: { method: GatewayMethod; amount: number }) {
  const create = useCreateGatewayOrder(method);
  const [frame, setFrame] = useState<string | null>(null);
  const [outside, setOutside] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function launch(order: GatewayOrder) {
    if (method === 'paymob_valu' && order.iframe_url) return setFrame(order.iframe_url);
    if (SAME_WINDOW.includes(method) && order.iframe_url) return checkoutWindow.assign(order.iframe_url);
    if (method === 'shakeout' && order.url) {
      checkoutWindow.openOutside(order.url);
      return setOutside(true);
    }
    if (order.script_url && order.order) {
      return void checkoutWindow.fawry(order.script_url, order.order).catch(() => setFailed(true));
    }
    setFailed(true);
  }

  function pay() {
    setFailed(false);
    create.mutate(
      { amount },
      {
        onSuccess: (order) => {
          timer.current = setTimeout(() => launch(order), PROVIDER_DELAY_MS);
        },
      },
    );
  }

  const error = create.error
    ? messageFor(create.error, gatewayOrderMessages, gatewayOrderMessages.fallback)
    : failed
      ? gatewayOrderMessages.fallback
      : null;
  const waiting = create.isPending || (create.isSuccess && !frame && !outside && !failed);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p>{t.payAmount(formatMoney(amount))}</p>
      {frame ? (
        <iframe
          src={frame}
          title={t.gatewayFrame}
          className={css({
            width: 'full',
            height: '28rem',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
          })}
        />
      ) : null}
      {outside ? <Notice tone="info">{t.openedOutside}</Notice> : null}
      {waiting && create.isSuccess ? <Notice tone="info">{t.paying}</Notice> : null}
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {!frame && !outside ? (
        <Button onClick={pay} loading={waiting} fullWidth>
          {t.pay}
        </Button>
      ) : null}
    </div>
  );
}
