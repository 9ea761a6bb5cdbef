import { fakeApi } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_RELOAD_DELAY_MS, performLogout } from './logout';

describe('logout', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    api.restore();
    vi.useRealTimers();
  });

  it('calls the server, clears the session, goes to login, and reloads 250 ms later', async () => {
    api = fakeApi(() => ({ status: 200, data: { message: 'ok' } }));
    sessionStore.getState().setToken('tok');
    const navigate = vi.fn();
    const reload = vi.fn();
    await performLogout({ navigate, reload });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /logout']);
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(LOGOUT_RELOAD_DELAY_MS).toBe(250);
    vi.advanceTimersByTime(249);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still logs out locally when the server call fails', async () => {
    api = fakeApi(() => ({ status: 503 }));
    sessionStore.getState().setToken('tok');
    const navigate = vi.fn();
    await performLogout({ navigate, reload: vi.fn() });
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('does not call the server after a 401', async () => {
    api = fakeApi(() => ({ status: 200 }));
    sessionStore.getState().setToken('tok');
    await performLogout({ navigate: vi.fn(), callServer: false, reload: vi.fn() });
    expect(api.calls).toHaveLength(0);
    expect(sessionStore.getState().token).toBeNull();
  });
});
