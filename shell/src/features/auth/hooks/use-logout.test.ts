import { sessionStore } from '@app/shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/logout', () => ({ logoutOnServer: vi.fn(async () => undefined) }));
const { logoutOnServer } = await import('../api/logout');
const { LOGOUT_RELOAD_DELAY_MS, performLogout } = await import('./use-logout');

describe('logout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls the server, clears the session, goes to login, and reloads 250 ms later', async () => {
    sessionStore.getState().setToken('tok');
    const navigate = vi.fn();
    const reload = vi.fn();
    await performLogout({ navigate, reload });
    expect(logoutOnServer).toHaveBeenCalledOnce();
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
    vi.mocked(logoutOnServer).mockRejectedValueOnce(new Error('offline'));
    sessionStore.getState().setToken('tok');
    const navigate = vi.fn();
    await performLogout({ navigate, reload: vi.fn() });
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
