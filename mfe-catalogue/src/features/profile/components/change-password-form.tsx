import { errorCodeOf, fieldErrorsOf } from '@app/shared-contracts';
import { passwordChangeMessages as pm } from '@app/shared-contracts/errors';
import { passwordChangeBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  firstError,
  focusFirstInvalid,
  PasswordInput,
  showServerErrors,
  snack,
} from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useChangePassword } from '../api/change-password';
import { saveErrorMessage } from '../hooks/save-error';
import { alertClass } from './profile-edit-dialog';

const t = messages.profile.password;
// The two fields differ only in these (the browser's password manager reads autoComplete).
const passwordFields = [
  { name: 'current_password', label: t.current, autoComplete: 'current-password' },
  { name: 'password', label: t.next, autoComplete: 'new-password' },
] as const;

/**
 * Current and new password; on success the new token and user replace the stored ones and
 * `onDone` closes the dialog (which unmounts the form: it opens empty next time).
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword();
  const form = useForm({
    defaultValues: { current_password: '', password: '' },
    // The contract's body: its own messages ('لا تترك الحقول فارغة', the password rule) under each field.
    validators: { onSubmit: passwordChangeBodySchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) =>
      change.mutate(passwordChangeBodySchema.parse(value), {
        onSuccess: () => {
          snack(pm.success, 'success');
          onDone();
        },
        onError: (failure) => {
          if (showServerErrors(form, fieldErrorsOf(failure)).length === 0) focusFirstInvalid(formRef.current);
        },
      }),
  });
  const failure = change.error;
  const error =
    failure && !fieldErrorsOf(failure)
      ? errorCodeOf(failure) === 'WRONG_OLD_PASSWORD'
        ? pm.WRONG_OLD_PASSWORD
        : saveErrorMessage(failure, pm.fallback)
      : null;
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.handleSubmit();
      }}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {passwordFields.map(({ name, label, autoComplete }) => (
        <form.Field key={name} name={name}>
          {(field) => {
            const message = firstError(field.state.meta.errors);
            return (
              <Field label={label} invalid={Boolean(message)} errorText={message}>
                <PasswordInput
                  toggleLabel={t.show(label)}
                  autoComplete={autoComplete}
                  name={name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.currentTarget.value)}
                />
              </Field>
            );
          }}
        </form.Field>
      ))}
      {error ? (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={change.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
