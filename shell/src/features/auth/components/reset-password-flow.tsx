import { Link, useNavigate } from '@app/router';
import { Button, messageBar, snack } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { fieldErrorsOf, serverMessageOf } from '../api/errors';
import { completeReset, requestReset, validateResetCode } from '../api/reset-password';
import { cleanCode } from '../code';
import { AuthCard, authLink } from './auth-card';
import { TextField } from './form-fields';

const m = messages.auth;
type Step = 1 | 2 | 3;

/** E-mail → 6-digit code → new password posted to the one-time url of step 2 (spec 1 §2). */
export function ResetPasswordFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, field: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const message =
        fields?.[field] ?? (fields ? Object.values(fields)[0] : undefined) ?? serverMessageOf(err);
      if (message) setError(message);
      else messageBar(m.resetFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (step === 1) {
      if (!email.trim()) return setError(m.required);
      void run(async () => {
        await requestReset(email.trim());
        setStep(2);
      }, 'email');
    } else if (step === 2) {
      const clean = cleanCode(code);
      if (!clean) return setError(m.invalidCode);
      void run(async () => {
        setUrl(await validateResetCode(email.trim(), clean));
        setStep(3);
      }, 'code');
    } else {
      if (password.length < 8) return setError(m.shortPassword);
      void run(async () => {
        await completeReset(url, password);
        snack(m.resetDone, 'success');
        navigate('/login', { replace: true });
      }, 'password');
    }
  };

  const intro =
    step === 1 ? m.resetEmailHint : step === 2 ? m.resetCodeHint(email.trim()) : m.resetPasswordHint;
  return (
    <AuthCard
      title={m.resetTitle}
      intro={
        <>
          <span className={css({ display: 'block', fontWeight: 'bold' })}>{m.stepOf(step)}</span>
          {intro}
        </>
      }
      onSubmit={submit}
      footer={
        <Link className={authLink} to="/login">
          {m.backToLogin}
        </Link>
      }
    >
      {step === 1 ? (
        <TextField
          key="email"
          label={m.email}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={email}
          onChange={setEmail}
          error={error}
        />
      ) : null}
      {step === 2 ? (
        <TextField
          key="code"
          label={m.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          required
          value={code}
          onChange={setCode}
          error={error}
          helperText={m.codeHint}
        />
      ) : null}
      {step === 3 ? (
        <TextField
          key="password"
          label={m.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          error={error}
          helperText={m.shortPassword}
        />
      ) : null}
      <Button type="submit" loading={busy} className={css({ width: 'full' })}>
        {step === 1 ? m.resetSend : step === 2 ? m.resetVerify : m.resetSave}
      </Button>
    </AuthCard>
  );
}
