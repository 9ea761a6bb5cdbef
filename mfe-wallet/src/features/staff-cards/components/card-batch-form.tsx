import { type CardBatchKind, fieldErrorsOf, type StaffCardBatch } from '@app/shared-contracts';
import { staffCardBatchCreateSchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, focusFirstInvalid, Input, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { type ReactNode, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCreateCardBatch } from '../api/create-card-batch';
import { TargetPicker } from './target-picker';

const t = messages.staffCards.create;
const select = css({
  borderWidth: '1px',
  borderRadius: 'l2',
  paddingInline: '2',
  height: '10',
  minWidth: '40',
});

interface Values {
  kind: CardBatchKind;
  scope: 'course' | 'lecture' | 'balance';
  scope_id: number | null;
  value: string;
  count: string;
  expires: string;
  label: string;
}
const DEFAULTS: Values = {
  kind: 'pay',
  scope: 'course',
  scope_id: null,
  value: '',
  count: '10',
  expires: '',
  label: '',
};

/** What the contract reads: blanks left out, a recharge card always for the balance. */
const toBody = (v: Values) => ({
  kind: v.kind,
  scope: v.kind === 'recharge' ? 'balance' : v.scope,
  scope_id: v.kind === 'recharge' ? undefined : (v.scope_id ?? undefined),
  value: v.value,
  count: v.count,
  expires: v.expires || undefined,
  label: v.label.trim() || undefined,
});
const check = validateWith(staffCardBatchCreateSchema);

/** The admin's new batch of pay-cards (a course or a lecture) or recharge cards (the balance). */
export function CardBatchForm({ onCreated }: { onCreated: (batch: StaffCardBatch) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const create = useCreateCardBatch();
  const form = useForm({
    defaultValues: DEFAULTS,
    validators: { onSubmit: ({ value }) => check({ value: toBody(value) }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        const body = staffCardBatchCreateSchema.parse(toBody(value));
        const batch = await create.mutateAsync({ body, idempotencyKey: key });
        setKey(crypto.randomUUID());
        form.reset();
        onCreated(batch);
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const fields = fieldErrorsOf(create.error);
  const failed = create.error && !fields;
  const text = (
    name: 'value' | 'count' | 'expires' | 'label',
    label: string,
    extra: object,
    hint?: ReactNode,
  ) => (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <Field label={label} invalid={Boolean(message)} errorText={message} helperText={hint}>
            <Input
              name={name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              {...extra}
            />
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t.title}
      className={css({ display: 'grid', gap: '4', maxWidth: '2xl' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <form.Field name="kind">
          {(field) => (
            <Field label={t.kind}>
              <select
                name="kind"
                aria-label={t.kind}
                className={select}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value as CardBatchKind)}
              >
                <option value="pay">{messages.staffCards.kinds.pay}</option>
                <option value="recharge">{messages.staffCards.kinds.recharge}</option>
              </select>
            </Field>
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.values.kind}>
          {(kind) =>
            kind === 'pay' ? (
              <form.Field name="scope">
                {(field) => (
                  <Field label={t.scope}>
                    <select
                      name="scope"
                      aria-label={t.scope}
                      className={select}
                      value={field.state.value}
                      onChange={(e) => {
                        field.handleChange(e.target.value as 'course' | 'lecture');
                        form.setFieldValue('scope_id', null);
                      }}
                    >
                      <option value="course">{messages.staffCards.scopes.course}</option>
                      <option value="lecture">{messages.staffCards.scopes.lecture}</option>
                    </select>
                  </Field>
                )}
              </form.Field>
            ) : null
          }
        </form.Subscribe>
      </div>
      <form.Subscribe selector={(s) => [s.values.kind, s.values.scope] as const}>
        {([kind, scope]) =>
          kind === 'pay' && scope !== 'balance' ? (
            <form.Field name="scope_id">
              {(field) => (
                <TargetPicker
                  key={scope}
                  scope={scope}
                  value={field.state.value}
                  onChange={(id) => field.handleChange(id)}
                  error={firstError(field.state.meta.errors)}
                />
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {text('value', t.value, { inputMode: 'decimal', dir: 'ltr' })}
        {text('count', t.count, { inputMode: 'numeric', dir: 'ltr' })}
        {text('expires', t.expires, { type: 'date', dir: 'ltr' })}
        {text('label', t.label, {})}
      </div>
      <div>
        <Button type="submit" loading={create.isPending}>
          {t.submit}
        </Button>
      </div>
      {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
