import { fieldErrorsOf } from '@app/shared-contracts';
import { type StaffOutlet, staffOutletBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  firstError,
  focusFirstInvalid,
  Input,
  type SafeParser,
  showServerErrors,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useSaveOutlet } from '../api/save-outlet';

const t = messages.staff.outlets;
const FIELDS = [
  ['name', t.name, true],
  ['governorate', t.governorate, true],
  ['city', t.city, true],
  ['address', t.address, true],
  ['phone', t.phone, false],
  ['map_url', t.mapUrl, false],
  ['position', t.position, false],
] as const;
const LTR = new Set(['phone', 'map_url', 'position']);

/** The form's values as the api reads them: an empty position is none (the api puts it first). */
function bodyOf(value: Record<string, string>) {
  const { position, ...rest } = value;
  return position?.trim() ? value : rest;
}
const check: SafeParser = {
  safeParse: (value) => staffOutletBodySchema.safeParse(bodyOf(value as Record<string, string>)),
};

/** Adds an outlet, or edits one, checked by staffOutletBodySchema; a 422 shows under its field. */
export function OutletForm({ outlet, onDone }: { outlet: StaffOutlet | null; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveOutlet();
  const form = useForm({
    defaultValues: {
      name: outlet?.name ?? '',
      governorate: outlet?.governorate ?? '',
      city: outlet?.city ?? '',
      address: outlet?.address ?? '',
      phone: outlet?.phone ?? '',
      map_url: outlet?.map_url ?? '',
      position: outlet ? String(outlet.position) : '',
    },
    validators: { onSubmit: validateWith(check) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      const body = staffOutletBodySchema.parse(bodyOf(value));
      save.mutate(
        { id: outlet?.id ?? null, body },
        { onSuccess: onDone, onError: (error) => void showServerErrors(form, fieldErrorsOf(error)) },
      );
    },
  });
  return (
    <form
      ref={formRef}
      aria-label={outlet ? t.editTitle : t.add}
      noValidate
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      {FIELDS.map(([name, label, required]) => (
        <form.Field key={name} name={name}>
          {(field) => {
            const message = firstError(field.state.meta.errors);
            return (
              <Field label={label} required={required} invalid={Boolean(message)} errorText={message}>
                <Input
                  name={name}
                  dir={LTR.has(name) ? 'ltr' : undefined}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              </Field>
            );
          }}
        </form.Field>
      ))}
      {save.isError && !fieldErrorsOf(save.error) ? (
        <Notice tone="danger">{failureMessage(save.error, messages.staff.failed)}</Notice>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {messages.staff.save}
        </Button>
      </div>
    </form>
  );
}
