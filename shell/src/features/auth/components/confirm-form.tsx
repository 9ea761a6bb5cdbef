import { useLocation, useNavigate } from '@app/router';
import { fieldErrorsOf, pluralAr, serverMessageOf, useSession } from '@app/shared-contracts';
import { Button, messageBar, snack } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSendVerification, useVerifyEmail } from '../api/verify';
import { cleanCode } from '../code';
import { useCooldown } from '../hooks/use-cooldown';
import { AuthCard } from './auth-card';
import { TextField } from './form-fields';

const m = messages.auth;
export const RESEND_COOLDOWN_S = 60;

export function ConfirmForm() {
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
  // Only registration (verification 'SENT') or a send from here means a code is on its way; the
  // forced flow also brings accounts made while verification was off, which never got one.
  const arrival = useLocation().state as { codeSent?: boolean } | null;
  const [sent, setSent] = useState(() => Boolean(arrival?.codeSent));
  const [code, setCode] = useState('');
  // A code that is not 6 digits is refused here; what the api refuses comes from the mutation.
  const [invalid, setInvalid] = useState(false);
  const verify = useVerifyEmail(() => {
    snack(m.confirmDone, 'success');
    navigate('/home', { replace: true });
  });
  const send = useSendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const error = invalid
    ? m.invalidCode
    : verify.error
      ? (fieldErrorsOf(verify.error)?.code ?? serverMessageOf(verify.error) ?? m.confirmFailed)
      : null;

  const submit = () => {
    const clean = cleanCode(code);
    setInvalid(!clean);
    if (!clean) return verify.reset();
    verify.mutate(clean, { onError: () => setCode('') });
  };

  const resend = () =>
    send.mutate(undefined, {
      onSuccess: () => {
        snack(sent ? m.resent : m.sent, 'success');
        setSent(true);
        cooldown.start();
      },
      onError: (err) => messageBar(serverMessageOf(err) ?? m.resendFailed, 'error'),
    });

  return (
    <AuthCard
      title={m.confirmTitle}
      intro={email ? (sent ? m.confirmHint(email) : m.confirmAsk(email)) : undefined}
      onSubmit={submit}
    >
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
      <Button type="submit" loading={verify.isPending} className={css({ width: 'full' })}>
        {m.confirmSubmit}
      </Button>
      <Button
        variant={sent ? 'ghost' : 'outline'}
        onClick={resend}
        loading={send.isPending}
        disabled={cooldown.left > 0}
      >
        {cooldown.left > 0 ? pluralAr(cooldown.left, m.resendIn) : sent ? m.resend : m.sendCode}
      </Button>
    </AuthCard>
  );
}
