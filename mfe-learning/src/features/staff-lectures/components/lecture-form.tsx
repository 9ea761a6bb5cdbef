import { fieldErrorsOf } from '@app/shared-contracts';
import {
  type StaffLecture,
  type StaffLectureBody,
  staffLectureBodySchema,
} from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  FormTextField,
  focusFirstInvalid,
  showServerErrors,
  Textarea,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { CheckField } from './check-field';

const t = messages.staffLectures;

interface Values {
  name: string;
  description: string;
  price: string;
  expiry_days: string;
  repurchasable: boolean;
  repurchase_price: string;
  preview: boolean;
  paycard_disabled: boolean;
}
const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const valuesOf = (l?: StaffLecture): Values => ({
  name: l?.name ?? '',
  description: l?.description ?? '',
  price: text(l?.price ?? 0),
  expiry_days: text(l?.expiry_days),
  repurchasable: l?.repurchasable ?? false,
  repurchase_price: text(l?.repurchase_price),
  preview: l?.preview ?? false,
  paycard_disabled: l?.paycard_disabled ?? false,
});
/** What the contract reads: blanks are "none" (no expiry, no repurchase price). */
const toBody = (v: Values) => ({
  name: v.name,
  description: v.description,
  price: v.price,
  expiry_days: v.expiry_days.trim() ? v.expiry_days : null,
  repurchasable: v.repurchasable,
  repurchase_price: v.repurchasable && v.repurchase_price.trim() ? v.repurchase_price : null,
  preview: v.preview,
  paycard_disabled: v.paycard_disabled,
});
const check = validateWith(staffLectureBodySchema);

export interface LectureFormProps {
  /** the lecture edited; none for a new one */
  lecture?: StaffLecture;
  submitText: string;
  pending: boolean;
  onSave: (body: StaffLectureBody) => Promise<unknown>;
}

/** The lecture's fields (TanStack Form, the contract's schema, decision 0035): a new one or an edit. */
export function LectureForm({ lecture, submitText, pending, onSave }: LectureFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm({
    defaultValues: valuesOf(lecture),
    validators: { onSubmit: ({ value }) => check({ value: toBody(value) }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setStatus(null);
      try {
        await onSave(staffLectureBodySchema.parse(toBody(value)));
        setStatus('saved');
        if (!lecture) form.reset();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) showServerErrors(form, fields);
        else setStatus('failed');
      }
    },
  });
  const input = (
    name: 'name' | 'price' | 'expiry_days' | 'repurchase_price',
    label: string,
    extra: object = {},
    hint?: string,
  ) => (
    <form.Field name={name}>
      {(field) => <FormTextField field={field} label={label} helperText={hint} {...extra} />}
    </form.Field>
  );
  const flag = (name: 'repurchasable' | 'preview' | 'paycard_disabled', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <CheckField name={name} label={label} checked={field.state.value} onChange={field.handleChange} />
      )}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={lecture ? t.form.title : t.addTitle}
      className={css({ display: 'grid', gap: '3', maxWidth: '2xl' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      {input('name', t.form.name)}
      <form.Field name="description">
        {(field) => (
          <Field label={t.form.description}>
            <Textarea
              name="description"
              rows={3}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          </Field>
        )}
      </form.Field>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {input('price', t.form.price, { inputMode: 'decimal', dir: 'ltr' }, t.form.priceHint)}
        {input('expiry_days', t.form.expiryDays, { inputMode: 'numeric', dir: 'ltr' }, t.form.expiryHint)}
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        {flag('preview', t.form.preview)}
        {flag('paycard_disabled', t.form.paycardDisabled)}
        {flag('repurchasable', t.form.repurchasable)}
      </div>
      <form.Subscribe selector={(s) => s.values.repurchasable}>
        {(on) =>
          on ? input('repurchase_price', t.form.repurchasePrice, { inputMode: 'decimal', dir: 'ltr' }) : null
        }
      </form.Subscribe>
      <div>
        <Button type="submit" loading={pending}>
          {submitText}
        </Button>
      </div>
      {status === 'saved' ? <Notice tone="success">{t.saved}</Notice> : null}
      {status === 'failed' ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
