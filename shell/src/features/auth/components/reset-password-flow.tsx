import { Link, useNavigate } from '@app/router';
import { fieldErrorsOf, PASSWORD_RULE, passwordProblem, serverMessageOf } from '@app/shared-contracts';
import { Button, messageBar, snack } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCompleteReset, useRequestReset, useValidateResetCode } from '../api/reset-password';
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
  // What the form refuses before sending; the api's refusals come from the step's mutation.
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useRequestReset();
  const validate = useValidateResetCode();
  const complete = useCompleteReset();
  const current = step === 1 ? request : step === 2 ? validate : complete;
  const field = step === 1 ? 'email' : step === 2 ? 'code' : 'password';
  const fields = fieldErrorsOf(current.error);
  const error =
    invalid ??
    fields?.[field] ??
    (fields ? Object.values(fields)[0] : undefined) ??
    serverMessageOf(current.error) ??
    null;
  // A failure with no message of its own (network, 5xx) is announced instead.
  const onError = (err: unknown) => {
    const found = fieldErrorsOf(err);
    if (!(found && Object.keys(found).length > 0) && !serverMessageOf(err))
      messageBar(m.resetFailed, 'error');
  };

  const submit = () => {
    const problem =
      step === 1
        ? email.trim()
          ? null
          : m.required
        : step === 2
          ? cleanCode(code)
            ? null
            : m.invalidCode
          : passwordProblem(password);
    setInvalid(problem);
    current.reset();
    if (problem) return;
    if (step === 1) request.mutate(email.trim(), { onSuccess: () => setStep(2), onError });
    else if (step === 2)
      validate.mutate(
        { email: email.trim(), code: cleanCode(code) ?? '' },
        {
          onSuccess: (next) => {
            setUrl(next);
            setStep(3);
          },
          onError,
        },
      );
    else
      complete.mutate(
        { url, password },
        {
          onSuccess: () => {
            snack(m.resetDone, 'success');
            // the login form starts with the e-mail of the reset
            navigate('/login', { replace: true, state: { email: email.trim() } });
          },
          onError,
        },
      );
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
          helperText={PASSWORD_RULE.tooShort}
        />
      ) : null}
      <Button type="submit" loading={current.isPending} className={css({ width: 'full' })}>
        {step === 1 ? m.resetSend : step === 2 ? m.resetVerify : m.resetSave}
      </Button>
    </AuthCard>
  );
}
