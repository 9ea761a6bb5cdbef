import { fieldErrorsOf, formatMoney, messageFor, useSession } from '@app/shared-contracts';
import { mobileWalletTopUpMessages, walletMessages } from '@app/shared-contracts/errors';
import { mobileWalletRechargeFieldsSchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, focusFirstInvalid, Input, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRechargeMobileWallet } from '../api/recharge-mobile-wallet';
import { MessageField } from './message-field';
import { ReceiptPicker } from './receipt-picker';

const t = messages.topUp;

// The contract's fields (the amount comes from the step before) and the receipt, required here.
const mobileWalletFormSchema = mobileWalletRechargeFieldsSchema.omit({ amount: true }).extend({
  receipt: z.custom<File>((v) => v instanceof File, walletMessages.emptyField),
});
// Server field → the form field that shows it (the api names the receipt `attachment`).
const fieldOf = (name: string) => (name === 'attachment' ? 'receipt' : name);

export interface CheckoutFormProps {
  amount: number;
  /** The api's message; `reload: false` skips the wallet's reload (spec 3 §4, manual method). */
  onDone: (message: string, options?: { reload?: boolean }) => void;
}

/**
 * Step 1 of mobile_wallets (spec 3 §2.4, §5): the number to pay to, the payer number and the
 * receipt image (both required), an optional message; the request ends 'under review'.
 */
export function MobileWalletForm({ amount, onDone }: CheckoutFormProps) {
  const payTo = useSession((s) => s.appData?.recharge_info.mobile_wallet_number ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(false);
  const send = useRechargeMobileWallet();
  const form = useForm({
    defaultValues: { payer_number: '', message: '', receipt: null as File | null },
    validators: { onSubmit: validateWith(mobileWalletFormSchema) },
    onSubmitInvalid: () => {
      setRefused(true);
      focusFirstInvalid(formRef.current);
    },
    onSubmit: ({ value }) => {
      setRefused(false);
      const fields = mobileWalletFormSchema.parse(value);
      send.mutate(
        {
          amount,
          // digits read by the contract; the spaces people type between groups go too
          payerNumber: fields.payer_number.replace(/\s+/g, ''),
          receipt: fields.receipt,
          message: fields.message || undefined,
        },
        {
          onSuccess: (answer) => onDone(answer.message),
          onError: (error) => {
            showServerErrors(form, fieldErrorsOf(error), fieldOf);
          },
        },
      );
    },
  });
  const error = refused
    ? walletMessages.fillRequired
    : send.error
      ? messageFor(send.error, mobileWalletTopUpMessages, mobileWalletTopUpMessages.fallback)
      : null;

  return (
    <form
      ref={formRef}
      // the spec's own messages, not the browser's
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <p>{t.payAmount(formatMoney(amount))}</p>
      {payTo ? (
        <p>
          {t.payTo}{' '}
          <bdi dir="ltr" className={css({ fontWeight: 'bold' })}>
            {payTo}
          </bdi>
        </p>
      ) : null}
      <form.Field name="payer_number">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.payerNumber} required invalid={Boolean(message)} errorText={message}>
              <Input
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                name="payer_number"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </form.Field>
      <form.Field name="receipt">
        {(field) => (
          <ReceiptPicker
            file={field.state.value}
            onChange={field.handleChange}
            required
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="message">{(field) => <MessageField field={field} />}</form.Field>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <Button type="submit" loading={send.isPending} fullWidth>
        {t.send}
      </Button>
    </form>
  );
}
