import { fieldErrorsOf, formatMoney, messageFor } from '@app/shared-contracts';
import { rechargeCardMessages, walletMessages } from '@app/shared-contracts/errors';
import { rechargeCardBodySchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, focusFirstInvalid, Input, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRedeemRechargeCard } from '../api/redeem-recharge-card';

const t = messages.topUp;

/** Step 1 of recharge_card: the code, checked by the contract (spaces stripped, Arabic-Indic digits read). */
export function RechargeCardForm({ onDone }: { onDone: (message: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(false);
  const redeem = useRedeemRechargeCard();
  const form = useForm({
    defaultValues: { code: '' },
    validators: { onSubmit: validateWith(rechargeCardBodySchema) },
    onSubmitInvalid: () => {
      setRefused(true);
      focusFirstInvalid(formRef.current);
    },
    onSubmit: ({ value }) => {
      setRefused(false);
      // The api's message says the card worked; the student wants to know how much it added.
      redeem.mutate(rechargeCardBodySchema.parse(value), {
        onSuccess: (a) => onDone(t.cardAdded(formatMoney(a.amount), formatMoney(a.balance))),
        onError: (error) => {
          showServerErrors(form, fieldErrorsOf(error));
        },
      });
    },
  });
  const fieldErrors = fieldErrorsOf(redeem.error);
  const error = refused
    ? walletMessages.fillRequired
    : redeem.error && !fieldErrors?.code
      ? messageFor(redeem.error, rechargeCardMessages, rechargeCardMessages.fallback)
      : null;

  return (
    <form
      ref={formRef}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <form.Field name="code">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.cardCode} invalid={Boolean(message)} errorText={message}>
              <Input
                dir="ltr"
                autoComplete="off"
                name="code"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </form.Field>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <Button type="submit" loading={redeem.isPending} fullWidth>
        {t.redeem}
      </Button>
    </form>
  );
}
