import { fieldErrorsOf, messageFor, type StaffRole } from '@app/shared-contracts';
import { STAFF_ROLES, staffAccountCreateBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  firstError,
  focusFirstInvalid,
  Input,
  showServerErrors,
  toaster,
  validateWith,
} from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCreateStaffAccount } from '../api/create-staff-account';
import { TeacherField } from './teacher-field';

const t = messages.accounts;

/** A new staff account; its temporary password goes to `onPassword`, to be shown once. */
export function AccountCreateForm({ onPassword }: { onPassword: (email: string, password: string) => void }) {
  const create = useCreateStaffAccount();
  const root = useRef<HTMLFormElement>(null);
  const form = useForm({
    defaultValues: { name: '', email: '', role: 'assistant' as StaffRole, teacher_id: '' },
    validators: {
      onSubmit: validateWith({
        safeParse: (v) => staffAccountCreateBodySchema.safeParse(bodyOf(v as Values)),
      }),
    },
    onSubmit: async ({ value }) => {
      try {
        const answer = await create.mutateAsync(staffAccountCreateBodySchema.parse(bodyOf(value)));
        onPassword(answer.data.email, answer.password);
        form.reset();
      } catch (error) {
        const unshown = showServerErrors(form, fieldErrorsOf(error));
        if (!fieldErrorsOf(error) || unshown.length)
          toaster.create({ description: unshown[0] ?? messageFor(error, {}, t.failed), type: 'error' });
      }
    },
  });
  const text = (name: 'name' | 'email', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = firstError(field.state.meta.errors);
        return (
          <Field label={label} invalid={Boolean(error)} errorText={error} required>
            <Input
              name={name}
              dir={name === 'email' ? 'ltr' : 'auto'}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          </Field>
        );
      }}
    </form.Field>
  );
  return (
    <form
      ref={root}
      aria-label={t.createTitle}
      noValidate
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit().then(() => focusFirstInvalid(root.current));
      }}
    >
      {text('name', t.fields.name)}
      {text('email', t.fields.email)}
      <form.Field name="role">
        {(field) => (
          <label className={css({ display: 'grid', gap: '1' })}>
            {t.fields.role}
            <select
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value as StaffRole)}
              className={css({ borderWidth: '1px', borderRadius: 'l2', padding: '2' })}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t.roles[r]}
                </option>
              ))}
            </select>
          </label>
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.values.role}>
        {(role) =>
          role === 'teacher' ? (
            <form.Field name="teacher_id">
              {(field) => (
                <TeacherField
                  value={field.state.value}
                  onChange={field.handleChange}
                  error={firstError(field.state.meta.errors)}
                />
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
      <Button type="submit" loading={create.isPending}>
        {t.create}
      </Button>
    </form>
  );
}

interface Values {
  name: string;
  email: string;
  role: StaffRole;
  teacher_id: string;
}
const bodyOf = (v: Values) => ({
  name: v.name,
  email: v.email,
  role: v.role,
  ...(v.role === 'teacher' ? { teacher_id: v.teacher_id || undefined } : {}),
});
