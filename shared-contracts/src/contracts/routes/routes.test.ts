import { describe, expect, it } from 'vitest';
import type { AppData } from '../schemas/app-data';
import {
  isRouteEnabled,
  matchRoute,
  pathFor,
  REMOTE_NAMES,
  remoteContract,
  remoteModuleId,
  remoteNames,
  routeByName,
  routeTable,
} from './index';

describe('route table', () => {
  it('holds every path of spec 3 §2.1', () => {
    const paths = routeTable.map((r) => r.path);
    for (const p of [
      '/',
      '/home',
      '/courses',
      '/courses/:id',
      '/lectures/:id',
      '/profile',
      '/my-courses',
      '/attachments',
      '/our-outlets',
      '/teachers',
      '/teachers/:id',
      '/my-exams/exams',
      '/my-exams/homeworks',
      '/exams',
      '/exams/session',
      '/wallet',
      '/questions-bank/my-questions',
      '/questions-bank/directories',
      '/questions-bank/directories/:id',
      '/login',
      '/register',
      '/reset-password',
      '/terms',
      '/confirm',
      '/links',
      '/about',
      '/privacy-policy',
      '/privacy',
      '/help',
      '*',
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
  });
  it("a student's tickets: signed in, mfe-community's my-tickets page (not in the spec)", () => {
    for (const name of ['my-tickets', 'my-ticket'] as const) {
      expect(routeByName(name)).toMatchObject({
        remote: 'mfe-community',
        exposed: './pages/my-tickets',
        meta: { requiresAuth: true },
      });
    }
    expect(matchRoute('/help/tickets/12')?.route.name).toBe('my-ticket');
    expect(routeByName('questions-bank').query).toContain('search');
  });
  it('guards and flags', () => {
    expect(routeByName('welcome').meta.requiresGuest).toBe(true);
    expect(routeByName('login').meta.requiresGuest).toBe(true);
    expect(routeByName('wallet').meta.requiresAuth).toBe(true);
    expect(routeByName('courses').meta.requiresAuth).toBe(false);
    expect(routeByName('course').meta.backButton).toBe(true);
    expect(routeByName('wallet').remote).toBe('mfe-wallet');
    expect(routeByName('exam-session').exposed).toBe('./pages/exam-session');
    // Only the settings the route flags read (the full sample is in @app/dev-kit/fixtures).
    const app = { enable_wallet_system: true, lectures_view_layout: 'dialog' } as AppData;
    expect(isRouteEnabled(routeByName('wallet'), app)).toBe(true);
    expect(isRouteEnabled(routeByName('wallet'), { ...app, enable_wallet_system: false })).toBe(false);
    expect(isRouteEnabled(routeByName('lecture'), app)).toBe(false);
    expect(isRouteEnabled(routeByName('lecture'), { ...app, lectures_view_layout: 'seperated' })).toBe(true);
    expect(isRouteEnabled(routeByName('home'), null)).toBe(true);
    expect(routeByName('nope')).toBeUndefined();
  });
});

describe('pathFor and matchRoute', () => {
  it('builds paths with params and query', () => {
    expect(pathFor('course', { id: 5 })).toBe('/courses/5');
    expect(pathFor('wallet', {}, { recharge: 25.5, error: undefined })).toBe('/wallet?recharge=25.5');
    expect(pathFor('courses', {}, { search: 'فيزياء عامة' })).toBe(
      `/courses?search=${encodeURIComponent('فيزياء عامة').replace(/%20/g, '+')}`,
    );
    expect(pathFor('catch-all')).toBe('/not-found');
    expect(() => pathFor('course')).toThrow(/id/);
  });
  it('matches a pathname', () => {
    expect(matchRoute('/courses/12')).toMatchObject({ route: { name: 'course' }, params: { id: '12' } });
    expect(matchRoute('/questions-bank/directories/3/').route.name).toBe('questions-bank-directory');
    expect(matchRoute('/').route.name).toBe('welcome');
    expect(matchRoute('/no/such/page').route.name).toBe('catch-all');
  });
});

describe('remote contract', () => {
  it('lists each remote with its pages and widgets', () => {
    expect(remoteNames).toEqual(REMOTE_NAMES);
    expect(remoteContract['mfe-catalogue']).toMatchObject({
      name: 'mfe_catalogue',
      contractVersion: 1,
      devPort: 3001,
    });
    expect(remoteContract['mfe-community'].devPort).toBe(3005);
    const wallet = remoteContract['mfe-wallet'];
    expect(wallet.pages).toEqual(['./pages/wallet', './pages/wallet-topups', './pages/notifications']);
    expect(wallet.widgets).toEqual([
      './widgets/wallet-card',
      './widgets/notification-bell',
      './widgets/checkout',
    ]);
    // The staff dashboard's widgets (decision 0042) are exposed with the rest, staff pages too.
    expect(wallet.staffWidgets).toEqual(['./staff-widgets/takings', './staff-widgets/topups-queue']);
    expect(wallet.exposes).toEqual([
      ...wallet.pages,
      ...wallet.staffPages,
      ...wallet.widgets,
      ...wallet.staffWidgets,
    ]);
    expect(remoteContract['mfe-community'].exposes).toContain('./pages/questions-bank');
    expect(remoteContract['mfe-community'].pages.filter((p) => p === './pages/questions-bank')).toHaveLength(
      1,
    );
    for (const route of routeTable) {
      if (route.remote !== 'shell') expect(remoteContract[route.remote].exposes).toContain(route.exposed);
    }
    expect(remoteModuleId('mfe-learning', './widgets/course-lectures')).toBe(
      'mfe_learning/widgets/course-lectures',
    );
  });
});
