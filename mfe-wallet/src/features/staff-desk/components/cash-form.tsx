import { fieldErrorsOf, formatMoney } from '@app/shared-contracts';
import { staffCashBodySchema } from '@app/shared-contracts/schemas';
import { Button, FormTextField, focusFirstInvalid, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { ConfirmDialog } from '@app/ui/staff';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCashTopUp } from '../api/cash-top-up';

const t = messages.staffMoney.cash;

/**
 * Cash at the desk in two taps: the amount, then the confirmation that names it. The key is one
 * per amount taken, so a double click (or a retry after a lost answer) credits once.
 */
export function CashForm({ studentId, studentName }: { studentId: number; studentName: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [asking, setAsking] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const cash = useCashTopUp();
  const form = useForm({
    defaultValues: { amount: '' },
    validators: { onSubmit: validateWith(staffCashBodySchema) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      setDone(null);
      setAsking(staffCashBodySchema.parse(value).amount);
    },
  });
  const take = async () => {
    if (asking === null) return;
    try {
      const answer = await cash.mutateAsync({ studentId, body: { amount: asking }, idempotencyKey: key });
      setDone(t.done(formatMoney(asking), formatMoney(answer.balance)));
      setKey(crypto.randomUUID());
      form.reset();
    } catch (error) {
      showServerErrors(form, fieldErrorsOf(error));
    } finally {
      setAsking(null);
    }
  };
  const failed = cash.error && !fieldErrorsOf(cash.error)?.amount;

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
      <Button type="submit">{t.submit}</Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t.confirmTitle}
        message={asking === null ? '' : t.confirmText(formatMoney(asking), studentName)}
        confirmLabel={t.confirm}
        onConfirm={take}
        finalFocusEl={() => formRef.current?.querySelector('input') ?? null}
      />
      <div className={css({ width: 'full' })}>
        {done ? <Notice tone="success">{done}</Notice> : null}
        {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
      </div>
    </form>
  );
}
