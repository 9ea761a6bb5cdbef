import { useNavigate } from '@app/router';
import { sessionStore, useSession } from '@app/shared-contracts';
import { Button, messageBar, snack } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { fieldErrorsOf, serverMessageOf } from '../api/errors';
import { sendVerification, verifyEmail } from '../api/verify';
import { cleanCode } from '../code';
import { useCooldown } from '../hooks/use-cooldown';
import { AuthCard } from './auth-card';
import { TextField } from './form-fields';

const m = messages.auth;
export const RESEND_COOLDOWN_S = 60;

export function ConfirmForm() {
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);

  const submit = async () => {
    const clean = cleanCode(code);
    if (!clean) {
      setError(m.invalidCode);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const user = await verifyEmail(clean);
      sessionStore.getState().setUser(user);
      snack(m.confirmDone, 'success');
      navigate('/home', { replace: true });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setError(fields?.code ?? serverMessageOf(err) ?? m.confirmFailed);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setSending(true);
    try {
      await sendVerification();
      snack(m.resent, 'success');
      cooldown.start();
    } catch (err) {
      messageBar(serverMessageOf(err) ?? m.resendFailed, 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={m.confirmTitle} intro={email ? m.confirmHint(email) : undefined} onSubmit={submit}>
      <TextField
        label={m.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={12}
        required
        value={code}
        onChange={setCode}
        error={error}
        helperText={m.codeHint}
      />
      <Button type="submit" loading={busy} className={css({ width: 'full' })}>
        {m.confirmSubmit}
      </Button>
      <Button variant="ghost" onClick={resend} loading={sending} disabled={cooldown.left > 0}>
        {cooldown.left > 0 ? m.resendIn(cooldown.left) : m.resend}
      </Button>
    </AuthCard>
  );
}
