import { Link, useNavigate } from '@app/router';
import { fieldErrorsOf, PASSWORD_RULE, pathFor, pluralAr, serverMessageOf } from '@app/shared-contracts';
import {
  passwordResetBodySchema,
  passwordResetCompleteBodySchema,
  passwordResetValidateBodySchema,
} from '@app/shared-contracts/schemas';
import { Button, firstError, messageBar, showServerErrors, snack } from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCompleteReset, useRequestReset, useValidateResetCode } from '../api/reset-password';
import { useCooldown } from '../hooks/use-cooldown';
import { requiredThen } from '../required-then';
import { AuthCard, authLink } from './auth-card';
import { RESEND_COOLDOWN_S } from './confirm-form';
import { TextField } from './form-fields';

const m = messages.auth;
type Step = 1 | 2 | 3;
type FieldName = 'email' | 'code' | 'password';
const FIELD_OF_STEP: Record<Step, FieldName> = { 1: 'email', 2: 'code', 3: 'password' };

// Each step is checked by its call's contract schema; an empty e-mail says "required" first.
const emailStep = passwordResetBodySchema.extend({
  email: requiredThen(passwordResetBodySchema.shape.email),
});
const checkStep = (step: Step, value: { email: string; code: string; password: string }) => {
  if (step === 1) return emailStep.safeParse({ email: value.email }).error?.issues[0]?.message;
  if (step === 2)
    // The contract's rule (6 digits, Arabic-Indic accepted); the form's wording, as its label.
    return passwordResetValidateBodySchema.safeParse({ email: value.email, code: value.code }).success
      ? undefined
      : m.invalidCode;
  return passwordResetCompleteBodySchema.safeParse({ password: value.password }).error?.issues[0]?.message;
};

/** E-mail → 6-digit code → new password posted to the one-time url of step 2 (spec 1 §2). */
export function ResetPasswordFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [url, setUrl] = useState('');
  const request = useRequestReset();
  const validate = useValidateResetCode();
  const complete = useCompleteReset();
  const current = step === 1 ? request : step === 2 ? validate : complete;
  // Step 2 can ask for a new code, once a minute like the e-mail confirmation (issue 31).
  const cooldown = useCooldown(RESEND_COOLDOWN_S);

  const form = useForm({
    defaultValues: { email: '', code: '', password: '' },
    validators: {
      onSubmit: ({ value }) => {
        const problem = checkStep(step, value);
        return problem ? { fields: { [FIELD_OF_STEP[step]]: problem } } : undefined;
      },
    },
    onSubmit: ({ value }) => {
      const email = emailStep.parse({ email: value.email }).email;
      // Every message of a failure shows under the step's field; one with none (network, 5xx) is announced.
      const onError = (err: unknown) => {
        const fields = fieldErrorsOf(err);
        const message =
          fields?.[FIELD_OF_STEP[step]] ?? Object.values(fields ?? {})[0] ?? serverMessageOf(err);
        if (message) showServerErrors(form, { [FIELD_OF_STEP[step]]: message });
        else messageBar(m.resetFailed, 'error');
      };
      if (step === 1)
        request.mutate(email, {
          onSuccess: () => {
            setStep(2);
            cooldown.start();
          },
          onError,
        });
      else if (step === 2)
        validate.mutate(passwordResetValidateBodySchema.parse({ email, code: value.code }), {
          onSuccess: (next) => {
            setUrl(next);
            setStep(3);
          },
          onError,
        });
      else
        complete.mutate(
          { url, password: passwordResetCompleteBodySchema.parse({ password: value.password }).password },
          {
            onSuccess: () => {
              snack(m.resetDone, 'success');
              // the login form starts with the e-mail of the reset
              navigate(pathFor('login'), { replace: true, state: { email } });
            },
            onError,
          },
        );
    },
  });

  const email = form.state.values.email.trim();
  const resend = () =>
    request.mutate(emailStep.parse({ email }).email, {
      onSuccess: () => {
        snack(m.resent, 'success');
        form.setFieldValue('code', '');
        cooldown.start();
      },
      onError: (err) => messageBar(serverMessageOf(err) ?? m.resendFailed, 'error'),
    });
  const intro = step === 1 ? m.resetEmailHint : step === 2 ? m.resetCodeHint(email) : m.resetPasswordHint;
  const name = FIELD_OF_STEP[step];
  return (
    <AuthCard
      title={m.resetTitle}
      intro={
        <>
          <span className={css({ display: 'block', fontWeight: 'bold' })}>{m.stepOf(step)}</span>
          {intro}
        </>
      }
      onSubmit={() => form.handleSubmit()}
      footer={
        <Link className={authLink} to={pathFor('login')}>
          {m.backToLogin}
        </Link>
      }
    >
      <form.Field key={name} name={name}>
        {(field) => (
          <TextField
            name={name}
            required
            dir={name === 'password' ? undefined : 'ltr'}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
            {...(name === 'email'
              ? { label: m.email, type: 'email', autoComplete: 'email' }
              : name === 'code'
                ? {
                    label: m.code,
                    inputMode: 'numeric',
                    autoComplete: 'one-time-code',
                    helperText: m.codeHint,
                  }
                : {
                    label: m.newPassword,
                    type: 'password',
                    autoComplete: 'new-password',
                    helperText: PASSWORD_RULE.tooShort,
                  })}
          />
        )}
      </form.Field>
      <Button type="submit" loading={current.isPending} className={css({ width: 'full' })}>
        {step === 1 ? m.resetSend : step === 2 ? m.resetVerify : m.resetSave}
      </Button>
      {step === 2 ? (
        <Button variant="ghost" onClick={resend} loading={request.isPending} disabled={cooldown.left > 0}>
          {cooldown.left > 0 ? pluralAr(cooldown.left, m.resendIn) : m.resend}
        </Button>
      ) : null}
    </AuthCard>
  );
}
