import { fakeApi, sampleAppData, sampleUser } from '@app/dev-kit/fixtures';
import { MemoryRouter, Route, Routes, useLocation } from '@app/router';
import { http, routeByName, sessionStore } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '../features/routing/components/route-guard';
import { installUnauthorizedHandler } from '../features/startup/unauthorized';
import { messages } from '../messages';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

const guarded = (name: 'login' | 'wallet' | 'home', page: ReactElement) => (
  <Route
    key={name}
    path={routeByName(name).path}
    element={<RouteGuard route={routeByName(name)}>{page}</RouteGuard>}
  />
);

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStore.getState().clearSession();
  sessionStore.getState().setAppData(null);
});

describe('login page behind its guest-only guard', { timeout: 20_000 }, () => {
  it('lands on the redirect, not on /home: the new session and the address change together', async () => {
    api = fakeApi(() => ({ status: 200, data: { token: 'tok', user: sampleUser(), message: 'ok' } }));
    sessionStore.getState().setAppData(sampleAppData());
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <UiProvider withToaster>
          <MemoryRouter
            initialEntries={[`/login?redirect=${encodeURIComponent('/wallet?recharge=75')}`]}
            useTransitions={false}
          >
            <Routes>
              {guarded('login', <LoginPage />)}
              {guarded('wallet', <Where />)}
              {guarded('home', <Where />)}
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const m = messages.auth;
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.email) }), 'sara@example.com');
    await user.type(screen.getByLabelText(new RegExp(`^${m.password}`)), 'secret');
    await user.click(screen.getByRole('button', { name: m.loginSubmit }));
    expect(await screen.findByText('at /wallet?recharge=75')).toBeInTheDocument();
  });
});

/** The login and reset pages at `url`, behind their guards. */
function renderAuth(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UiProvider withToaster>
        <MemoryRouter initialEntries={[url]} useTransitions={false}>
          <Routes>
            {guarded('login', <LoginPage />)}
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            {guarded('home', <Where />)}
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('login page after the session ended or a reset', { timeout: 20_000 }, () => {
  const m = messages.auth;

  it('says the session ended when a 401 came while signed in', async () => {
    const uninstall = installUnauthorizedHandler();
    try {
      api = fakeApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
      sessionStore.getState().setAppData(sampleAppData());
      sessionStore.getState().setToken('old');
      sessionStore.getState().setUser(sampleUser());
      await http.get('/profile').catch(() => undefined);
      expect(sessionStore.getState().token).toBeNull();
      renderAuth('/login');
      expect(await screen.findByRole('status')).toHaveTextContent(m.sessionEnded);
    } finally {
      uninstall();
    }
  });

  it('says nothing of the kind to a visitor who just opened login', async () => {
    sessionStore.getState().setAppData(sampleAppData());
    renderAuth('/login');
    await screen.findByRole('heading', { name: m.loginTitle });
    expect(screen.queryByText(m.sessionEnded)).not.toBeInTheDocument();
  });

  it('starts with the e-mail of a finished reset', async () => {
    api = fakeApi(({ url }) => {
      if (url === '/password/reset/validate') return { status: 200, data: { url: '/v1/password/reset/tok' } };
      return { status: 200, data: { message: 'ok' } };
    });
    sessionStore.getState().setAppData(sampleAppData());
    renderAuth('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.email) }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: m.resetSend }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(m.code) }), '123456');
    await user.click(screen.getByRole('button', { name: m.resetVerify }));
    await user.type(await screen.findByLabelText(new RegExp(`^${m.newPassword}`)), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: m.resetSave }));
    await screen.findByRole('heading', { name: m.loginTitle });
    expect(screen.getByRole('textbox', { name: new RegExp(m.email) })).toHaveValue('sara@example.com');
  });
});
