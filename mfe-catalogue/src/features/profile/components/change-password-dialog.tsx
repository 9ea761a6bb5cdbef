import { errorCodeOf } from '@app/shared-contracts';
import { passwordChangeMessages as pm } from '@app/shared-contracts/errors';
import { Button, Dialog, Field, PasswordInput, snack } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useChangePassword } from '../api/change-password';
import { saveErrorMessage } from '../hooks/save-error';
import { alertClass } from './profile-edit-dialog';

const t = messages.profile.password;

/** Current and new password; on success the new token and user replace the stored ones. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  // Empty fields are refused here; what the api refuses comes from the mutation.
  const [empty, setEmpty] = useState(false);
  const change = useChangePassword();
  const failure = change.error;
  const error = empty
    ? pm.emptyFields
    : failure
      ? errorCodeOf(failure) === 'WRONG_OLD_PASSWORD'
        ? pm.WRONG_OLD_PASSWORD
        : saveErrorMessage(failure, pm.fallback)
      : null;
  function reset(isOpen: boolean) {
    setOpen(isOpen);
    setCurrent('');
    setNext('');
    setEmpty(false);
    change.reset();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    setEmpty(!current || !next);
    change.reset();
    if (!current || !next) return;
    change.mutate(
      { current_password: current, password: next },
      {
        onSuccess: () => {
          snack(pm.success, 'success');
          reset(false);
        },
      },
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title={t.title}
      trigger={<Button variant="outline">{t.open}</Button>}
    >
      <form
        onSubmit={submit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <Field label={t.current}>
          <PasswordInput
            toggleLabel={t.show(t.current)}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
        </Field>
        <Field label={t.next}>
          <PasswordInput
            toggleLabel={t.show(t.next)}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className={alertClass}>
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={change.isPending}>
          {t.submit}
        </Button>
      </form>
    </Dialog>
  );
}
