import { Link, useLocation, useNavigate } from '@app/router';
import { sessionStore } from '@app/shared-contracts';
import { Button, messageBar } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { afterLoginTarget } from '../../routing/guards';
import { errorCodeOf, fieldErrorsOf, serverMessageOf, statusOf } from '../api/errors';
import { login } from '../api/login';
import { AuthCard, authLink } from './auth-card';
import { TextField } from './form-fields';

const m = messages.auth;

export function LoginForm() {
  const navigate = useNavigate();
  const search = useLocation().search.slice(1);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!email.trim() || !password) {
      setErrors({
        ...(email.trim() ? {} : { email: m.required }),
        ...(password ? {} : { password: m.required }),
      });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { token, user } = await login({ email: email.trim(), password });
      sessionStore.getState().setToken(token);
      sessionStore.getState().setUser(user);
      navigate(afterLoginTarget(search), { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else if (errorCodeOf(error) === 'INVALID_CREDENTIALS' || statusOf(error) === 401)
        messageBar(m.invalidCredentials, 'error');
      else messageBar(serverMessageOf(error) ?? m.loginFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={m.loginTitle}
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
      <Button type="submit" loading={busy} className={css({ width: 'full' })}>
        {m.loginSubmit}
      </Button>
    </AuthCard>
  );
}
