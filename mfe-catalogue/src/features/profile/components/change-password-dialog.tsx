import { errorCodeOf, passwordChangeMessages as pm, sessionStore } from '@app/shared-contracts';
import { Button, Dialog, Field, Input, snack } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { changePassword } from '../api/change-password';
import { saveErrorMessage } from '../hooks/save-error';
import { alertClass } from './profile-edit-dialog';

const t = messages.profile.password;

/** Current and new password; on success the new token and user replace the stored ones. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  function reset(isOpen: boolean) {
    setOpen(isOpen);
    setCurrent('');
    setNext('');
    setError(null);
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next) return setError(pm.emptyFields);
    setBusy(true);
    setError(null);
    try {
      const { token, user } = await changePassword({ current_password: current, password: next });
      sessionStore.getState().setToken(token);
      sessionStore.getState().setUser(user);
      snack(pm.success, 'success');
      reset(false);
    } catch (err) {
      setError(
        errorCodeOf(err) === 'WRONG_OLD_PASSWORD'
          ? pm.WRONG_OLD_PASSWORD
          : saveErrorMessage(err, pm.fallback),
      );
    } finally {
      setBusy(false);
    }
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
          <Input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
        </Field>
        <Field label={t.next}>
          <Input
            type="password"
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
        <Button type="submit" loading={busy}>
          {t.submit}
        </Button>
      </form>
    </Dialog>
  );
}
