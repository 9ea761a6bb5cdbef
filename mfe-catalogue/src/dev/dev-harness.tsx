import { http, type LoginResponse, queryClient, sessionStore } from '@app/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type FormEvent, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import '../index.css';
import { messages } from '../messages';
import { harnessRoutes } from './routes';

// Stand-alone dev page of this remote (`pnpm dev`): its exposed modules under a router,
// with a real session against the api. Never exposed, never part of a release.
const t = messages.harness;
const linkTo = (path: string) => path.replace(/:(\w+)\??/g, '1');

function LoginForm() {
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

export function DevHarness() {
  const token = useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getState().token);
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <header style={{ padding: 12, borderBlockEnd: '1px solid #ccc' }}>
          <h1 style={{ fontSize: 16 }}>{t.title}</h1>
          {token ? (
            <p>
              {t.signedIn}{' '}
              <button type="button" onClick={() => sessionStore.getState().clearSession()}>
                {t.logout}
              </button>
            </p>
          ) : (
            <LoginForm />
          )}
          <nav aria-label={t.nav}>
            {harnessRoutes.map((route) => (
              <Link key={route.name} to={linkTo(route.path)} style={{ marginInlineEnd: 12 }}>
                {route.name}
              </Link>
            ))}
          </nav>
        </header>
        <main>
          <Suspense fallback={<p>{t.loading}</p>}>
            <Switch>
              {harnessRoutes.map(({ name, path, page: Page }) => (
                <Route key={name} path={path} component={Page} />
              ))}
            </Switch>
          </Suspense>
        </main>
      </Router>
    </QueryClientProvider>
  );
}
