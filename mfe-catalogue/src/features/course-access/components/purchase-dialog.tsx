import {
  type Course,
  type CoursePurchaseBody,
  coursePurchaseMessages,
  errorCodeOf,
  formatMoney,
  messageFor,
  normalizeDigits,
  type PayBy,
  useSession,
} from '@app/shared-contracts';
import { Button, Dialog } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { purchaseCourse } from '../api/purchase-course';
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
  const methods: PayBy[] = walletOn ? ['wallet', 'paycard'] : ['paycard'];
  // a single method is preselected
  const [method, setMethod] = useState<PayBy | null>(methods.length === 1 ? (methods[0] ?? null) : null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = useAccessDone(onDone);
  const goToCourse = useGoToCourse();

  const fail = (message: string) => {
    setError(message);
    setCode(''); // any error resets the code field
  };

  async function submit() {
    setError(null);
    let body: CoursePurchaseBody = {};
    if (!free) {
      if (!method) return fail(t.chooseMethod);
      if (method === 'paycard') {
        const clean = normalizeDigits(code).replace(/\s+/g, '');
        if (!clean) return fail(m.invalidCode);
        body = { pay_by: 'paycard', code: clean };
      } else body = { pay_by: 'wallet' };
    }
    setBusy(true);
    try {
      const got = await purchaseCourse(course.id, body);
      onOpenChange(false);
      await done(got, m.success);
    } catch (err) {
      if (errorCodeOf(err) === 'ALREADY_PURCHASED') {
        onOpenChange(false);
        goToCourse(course.id, m.ALREADY_PURCHASED);
      } else fail(messageFor(err, m, m.fallback));
    } finally {
      setBusy(false);
    }
  }

  const walletShort = method === 'wallet' && balance < course.price;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t.purchaseTitle}
      description={free ? t.freeText : t.price(formatMoney(course.price))}
      footer={
        <Button onClick={submit} loading={busy} disabled={walletShort} fullWidth>
          {free ? t.get : t.pay}
        </Button>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ fontWeight: 'bold' })}>{course.name}</p>
        {free ? null : (
          <>
            <MethodChoice methods={methods} value={method} onChange={setMethod} />
            {method === 'wallet' ? <WalletInfo price={course.price} balance={balance} /> : null}
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
