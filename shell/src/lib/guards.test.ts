import { sampleAppData, sampleUser } from '@app/dev-kit/fixtures';
import { routeByName } from '@app/shared-contracts';
import { describe, expect, it } from 'vitest';
import { afterLoginTarget, type GuardContext, resolveGuard } from './guards';

const at = (pathname: string, search = '') => ({ pathname, search });
const guest: GuardContext = { token: null, user: null, appData: sampleAppData() };
const signedIn = (user = sampleUser(), appData = sampleAppData()): GuardContext => ({
  token: 't',
  user,
  appData,
});

describe('route guards', () => {
  it('sends a guest on an auth route to login keeping path and query', () => {
    expect(resolveGuard(routeByName('wallet'), at('/wallet', '?recharge=50'), guest)).toEqual({
      to: `/login?redirect=${encodeURIComponent('/wallet?recharge=50')}`,
    });
  });

  it('lets a guest see open and guest-only routes', () => {
    expect(resolveGuard(routeByName('courses'), at('/courses'), guest)).toBeNull();
    expect(resolveGuard(routeByName('login'), at('/login'), guest)).toBeNull();
  });

  it('sends a signed-in user away from guest-only routes to home', () => {
    expect(resolveGuard(routeByName('login'), at('/login'), signedIn())).toEqual({ to: '/home' });
    expect(resolveGuard(routeByName('welcome'), at('/'), signedIn())).toEqual({ to: '/home' });
  });

  it('sends a route whose feature flag is off to not-found', () => {
    const ctx = signedIn(sampleUser(), sampleAppData({ enable_wallet_system: false }));
    expect(resolveGuard(routeByName('wallet'), at('/wallet'), ctx)).toEqual({ to: '/not-found' });
    expect(
      resolveGuard(
        routeByName('teachers'),
        at('/teachers'),
        signedIn(sampleUser(), sampleAppData({ teachers_page: false })),
      ),
    ).toEqual({ to: '/not-found' });
  });

  it('forces e-mail confirmation on every route when verification is on', () => {
    const ctx = signedIn(sampleUser({ email_verified_at: null }));
    expect(resolveGuard(routeByName('home'), at('/home'), ctx)).toEqual({ to: '/confirm' });
    expect(resolveGuard(routeByName('about'), at('/about'), ctx)).toEqual({ to: '/confirm' });
    expect(resolveGuard(routeByName('profile'), at('/profile'), ctx)).toEqual({ to: '/confirm' });
    expect(resolveGuard(routeByName('confirm'), at('/confirm'), ctx)).toBeNull();
  });

  it('does not ask for confirmation when verification is off, and leaves confirm when done', () => {
    const ctx = signedIn(
      sampleUser({ email_verified_at: null }),
      sampleAppData({ email_verification: false }),
    );
    expect(resolveGuard(routeByName('home'), at('/home'), ctx)).toBeNull();
    expect(resolveGuard(routeByName('confirm'), at('/confirm'), signedIn())).toEqual({ to: '/home' });
  });

  it('forces an incomplete profile to /profile with the warning, except on /profile', () => {
    const ctx = signedIn(sampleUser({ profile_not_completed: true }));
    expect(resolveGuard(routeByName('home'), at('/home'), ctx)).toEqual({
      to: '/profile',
      warn: 'completeProfile',
    });
    expect(resolveGuard(routeByName('terms'), at('/terms'), ctx)).toEqual({
      to: '/profile',
      warn: 'completeProfile',
    });
    expect(resolveGuard(routeByName('profile'), at('/profile'), ctx)).toBeNull();
  });

  it('confirms the e-mail before completing the profile', () => {
    const ctx = signedIn(sampleUser({ email_verified_at: null, profile_not_completed: true }));
    expect(resolveGuard(routeByName('profile'), at('/profile'), ctx)).toEqual({ to: '/confirm' });
  });

  it('hands ?course=ID on / and /home to the course page', () => {
    expect(resolveGuard(routeByName('welcome'), at('/', '?course=12'), guest)).toEqual({ to: '/courses/12' });
    expect(resolveGuard(routeByName('home'), at('/home', '?course=12'), signedIn())).toEqual({
      to: '/courses/12',
    });
  });
});

describe('afterLoginTarget', () => {
  it('goes back to the kept path, else the course, else home', () => {
    expect(afterLoginTarget(`?redirect=${encodeURIComponent('/wallet?recharge=5')}`)).toBe(
      '/wallet?recharge=5',
    );
    expect(afterLoginTarget('?course=9')).toBe('/courses/9');
    expect(afterLoginTarget('')).toBe('/home');
  });

  it('sends a staff member to the staff home unless a path was kept (decision 0037)', () => {
    expect(afterLoginTarget('', '/staff')).toBe('/staff');
    expect(afterLoginTarget('?course=9', '/staff')).toBe('/staff');
    expect(afterLoginTarget(`?redirect=${encodeURIComponent('/staff/students')}`, '/staff')).toBe(
      '/staff/students',
    );
  });

  it('never follows an off-site redirect', () => {
    expect(afterLoginTarget('?redirect=//evil.example')).toBe('/home');
    expect(afterLoginTarget('?redirect=https://evil.example')).toBe('/home');
  });
});
