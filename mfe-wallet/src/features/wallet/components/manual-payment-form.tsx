import { formatAmount, formatMoney, messageFor, normalizeDigits, useSession } from '@app/shared-contracts';
import { mobileWalletTopUpMessages } from '@app/shared-contracts/errors';
import { Button, Field, Input, Textarea } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRechargeManual } from '../api/recharge-manual';
import type { CheckoutFormProps } from './mobile-wallet-form';
import { ReceiptPicker } from './receipt-picker';

const t = messages.topUp;

/** Spec 3 §2.4: `**bold**` markers and the `{amount}` placeholder (the amount without its suffix). */
export function Instructions({ text, amount }: { text: string; amount: number }) {
  const parts = text.replaceAll('{amount}', formatAmount(amount)).split(/\*\*(.+?)\*\*/g);
  // split with one capture group: odd indexes are the bold runs
  return (
    <p className={css({ whiteSpace: 'pre-line' })}>
      {parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part))}
    </p>
  );
}

/**
 * Step 1 of manual_external_payments: the label, the instructions and the alert from
 * recharge_info; a reference and a receipt may go with the request, which ends 'under review'
 * without reloading the wallet (no balance changed).
 */
export function ManualPaymentForm({ amount, onDone }: CheckoutFormProps) {
  const info = useSession((s) => s.appData?.recharge_info);
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const send = useRechargeManual();
  const error = send.error
    ? messageFor(send.error, mobileWalletTopUpMessages, mobileWalletTopUpMessages.fallback)
    : null;

  function submit() {
    send.mutate(
      {
        amount,
        payerNumber: normalizeDigits(reference).trim() || undefined,
        receipt,
        message: message.trim() || undefined,
      },
      { onSuccess: (answer) => onDone(answer.message, { reload: false }) },
    );
  }

  return (
    <form
      // the spec's own messages, not the browser's
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {info?.manual_external_payments_label ? (
        <h3 className={css({ fontWeight: 'bold' })}>{info.manual_external_payments_label}</h3>
      ) : null}
      {info?.manual_external_payments_instructions ? (
        <Instructions text={info.manual_external_payments_instructions} amount={amount} />
      ) : (
        <p>{t.payAmount(formatMoney(amount))}</p>
      )}
      {info?.manual_external_payments_alert ? (
        <Notice tone="info">{info.manual_external_payments_alert}</Notice>
      ) : null}
      <Field label={t.reference}>
        <Input dir="ltr" value={reference} onChange={(e) => setReference(e.target.value)} />
      </Field>
      <ReceiptPicker file={receipt} onChange={setReceipt} />
      <Field label={t.message}>
        <Textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <Button type="submit" loading={send.isPending} fullWidth>
        {t.send}
      </Button>
    </form>
  );
}
