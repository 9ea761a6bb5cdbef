import { MemoryRouter, Route, Routes, useLocation } from '@app/router';
import { routeByName, sessionStore } from '@app/shared-contracts';
import { fakeApi, sampleAppData, sampleUser } from '@app/shared-contracts/fixtures';
import { UiProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '../features/routing/components/route-guard';
import { messages } from '../messages';
import LoginPage from './login-page';

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
    await user.type(screen.getByLabelText(new RegExp(m.password)), 'secret');
    await user.click(screen.getByRole('button', { name: m.loginSubmit }));
    expect(await screen.findByText('at /wallet?recharge=75')).toBeInTheDocument();
  });
});
