import {
  type Course,
  type CoursePurchaseBody,
  errorCodeOf,
  formatMoney,
  messageFor,
  normalizeDigits,
  type PayBy,
  useSession,
} from '@app/shared-contracts';
import { coursePurchaseMessages } from '@app/shared-contracts/errors';
import { Button, Dialog } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useHidePaidPrices } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { usePurchaseCourse } from '../api/purchase-course';
import { useAccessDone, useGoToCourse } from '../hooks/use-access-done';
import { alertClass } from './join-dialog';
import { MethodChoice, PaycardCode, WalletInfo } from './payment-method-fields';

const t = messages.access;
const m = coursePurchaseMessages;

export interface PurchaseDialogProps {
  course: Pick<Course, 'id' | 'name' | 'price' | 'free'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: (course: Course) => void;
}

/** Free: one click. Paid: wallet (when the wallet system is on) or pay-card (spec 1 §4, §5, §8). */
export function PurchaseDialog({ course, open, onOpenChange, onDone }: PurchaseDialogProps) {
  const walletOn = useSession((s) => s.appData?.enable_wallet_system ?? false);
  const balance = useSession((s) => s.user?.balance ?? 0);
  const free = course.free || course.price === 0;
  const hidePrice = useHidePaidPrices(); // spec 1 §6: no paid price on iOS
  const methods: PayBy[] = walletOn ? ['wallet', 'paycard'] : ['paycard'];
  // a single method is preselected
  const [method, setMethod] = useState<PayBy | null>(methods.length === 1 ? (methods[0] ?? null) : null);
  const [code, setCode] = useState('');
  // What the form itself refuses before calling the api; the api's refusals are the mutation's.
  const [invalid, setInvalid] = useState<string | null>(null);
  const purchase = usePurchaseCourse();
  const done = useAccessDone(onDone);
  const goToCourse = useGoToCourse();
  const error = invalid ?? (purchase.error ? messageFor(purchase.error, m, m.fallback) : null);

  const fail = (message: string) => {
    setInvalid(message);
    setCode(''); // any error resets the code field
  };

  function submit() {
    setInvalid(null);
    purchase.reset();
    let body: CoursePurchaseBody = {};
    if (!free) {
      if (!method) return fail(t.chooseMethod);
      if (method === 'paycard') {
        const clean = normalizeDigits(code).replace(/\s+/g, '');
        if (!clean) return fail(m.invalidCode);
        body = { pay_by: 'paycard', code: clean };
      } else body = { pay_by: 'wallet' };
    }
    purchase.mutate(
      { id: course.id, body },
      {
        onSuccess: ({ data }) => {
          onOpenChange(false);
          done(data, m.success);
        },
        onError: (err) => {
          setCode(''); // any error resets the code field
          if (errorCodeOf(err) !== 'ALREADY_PURCHASED') return;
          onOpenChange(false);
          goToCourse(course.id, m.ALREADY_PURCHASED);
        },
      },
    );
  }

  const walletShort = method === 'wallet' && balance < course.price;
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
      title={t.purchaseTitle}
      description={free ? t.freeText : hidePrice ? undefined : t.price(formatMoney(course.price))}
      footer={
        <Button onClick={submit} loading={purchase.isPending} disabled={walletShort} fullWidth>
          {free ? t.get : t.pay}
        </Button>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ fontWeight: 'bold' })}>{course.name}</p>
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
            {method === 'wallet' ? (
              <WalletInfo price={course.price} balance={balance} hidePrice={hidePrice} />
            ) : null}
            {method === 'paycard' ? <PaycardCode value={code} onChange={setCode} /> : null}
          </>
        )}
        {error ? (
          <p role="alert" className={alertClass}>
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
