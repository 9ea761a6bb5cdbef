import { fieldErrorsOf, formatAmount, formatMoney, messageFor, useSession } from '@app/shared-contracts';
import { mobileWalletTopUpMessages } from '@app/shared-contracts/errors';
import { manualRechargeFieldsSchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, Input, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRechargeManual } from '../api/recharge-manual';
import { MessageField } from './message-field';
import type { CheckoutFormProps } from './mobile-wallet-form';
import { ReceiptPicker } from './receipt-picker';

const t = messages.topUp;
// The contract's fields; the amount comes from the step before, the receipt is optional here.
const manualFormSchema = manualRechargeFieldsSchema.omit({ amount: true });

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
  const [receipt, setReceipt] = useState<File | null>(null);
  const send = useRechargeManual();
  const form = useForm({
    defaultValues: { payer_number: '', message: '' },
    validators: { onSubmit: validateWith(manualFormSchema) },
    onSubmit: ({ value }) => {
      const fields = manualFormSchema.parse(value);
      send.mutate(
        {
          amount,
          payerNumber: fields.payer_number || undefined,
          receipt,
          message: fields.message || undefined,
        },
        {
          onSuccess: (answer) => onDone(answer.message, { reload: false }),
          onError: (e) => {
            showServerErrors(form, fieldErrorsOf(e));
          },
        },
      );
    },
  });
  const error = send.error
    ? messageFor(send.error, mobileWalletTopUpMessages, mobileWalletTopUpMessages.fallback)
    : null;

  return (
    <form
      // the spec's own messages, not the browser's
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
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
      <form.Field name="payer_number">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.reference} invalid={Boolean(message)} errorText={message}>
              <Input
                dir="ltr"
                name="payer_number"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </Field>
          );
        }}
      </form.Field>
      <ReceiptPicker file={receipt} onChange={setReceipt} />
      <form.Field name="message">{(field) => <MessageField field={field} />}</form.Field>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <Button type="submit" loading={send.isPending} fullWidth>
        {t.send}
      </Button>
    </form>
  );
}
