import { fieldErrorsOf, formatMoney } from '@app/shared-contracts';
import { staffBalanceBodySchema } from '@app/shared-contracts/schemas';
import { Button, FormTextField, focusFirstInvalid, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useAdjustBalance } from '../api/adjust-balance';

const t = messages.staffMoney.adjust;

/** The admin's correction (as pnpm ops adjust-balance): a signed amount and the reason the student reads. */
export function AdjustForm({ studentId }: { studentId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjustBalance();
  const form = useForm({
    defaultValues: { amount: '', comment: '' },
    validators: { onSubmit: validateWith(staffBalanceBodySchema) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setDone(null);
      try {
        const body = staffBalanceBodySchema.parse(value);
        const answer = await adjust.mutateAsync({ studentId, body, idempotencyKey: key });
        setDone(t.done(formatMoney(answer.balance)));
        setKey(crypto.randomUUID());
        form.reset();
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const fields = fieldErrorsOf(adjust.error);
  const failed = adjust.error && !fields?.amount && !fields?.comment;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t.title}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <form.Field name="amount">
        {(field) => <FormTextField field={field} label={t.amount} inputMode="decimal" dir="ltr" />}
      </form.Field>
      <form.Field name="comment">{(field) => <FormTextField field={field} label={t.comment} />}</form.Field>
      <Button type="submit" loading={adjust.isPending}>
        {t.submit}
      </Button>
      <div className={css({ width: 'full' })}>
        {done ? <Notice tone="success">{done}</Notice> : null}
        {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
      </div>
    </form>
  );
}
