import { useLocation, useNavigate } from '@app/router';
import { fieldErrorsOf, pathFor, pluralAr, serverMessageOf, useSession } from '@app/shared-contracts';
import { verifyBodySchema } from '@app/shared-contracts/schemas';
import { Button, firstError, messageBar, showServerErrors, snack } from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSendVerification, useVerifyEmail } from '../api/verify';
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
  const verify = useVerifyEmail(() => {
    snack(m.confirmDone, 'success');
    navigate(pathFor('home'), { replace: true });
  });
  const send = useSendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const form = useForm({
    defaultValues: { code: '' },
    // The contract's rule (6 digits, Arabic-Indic accepted); the form's wording ("الرمز", as its label).
    validators: {
      onSubmit: ({ value }) =>
        verifyBodySchema.safeParse(value).success ? undefined : { fields: { code: m.invalidCode } },
    },
    onSubmit: ({ value }) =>
      verify.mutate(verifyBodySchema.parse(value).code, {
        onError: (error) => {
          form.setFieldValue('code', '');
          const message = fieldErrorsOf(error)?.code ?? serverMessageOf(error) ?? m.confirmFailed;
          showServerErrors(form, { code: message });
        },
      }),
  });

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
      onSubmit={() => form.handleSubmit()}
    >
      <form.Field name="code">
        {(field) => (
          <TextField
            label={m.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={12}
            required
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
            helperText={m.codeHint}
          />
        )}
      </form.Field>
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
