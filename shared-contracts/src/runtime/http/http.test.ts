import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../contracts/schemas/values';
import { createSessionStore, sessionStore } from '../session/store';
import {
  createHttp,
  getNext,
  type HttpAdapter,
  http,
  isAxiosError,
  isHttpError,
  setUnauthorizedHandler,
} from './index';

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };

function fakeAdapter(status: number, data: unknown, seen: Seen[]): HttpAdapter {
  return async (request) => {
    seen.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: request.body,
    });
    return { data, status, headers: {} };
  };
}

afterEach(() => {
  sessionStore.getState().clearSession();
  sessionStore.getState().setPlatform('web');
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('sends App-Platform, App-Version and the bearer token under /v1', async () => {
    const seen: Seen[] = [];
    sessionStore.getState().setToken('abc');
    sessionStore.getState().setPlatform('ios', '2.0.0');
    await http.get('/courses', { adapter: fakeAdapter(200, { ok: true }, seen) });
    expect(seen[0]?.url).toBe('/v1/courses');
    expect(seen[0]?.headers).toMatchObject({
      'app-platform': 'ios',
      'app-version': APP_VERSION,
      authorization: 'Bearer abc',
    });
  });

  it('sends no Authorization for guests', async () => {
    const seen: Seen[] = [];
    await http.get('/app', { adapter: fakeAdapter(200, {}, seen) });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['app-platform']).toBe('web');
  });

  it('puts params in the query, leaving out empty values', async () => {
    const seen: Seen[] = [];
    const adapter = fakeAdapter(200, {}, seen);
    await http.get('/courses', { params: { search: 'فيزياء', page: 2, grade_id: undefined }, adapter });
    expect(seen[0]?.url).toBe('/v1/courses?search=%D9%81%D9%8A%D8%B2%D9%8A%D8%A7%D8%A1&page=2');
  });

  it('a 401 while signed in clears the session and calls the handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    sessionStore.getState().setToken('expired');
    const failure = http.get('/home', { adapter: fakeAdapter(401, { error: 'UNAUTHENTICATED' }, []) });
    await expect(failure).rejects.toMatchObject({
      response: { status: 401, data: { error: 'UNAUTHENTICATED' } },
    });
    const error = await failure.catch((e: unknown) => e);
    expect(isHttpError(error) && isAxiosError(error)).toBe(true);
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
    const adapter: HttpAdapter = async (request, timeout) => {
      store.getState().setToken('new'); // signed in again while the request was in flight
      return fakeAdapter(401, {}, [])(request, timeout);
    };
    const instance = createHttp(store, adapter);
    await expect(instance.get('/home')).rejects.toMatchObject({ response: { status: 401 } });
    expect(store.getState().token).toBe('new');
  });

  it('getNext follows an absolute /v1 path without doubling the base', async () => {
    const seen: Seen[] = [];
    const original = http.adapter;
    http.adapter = fakeAdapter(200, { data: [], links: { next: null } }, seen);
    try {
      const page = await getNext('/v1/courses?page=2');
      expect(page).toEqual({ data: [], links: { next: null } });
      expect(seen[0]?.url).toBe('/v1/courses?page=2');
    } finally {
      http.adapter = original;
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

describe('fetch adapter', () => {
  it('sends a plain body as JSON and parses the JSON answer', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"ok":true}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { data, status } = await http.post('/wallet/transfers', { amount: 5 });
    expect({ data, status }).toEqual({ data: { ok: true }, status: 201 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/wallet/transfers');
    expect(init?.body).toBe('{"amount":5}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends FormData as it is, with the browser choosing its content type', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('text', 'سؤال');
    const { data } = await http.post('/bank-questions', form);
    expect(data).toBe('');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('content-type')).toBe(false);
  });

  it('a 422 rejects with the error body; no answer rejects as a network error', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"errors":{"email":["مطلوب"]}}', { status: 422 }));
    await expect(http.post('/register', {})).rejects.toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { status: 422, data: { errors: { email: ['مطلوب'] } } },
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await http.get('/home').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error', response: undefined });
  });

  it("the caller's abort rejects as canceled", async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const controller = new AbortController();
    const pending = http.get('/home', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
