// By package name, not '../http': in a remote's dev server these must be the Module
// Federation shared copies its pages use, so that they see the harness's session.
import { http, type LoginResponse, sessionStore } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { harnessMessages as t } from './messages';

async function login(body: { email: FormDataEntryValue | null; password: FormDataEntryValue | null }) {
  return (await http.post<LoginResponse>('/login', body)).data;
}

/** Signs in against the real api and fills the shared session store. */
export function LoginForm() {
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      const session = sessionStore.getState();
      session.setToken(data.token);
      session.setUser(data.user);
    },
  });
  const failed = mutation.isError;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate({ email: form.get('email'), password: form.get('password') });
  }
  return (
    <form onSubmit={submit} aria-label={t.login}>
      <label>
        {t.email} <input name="email" type="email" required autoComplete="username" />
      </label>{' '}
      <label>
        {t.password} <input name="password" type="password" required autoComplete="current-password" />
      </label>{' '}
      <button type="submit" disabled={mutation.isPending}>
        {t.login}
      </button>
      {failed && <p role="alert">{t.loginFailed}</p>}
    </form>
  );
}
