import {
  type CheckoutProps,
  errorCodeOf,
  messageFor,
  normalizeDigits,
  type PayBy,
  type PurchaseBody,
  useSession,
} from '@app/shared-contracts';
import { coursePurchaseMessages, lecturePurchaseMessages } from '@app/shared-contracts/errors';
import { Button } from '@app/ui';
import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useBalance } from '../api/get-balance';
import { usePurchase } from '../api/purchase';
import { MethodChoice, PaycardCode, WalletInfo } from './checkout-fields';

const t = messages.checkout;
/** Spec 2 §9: a lecture's single payment method is chosen for the student after 500 ms. */
export const AUTO_SELECT_MS = 500;

/**
 * The one checkout of the platform (decision 0033): free, one click; paid, the wallet (when the
 * wallet system is on) or a pay-card (unless the item refuses them), the balance and shortfall,
 * the purchase with its Idempotency-Key, the spec's errors in Arabic. The dialog around it
 * (title, item name) is the embedder's.
 */
export function Checkout({ kind, id, price, paycardDisabled = false, onPurchased, onFailed }: CheckoutProps) {
  const m = kind === 'course' ? coursePurchaseMessages : lecturePurchaseMessages;
  const walletOn = useSession((s) => s.appData?.enable_wallet_system ?? false);
  const balance = useBalance().data ?? 0;
  const free = price === 0;
  const methods: PayBy[] = [
    ...(walletOn ? ['wallet' as const] : []),
    ...(paycardDisabled ? [] : ['paycard' as const]),
  ];
  const only = methods.length === 1 ? methods[0] : undefined;
  // A course's single method is preselected; a lecture's after AUTO_SELECT_MS (spec 2 §9).
  const [method, setMethod] = useState<PayBy | null>(kind === 'course' ? (only ?? null) : null);
  const [code, setCode] = useState('');
  // What the form itself refuses before calling the api; the api's refusals are the mutation's.
  const [invalid, setInvalid] = useState<string | null>(null);
  const purchase = usePurchase();
  useEffect(() => {
    if (free || !only) return;
    const timer = setTimeout(() => setMethod((current) => current ?? only), AUTO_SELECT_MS);
    return () => clearTimeout(timer);
  }, [free, only]);
  const error = invalid ?? (purchase.error ? messageFor(purchase.error, m, m.fallback) : null);

  const fail = (message: string) => {
    setInvalid(message);
    setCode(''); // any error resets the code field (spec 1 §4)
  };

  function submit() {
    setInvalid(null);
    purchase.reset();
    let body: PurchaseBody = {};
    if (!free) {
      if (!method) return fail(t.chooseMethod);
      if (method === 'paycard') {
        const clean = normalizeDigits(code).replace(/\s+/g, '');
        if (!clean) return fail(m.invalidCode);
        body = { pay_by: 'paycard', code: clean };
      } else body = { pay_by: 'wallet' };
    }
    purchase.mutate(
      { kind, id, body },
      {
        onSuccess: (result) => {
          if (result.kind === 'course') onPurchased?.({ kind: 'course', id, course: result.answer.data });
          else onPurchased?.({ kind: 'lecture', id, lecture: result.answer.data });
        },
        onError: (err) => {
          setCode('');
          onFailed?.(errorCodeOf(err) ?? null);
        },
      },
    );
  }

  const walletShort = !free && method === 'wallet' && balance < price;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {free ? null : (
        <>
          <MethodChoice
            methods={methods}
            value={method}
            onChange={(next) => {
              // what was said about the previous choice (or the lack of one) no longer holds
              setMethod(next);
              setInvalid(null);
              purchase.reset();
            }}
          />
          {method === 'wallet' ? <WalletInfo price={price} balance={balance} /> : null}
          {method === 'paycard' ? <PaycardCode value={code} onChange={setCode} /> : null}
        </>
      )}
      {error ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      <Button onClick={submit} loading={purchase.isPending} disabled={walletShort} fullWidth>
        {free ? t.get[kind] : t.pay[kind]}
      </Button>
    </div>
  );
}
