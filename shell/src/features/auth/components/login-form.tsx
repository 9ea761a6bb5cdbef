import { Link, useLocation, useNavigate } from '@app/router';
import { errorCodeOf, fieldErrorsOf, pathFor, serverMessageOf, statusOf } from '@app/shared-contracts';
import { loginBodySchema } from '@app/shared-contracts/schemas';
import { Button, firstError, focusFirstInvalid, messageBar, showServerErrors } from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { afterLoginTarget } from '../../../lib/guards';
import { clearSessionEnded, sessionEnded } from '../../../lib/session-ended';
import { messages } from '../../../messages';
import { STAFF_HOME } from '../../../staff/staff-home';
import { useLogin } from '../api/login';
import { requiredThen } from '../required-then';
import { AuthCard, authLink } from './auth-card';
import { TextField } from './form-fields';

const m = messages.auth;

// The contract's body; an empty e-mail says "required" before the contract's "not an e-mail".
const loginFormSchema = loginBodySchema.extend({
  email: requiredThen(loginBodySchema.shape.email),
});

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const search = location.search.slice(1);
  const formRef = useRef<HTMLFormElement>(null);
  const [ended] = useState(sessionEnded);
  useEffect(() => clearSessionEnded, []);
  const login = useLogin((outcome) =>
    navigate(afterLoginTarget(search, outcome.staff ? STAFF_HOME : undefined), { replace: true }),
  );
  const form = useForm({
    // After a reset the e-mail comes along (reset-password-flow.tsx).
    defaultValues: {
      email: (location.state as { email?: string } | null)?.email ?? '',
      password: '',
    },
    validators: { onSubmit: loginFormSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) =>
      login.mutate(loginFormSchema.parse(value), {
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields && showServerErrors(form, fields).length === 0)
            return focusFirstInvalid(formRef.current);
          if (errorCodeOf(error) === 'INVALID_CREDENTIALS' || statusOf(error) === 401)
            messageBar(m.invalidCredentials, 'error');
          else messageBar(serverMessageOf(error) ?? m.loginFailed, 'error');
        },
      }),
  });

  return (
    <AuthCard
      title={m.loginTitle}
      intro={ended ? <span role="status">{m.sessionEnded}</span> : undefined}
      onSubmit={() => form.handleSubmit()}
      formRef={formRef}
      footer={
        <>
          <Link className={authLink} to={pathFor('reset-password')}>
            {m.forgotPassword}
          </Link>
          <p>
            {m.noAccount}{' '}
            <Link className={authLink} to={search ? `${pathFor('register')}?${search}` : pathFor('register')}>
              {messages.guest.register}
            </Link>
          </p>
        </>
      }
    >
      <form.Field name="email">
        {(field) => (
          <TextField
            label={m.email}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            label={m.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <Button type="submit" loading={login.isPending} className={css({ width: 'full' })}>
        {m.loginSubmit}
      </Button>
    </AuthCard>
  );
}
