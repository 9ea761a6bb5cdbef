import { sampleAppData, sampleUser } from '@app/dev-kit/fixtures';
import { MemoryRouter, Route, Routes, useLocation } from '@app/router';
import { routeByName, sessionStore } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteGuard } from './route-guard';

function Where({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${label} ${pathname}${search}`}</p>;
}

function renderAt(url: string) {
  const names = ['home', 'profile', 'confirm', 'login', 'wallet', 'not-found'] as const;
  render(
    <UiProvider withToaster>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {names.map((name) => {
            const route = routeByName(name);
            return (
              <Route
                key={name}
                path={route.path}
                element={
                  <RouteGuard route={route}>
                    <Where label={name} />
                  </RouteGuard>
                }
              />
            );
          })}
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

afterEach(() => {
  sessionStore.getState().clearSession();
  sessionStore.getState().setAppData(null);
});

describe('RouteGuard', () => {
  it('sends a guest to login with the page kept in redirect', async () => {
    sessionStore.getState().setAppData(sampleAppData());
    renderAt('/wallet?recharge=30');
    expect(
      await screen.findByText(`login /login?redirect=${encodeURIComponent('/wallet?recharge=30')}`),
    ).toBeInTheDocument();
  });

  it('sends an incomplete profile to /profile with the 4 s warning', async () => {
    sessionStore.getState().setAppData(sampleAppData());
    sessionStore.getState().setToken('t');
    sessionStore.getState().setUser(sampleUser({ profile_not_completed: true }));
    renderAt('/home');
    expect(await screen.findByText('profile /profile')).toBeInTheDocument();
    expect(
      await screen.findByText('يجب عليك استكمال بيانات حسابك لتتمكن من استخدام التطبيق'),
    ).toBeInTheDocument();
  });

  it('sends an unconfirmed e-mail to /confirm', async () => {
    sessionStore.getState().setAppData(sampleAppData({ email_verification: true }));
    sessionStore.getState().setToken('t');
    sessionStore.getState().setUser(sampleUser({ email_verified_at: null }));
    renderAt('/wallet');
    expect(await screen.findByText('confirm /confirm')).toBeInTheDocument();
  });

  it('sends a disabled feature to not-found', async () => {
    sessionStore.getState().setAppData(sampleAppData({ enable_wallet_system: false }));
    sessionStore.getState().setToken('t');
    sessionStore.getState().setUser(sampleUser());
    renderAt('/wallet');
    expect(await screen.findByText('not-found /not-found')).toBeInTheDocument();
  });
});
