// @vitest-environment jsdom

import { sessionStore } from '@app/shared-contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DevHarness } from './dev-harness';
import { harnessRoutes } from './routes';

// React needs this to accept act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Wallet = () => <p>صفحة المحفظة</p>;
const Card = () => <p>بطاقة</p>;
const modules = {
  './pages/wallet': async () => ({ default: Wallet }),
  './widgets/wallet-card': async () => ({ default: Card }),
};

describe('harnessRoutes', () => {
  it('puts exposed pages at their route-table path and widgets at /widgets/<name>', () => {
    const routes = harnessRoutes('mfe-wallet', modules);
    expect(routes.map(({ name, path }) => ({ name, path }))).toEqual([
      { name: 'wallet', path: '/wallet' },
      { name: 'widgets/wallet-card', path: '/widgets/wallet-card' },
    ]);
  });

  it('takes a widget page from widgetPage when given', () => {
    const routes = harnessRoutes('mfe-wallet', modules, (widget) => () => <p>{widget}</p>);
    const widget = routes.find((r) => r.path === '/widgets/wallet-card');
    expect(widget?.page).toBeTypeOf('function');
  });
});

describe('DevHarness', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    sessionStore.getState().clearSession();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('shows the title, a login form, a link per route and the page of the current path', async () => {
    window.history.pushState(null, '', '/wallet');
    await act(async () => {
      root.render(<DevHarness title="بيئة تطوير: المحفظة" routes={harnessRoutes('mfe-wallet', modules)} />);
    });
    expect(container.querySelector('h1')?.textContent).toBe('بيئة تطوير: المحفظة');
    expect(container.querySelector('form[aria-label="تسجيل الدخول"]')).not.toBeNull();
    const links = [...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/wallet', '/widgets/wallet-card']);
    expect(container.textContent).toContain('صفحة المحفظة');
  });

  it('shows the signed-in state and signs out', async () => {
    sessionStore.getState().setToken('tok');
    await act(async () => {
      root.render(<DevHarness title="t" routes={[]} />);
    });
    expect(container.querySelector('form')).toBeNull();
    const logout = [...container.querySelectorAll('button')].find((b) => b.textContent === 'تسجيل الخروج');
    await act(async () => logout?.click());
    expect(sessionStore.getState().token).toBeNull();
    expect(container.querySelector('form')).not.toBeNull();
  });
});
