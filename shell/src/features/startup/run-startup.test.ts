import { sampleAppData, sampleUser } from '@app/dev-kit/fixtures';
import { HttpError, type HttpResponse, sessionStore } from '@app/shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api/get-app-data', () => ({ getAppData: vi.fn() }));
vi.mock('@app/shared-contracts', async (original) => ({
  ...(await original<typeof import('@app/shared-contracts')>()),
  getAuthUser: vi.fn(),
}));
vi.mock('../../federation/registry', () => ({ registryReady: vi.fn(() => new Promise(() => undefined)) }));

const { getAppData } = await import('./api/get-app-data');
const { getAuthUser } = await import('@app/shared-contracts');
const { registryReady } = await import('../../federation/registry');
const { runStartup, settledStartup, startupOnce } = await import('./run-startup');

const httpError = (status: number) =>
  new HttpError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: {},
    headers: {},
  } as HttpResponse);

describe('start-up', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    sessionStore.getState().clearSession();
    sessionStore.getState().setAppData(null);
  });
  afterEach(() => vi.clearAllMocks());

  it('stops with message (1) when app data fails, without blocking on the registry', async () => {
    vi.mocked(getAppData).mockRejectedValueOnce(new Error('down'));
    await expect(runStartup()).resolves.toEqual({ status: 'app-failed' });
    expect(registryReady).toHaveBeenCalledOnce();
    expect(getAuthUser).not.toHaveBeenCalled();
  });

  it('runs once per page load and keeps the result for the first render', async () => {
    vi.mocked(getAppData).mockResolvedValue(sampleAppData());
    expect(settledStartup()).toBeNull();
    const first = startupOnce();
    expect(startupOnce()).toBe(first);
    await expect(first).resolves.toEqual({ status: 'ready', authFailed: false });
    expect(settledStartup()).toEqual({ status: 'ready', authFailed: false });
    expect(getAppData).toHaveBeenCalledOnce();
    vi.mocked(getAppData).mockReset();
  });

  it('keeps a guest a guest without a token check', async () => {
    vi.mocked(getAppData).mockResolvedValueOnce(sampleAppData());
    await expect(runStartup()).resolves.toEqual({ status: 'ready', authFailed: false });
    expect(sessionStore.getState().appData).not.toBeNull();
    expect(getAuthUser).not.toHaveBeenCalled();
  });

  it('checks the stored token and keeps the user', async () => {
    sessionStore.getState().setToken('tok');
    vi.mocked(getAppData).mockResolvedValueOnce(sampleAppData());
    vi.mocked(getAuthUser).mockResolvedValueOnce(sampleUser());
    await expect(runStartup()).resolves.toEqual({ status: 'ready', authFailed: false });
    expect(sessionStore.getState().user?.name).toBe(sampleUser().name);
  });

  it('asks for the user while app data is still on its way, and keeps the user only after it', async () => {
    sessionStore.getState().setToken('tok');
    let answerApp: (data: ReturnType<typeof sampleAppData>) => void = () => {};
    vi.mocked(getAppData).mockReturnValueOnce(new Promise((resolve) => (answerApp = resolve)));
    vi.mocked(getAuthUser).mockResolvedValueOnce(sampleUser());
    const started = runStartup();
    await vi.waitFor(() => expect(getAuthUser).toHaveBeenCalledOnce());
    expect(sessionStore.getState().user).toBeNull();
    answerApp(sampleAppData());
    await expect(started).resolves.toEqual({ status: 'ready', authFailed: false });
    expect(sessionStore.getState().user?.name).toBe(sampleUser().name);
  });

  it('turns a 401 on the token check into a guest on the login page', async () => {
    window.history.replaceState(null, '', '/wallet');
    sessionStore.getState().setToken('old');
    vi.mocked(getAppData).mockResolvedValueOnce(sampleAppData());
    vi.mocked(getAuthUser).mockRejectedValueOnce(httpError(401));
    await expect(runStartup()).resolves.toEqual({ status: 'ready', authFailed: false });
    expect(sessionStore.getState().token).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('reports message (2) for any other token-check failure and keeps the token', async () => {
    sessionStore.getState().setToken('tok');
    vi.mocked(getAppData).mockResolvedValueOnce(sampleAppData());
    vi.mocked(getAuthUser).mockRejectedValueOnce(httpError(500));
    await expect(runStartup()).resolves.toEqual({ status: 'ready', authFailed: true });
    expect(sessionStore.getState().token).toBe('tok');
  });

  it('stores the reversed token of the app hand-off and lands on the wallet', async () => {
    window.history.replaceState(
      null,
      '',
      `/?tk=${'abc123'.split('').reverse().join('')}&from=app&to=w&q=${encodeURIComponent('recharge=20')}`,
    );
    vi.mocked(getAppData).mockResolvedValueOnce(sampleAppData());
    vi.mocked(getAuthUser).mockResolvedValueOnce(sampleUser());
    await runStartup();
    expect(sessionStore.getState().token).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/wallet?recharge=20');
  });
});
