// By package name, not '../http': in a remote's dev server these must be the Module
// Federation shared copies its pages use, so that they see the harness's session.
import { http, type LoginResponse, sessionStore } from '@app/shared-contracts';
import { type FormEvent, useState } from 'react';
import { harnessMessages as t } from './messages';

/** Signs in against the real api and fills the shared session store. */
export function LoginForm() {
  const [failed, setFailed] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { data } = await http.post<LoginResponse>('/login', {
        email: form.get('email'),
        password: form.get('password'),
      });
      const session = sessionStore.getState();
      session.setToken(data.token);
      session.setUser(data.user);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }
  return (
    <form onSubmit={submit} aria-label={t.login}>
      <label>
        {t.email} <input name="email" type="email" required autoComplete="username" />
      </label>{' '}
      <label>
        {t.password} <input name="password" type="password" required autoComplete="current-password" />
      </label>{' '}
      <button type="submit">{t.login}</button>
      {failed && <p role="alert">{t.loginFailed}</p>}
    </form>
  );
}
