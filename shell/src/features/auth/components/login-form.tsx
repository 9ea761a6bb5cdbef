import { Link, useLocation, useNavigate } from '@app/router';
import { errorCodeOf, fieldErrorsOf, serverMessageOf, statusOf } from '@app/shared-contracts';
import { Button, messageBar } from '@app/ui';
import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { afterLoginTarget } from '../../../lib/guards';
import { clearSessionEnded, sessionEnded } from '../../../lib/session-ended';
import { messages } from '../../../messages';
import { useLogin } from '../api/login';
import { AuthCard, authLink } from './auth-card';
import { TextField } from './form-fields';

const m = messages.auth;

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const search = location.search.slice(1);
  // After a reset the e-mail comes along (reset-password-flow.tsx).
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [ended] = useState(sessionEnded);
  useEffect(() => clearSessionEnded, []);
  const [password, setPassword] = useState('');
  // Empty fields are refused here; what the api refuses comes from the mutation.
  const [missing, setMissing] = useState<Record<string, string>>({});
  const login = useLogin(() => navigate(afterLoginTarget(search), { replace: true }));
  const errors = { ...fieldErrorsOf(login.error), ...missing };

  const submit = () => {
    const empty = {
      ...(email.trim() ? {} : { email: m.required }),
      ...(password ? {} : { password: m.required }),
    };
    setMissing(empty);
    if (Object.keys(empty).length > 0) return login.reset();
    login.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error) ?? {}).length > 0) return;
          if (errorCodeOf(error) === 'INVALID_CREDENTIALS' || statusOf(error) === 401)
            messageBar(m.invalidCredentials, 'error');
          else messageBar(serverMessageOf(error) ?? m.loginFailed, 'error');
        },
      },
    );
  };

  return (
    <AuthCard
      title={m.loginTitle}
      intro={ended ? <span role="status">{m.sessionEnded}</span> : undefined}
      onSubmit={submit}
      footer={
        <>
          <Link className={authLink} to="/reset-password">
            {m.forgotPassword}
          </Link>
          <p>
            {m.noAccount}{' '}
            <Link className={authLink} to={search ? `/register?${search}` : '/register'}>
              {messages.guest.register}
            </Link>
          </p>
        </>
      }
    >
      <TextField
        label={m.email}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <TextField
        label={m.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <Button type="submit" loading={login.isPending} className={css({ width: 'full' })}>
        {m.loginSubmit}
      </Button>
    </AuthCard>
  );
}
