// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppData } from '../../contracts/schemas/app-data';
import type { User } from '../../contracts/schemas/user';
import { createSessionStore, isSignedIn, sessionStore, TOKEN_STORAGE_KEY, useSession } from './index';

// The store keeps the user whole; these tests read only its name.
const sampleUser = (name: string) => ({ id: 100, name }) as User;

function UserName() {
  const name = useSession((s) => s.user?.name);
  return createElement('span', null, name ?? 'ضيف');
}

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('persists the token to localStorage and restores it in a new store', () => {
    const store = createSessionStore();
    expect(store.getState().token).toBeNull();
    store.getState().setToken('tok-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(createSessionStore().getState().token).toBe('tok-1');
  });

  it('clearSession drops token and user but keeps app data and platform', () => {
    const store = createSessionStore();
    const s = store.getState();
    s.setToken('tok-2');
    s.setUser(sampleUser('أحمد'));
    s.setAppData({ enable_wallet_system: true } as AppData);
    s.setPlatform('android', '1.3.0');
    store.getState().clearSession();
    const after = store.getState();
    expect(after.token).toBeNull();
    expect(after.user).toBeNull();
    expect(after.appData).not.toBeNull();
    expect(after).toMatchObject({ platform: 'android', installedVersion: '1.3.0' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(isSignedIn(after)).toBe(false);
  });

  it('setToken(null) removes the stored token', () => {
    const store = createSessionStore();
    store.getState().setToken('x');
    store.getState().setToken(null);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('useSession re-renders on change', async () => {
    const el = document.createElement('div');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(el);
    await act(async () => root.render(createElement(UserName)));
    expect(el.textContent).toBe('ضيف');
    await act(async () => sessionStore.getState().setUser(sampleUser('منى')));
    expect(el.textContent).toBe('منى');
    await act(async () => root.unmount());
    sessionStore.getState().clearSession();
  });

  it("renders the store's state on a server too (a server bundle sets each render's session)", () => {
    sessionStore.setState({ user: sampleUser('سارة') });
    try {
      expect(renderToString(createElement(UserName))).toBe('<span>سارة</span>');
    } finally {
      sessionStore.getState().clearSession();
    }
  });
});
