import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../schemas/values';
import { createSessionStore, sessionStore } from '../session/store';
import { createHttp, getNext, http, setUnauthorizedHandler } from './index';

type Seen = { url?: string; baseURL?: string; headers: Record<string, unknown> };

function fakeAdapter(status: number, data: unknown, seen: Seen[]): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    seen.push({ url: config.url, baseURL: config.baseURL, headers: config.headers.toJSON() });
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        config,
        response,
      });
      throw error;
    }
    return response;
  };
}

afterEach(() => {
  sessionStore.getState().clearSession();
  sessionStore.getState().setPlatform('web');
  setUnauthorizedHandler(null);
});

describe('http', () => {
  it('sends App-Platform, App-Version and the bearer token', async () => {
    const seen: Seen[] = [];
    sessionStore.getState().setToken('abc');
    sessionStore.getState().setPlatform('ios', '2.0.0');
    await http.get('/courses', { adapter: fakeAdapter(200, { ok: true }, seen) });
    expect(seen[0]?.baseURL).toBe('/v1');
    expect(seen[0]?.headers).toMatchObject({
      'App-Platform': 'ios',
      'App-Version': APP_VERSION,
      Authorization: 'Bearer abc',
    });
  });

  it('sends no Authorization for guests', async () => {
    const seen: Seen[] = [];
    await http.get('/app', { adapter: fakeAdapter(200, {}, seen) });
    expect(seen[0]?.headers.Authorization).toBeUndefined();
    expect(seen[0]?.headers['App-Platform']).toBe('web');
  });

  it('a 401 while signed in clears the session and calls the handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    sessionStore.getState().setToken('expired');
    await expect(
      http.get('/home', { adapter: fakeAdapter(401, { error: 'UNAUTHENTICATED' }, []) }),
    ).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(sessionStore.getState().token).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a guest, or another status, does not log out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(http.post('/login', {}, { adapter: fakeAdapter(401, {}, []) })).rejects.toMatchObject({
      response: { status: 401 },
    });
    sessionStore.getState().setToken('good');
    await expect(http.get('/x', { adapter: fakeAdapter(403, {}, []) })).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(sessionStore.getState().token).toBe('good');
    expect(handler).not.toHaveBeenCalled();
  });

  it('a late 401 of an older token does not log out the new session', async () => {
    const store = createSessionStore();
    store.getState().setToken('old');
    const instance = createHttp(store);
    const adapter: AxiosAdapter = async (config) => {
      store.getState().setToken('new'); // signed in again while the request was in flight
      return fakeAdapter(401, {}, [])(config);
    };
    await expect(instance.get('/home', { adapter })).rejects.toMatchObject({ response: { status: 401 } });
    expect(store.getState().token).toBe('new');
  });

  it('getNext follows an absolute /v1 path without doubling the base', async () => {
    const seen: Seen[] = [];
    http.defaults.adapter = fakeAdapter(200, { data: [], links: { next: null } }, seen);
    try {
      const page = await getNext('/v1/courses?page=2');
      expect(page).toEqual({ data: [], links: { next: null } });
      expect(seen[0]).toMatchObject({ url: '/v1/courses?page=2', baseURL: '' });
    } finally {
      http.defaults.adapter = undefined;
    }
  });

  it('the unregister function removes only its own handler', async () => {
    const a = vi.fn();
    const offA = setUnauthorizedHandler(a);
    const b = vi.fn();
    setUnauthorizedHandler(b);
    offA(); // stale unregister: b must stay
    sessionStore.getState().setToken('t');
    await expect(http.get('/home', { adapter: fakeAdapter(401, {}, []) })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });
});
