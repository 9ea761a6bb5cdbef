import {
  errorCodeOf,
  formatMoney,
  type Lecture,
  type LecturePurchaseBody,
  messageFor,
  normalizeDigits,
  type PayBy,
  queryKeys,
  useSession,
} from '@app/shared-contracts';
import { lecturePurchaseMessages as m } from '@app/shared-contracts/errors';
import { Button, Dialog, snack } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { usePurchaseLecture } from '../api/purchase-lecture';
import { MethodChoice, PaycardCode, WalletInfo } from './payment-fields';

const t = messages.purchase;
/** Spec 2 §9: a single payment method is chosen for the student after 500 ms. */
export const AUTO_SELECT_MS = 500;

export interface LecturePurchaseDialogProps {
  lecture: Lecture;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPurchased?: (lecture: Lecture) => void;
}

/** What this purchase costs: a repurchase of a repurchasable lecture is at repurchase_price. */
export function purchasePrice(lecture: Lecture): number {
  if (lecture.purchased && lecture.repurchasable) return lecture.repurchase_price ?? lecture.price;
  return lecture.price;
}

/** Wallet (when the wallet system is on) or pay-card (unless paycard_disabled); free: confirm only. */
export function LecturePurchaseDialog({
  lecture,
  open,
  onOpenChange,
  onPurchased,
}: LecturePurchaseDialogProps) {
  const walletOn = useSession((s) => s.appData?.enable_wallet_system ?? false);
  const balance = useSession((s) => s.user?.balance ?? 0);
  const client = useQueryClient();
  const price = purchasePrice(lecture);
  const free = price === 0;
  const again = lecture.purchased && lecture.repurchasable;
  const methods: PayBy[] = [
    ...(walletOn ? ['wallet' as const] : []),
    ...(lecture.paycard_disabled ? [] : ['paycard' as const]),
  ];
  const [method, setMethod] = useState<PayBy | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const purchase = usePurchaseLecture();
  const only = methods.length === 1 ? methods[0] : undefined;
  useEffect(() => {
    if (!open || free || !only) return;
    const timer = setTimeout(() => setMethod((m) => m ?? only), AUTO_SELECT_MS);
    return () => clearTimeout(timer);
  }, [open, free, only]);
  const error = invalid ?? (purchase.error ? messageFor(purchase.error, m, m.fallback) : null);

  const fail = (message: string) => {
    setInvalid(message);
    setCode('');
  };

  function submit() {
    setInvalid(null);
    purchase.reset();
    let body: LecturePurchaseBody = {};
    if (!free) {
      if (!method) return fail(t.chooseMethod);
      if (method === 'paycard') {
        const clean = normalizeDigits(code).replace(/\s+/g, '');
        if (!clean) return fail(m.invalidCode);
        body = { pay_by: 'paycard', code: clean };
      } else body = { pay_by: 'wallet' };
    }
    purchase.mutate(
      { id: lecture.id, body },
      {
        onSuccess: ({ data }) => {
          onOpenChange(false);
          snack(m.success, 'success');
          onPurchased?.(data);
        },
        onError: (err) => {
          const code = errorCodeOf(err);
          if (code && code in m) setCode(''); // the code field is cleared after a known error
          if (code === 'ALREADY_PURCHASED') {
            // Got elsewhere: the course's copy is out of date.
            void client.invalidateQueries({ queryKey: queryKeys.catalogue.course(lecture.course_id) });
          }
        },
      },
    );
  }

  const walletShort = !free && method === 'wallet' && balance < price;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setInvalid(null);
          purchase.reset();
        }
        onOpenChange(next);
      }}
      title={again ? t.repurchaseTitle : t.title}
      description={free ? t.freeText : t.price(formatMoney(price))}
      footer={
        <Button onClick={submit} loading={purchase.isPending} disabled={walletShort} fullWidth>
          {free ? t.get : t.pay}
        </Button>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ fontWeight: 'bold' })}>{lecture.name}</p>
        {again ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.repurchaseNote}</p> : null}
        {free ? null : (
          <>
            <MethodChoice methods={methods} value={method} onChange={setMethod} />
            {method === 'wallet' ? <WalletInfo price={price} balance={balance} /> : null}
            {method === 'paycard' ? <PaycardCode value={code} onChange={setCode} /> : null}
          </>
        )}
        {error ? (
          <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
