import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../contracts/schemas/values';
import { createSessionStore, type SessionStore } from '../session/store';
import {
  createHttp,
  getNext,
  http,
  isAxiosError,
  isHttpError,
  settleReply,
  setUnauthorizedHandler,
} from './index';

// The client against a real http server on a local port: what goes over the wire is checked,
// not what a fake was told. Each path answers as the api would.
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let server: Server;
let origin = '';

function answer(path: string): { status: number; body?: unknown; headers?: Record<string, string> } {
  if (path === '/v1/expired' || path === '/v1/expired-late')
    return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  if (path === '/v1/forbidden') return { status: 403, body: {} };
  if (path === '/v1/register') return { status: 422, body: { errors: { email: ['مطلوب'] } } };
  if (path === '/v1/empty') return { status: 204 };
  if (path === '/v1/dated')
    return { status: 200, body: {}, headers: { Date: 'Thu, 05 Jun 2025 10:00:00 GMT' } };
  return { status: 200, body: { ok: true } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/v1/slow')) return; // never answers: timeout and abort
      if (req.url === '/v1/expired-late') store.getState().setToken('new'); // signed in again meanwhile
      const { status, body: data, headers = {} } = answer(req.url?.split('?')[0] ?? '');
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(data === undefined ? '' : JSON.stringify(data));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let store: SessionStore;
const client = (timeout?: number) =>
  createHttp(store, { baseURL: `${origin}/v1`, ...(timeout ? { timeout } : {}) });
afterEach(() => {
  seen.length = 0;
  setUnauthorizedHandler(null);
});

describe('http (axios instance) against a local server', () => {
  it('sends App-Platform, App-Version and the bearer token under /v1', async () => {
    store = createSessionStore();
    store.getState().setToken('abc');
    store.getState().setPlatform('ios', '2.0.0');
    const { data, status } = await client().get('/courses');
    expect({ data, status }).toEqual({ data: { ok: true }, status: 200 });
    expect(seen[0]?.url).toBe('/v1/courses');
    expect(seen[0]?.headers).toMatchObject({
      'app-platform': 'ios',
      'app-version': APP_VERSION,
      authorization: 'Bearer abc',
      accept: 'application/json',
    });
  });

  it('sends no Authorization for guests', async () => {
    store = createSessionStore();
    await client().get('/app');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['app-platform']).toBe('web');
  });

  it('puts params in the query, leaving out undefined, null and empty values', async () => {
    store = createSessionStore();
    await client().get('/courses', {
      params: { search: 'فيزياء', page: 2, grade_id: undefined, q: '', c: null },
    });
    expect(seen[0]?.url).toBe('/v1/courses?search=%D9%81%D9%8A%D8%B2%D9%8A%D8%A7%D8%A1&page=2');
  });

  it('sends a plain body as JSON and an Idempotency-Key as given', async () => {
    store = createSessionStore();
    await client().post('/wallet/transfers', { amount: 5 }, { headers: { 'Idempotency-Key': 'k1' } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"amount":5}' });
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(seen[0]?.headers['idempotency-key']).toBe('k1');
  });

  it('sends FormData as multipart with its own boundary', async () => {
    store = createSessionStore();
    const form = new FormData();
    form.append('text', 'سؤال');
    const { data, status } = await client().post('/empty', form);
    expect({ data, status }).toEqual({ data: '', status: 204 });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('سؤال');
  });

  it('gives the response headers with lower-case names (the exam clock reads `date`)', async () => {
    store = createSessionStore();
    const res = await client().get('/dated');
    expect(res.headers.date).toBe('Thu, 05 Jun 2025 10:00:00 GMT');
  });

  it('a 422 rejects with the error body, as an HttpError and an AxiosError', async () => {
    store = createSessionStore();
    const error = await client()
      .post('/register', {})
      .catch((e: unknown) => e);
    expect(isHttpError(error) && isAxiosError(error)).toBe(true);
    expect(error).toMatchObject({ response: { status: 422, data: { errors: { email: ['مطلوب'] } } } });
  });

  it('a 401 while signed in clears the session and calls the handler once', async () => {
    store = createSessionStore();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    store.getState().setToken('expired');
    await expect(client().get('/expired')).rejects.toMatchObject({
      response: { status: 401, data: { error: 'UNAUTHENTICATED' } },
    });
    expect(store.getState().token).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a guest, or another status, does not log out', async () => {
    store = createSessionStore();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(client().post('/expired', {})).rejects.toMatchObject({ response: { status: 401 } });
    store.getState().setToken('good');
    await expect(client().get('/forbidden')).rejects.toMatchObject({ response: { status: 403 } });
    expect(store.getState().token).toBe('good');
    expect(handler).not.toHaveBeenCalled();
  });

  it('a late 401 of an older token does not log out the new session', async () => {
    store = createSessionStore();
    store.getState().setToken('old');
    await expect(client().get('/expired-late')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen[0]?.headers.authorization).toBe('Bearer old');
    expect(store.getState().token).toBe('new');
  });

  it('the unregister function removes only its own handler', async () => {
    store = createSessionStore();
    const a = vi.fn();
    const offA = setUnauthorizedHandler(a);
    const b = vi.fn();
    setUnauthorizedHandler(b);
    offA(); // stale unregister: b must stay
    store.getState().setToken('t');
    await expect(client().get('/expired')).rejects.toMatchObject({ response: { status: 401 } });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("the query's signal cancels the request (ERR_CANCELED), the timeout gives ECONNABORTED", async () => {
    store = createSessionStore();
    const controller = new AbortController();
    const pending = client().get('/slow', { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(client(50).get('/slow')).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });

  it('no answer at all rejects as a network error, without a response', async () => {
    store = createSessionStore();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createHttp(store, { baseURL: `http://127.0.0.1:${port}/v1` })
      .get('/home')
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect((error as { response?: unknown }).response).toBeUndefined();
    expect((error as { code?: string }).code).toMatch(/^(ERR_NETWORK|ECONNREFUSED)$/);
  });
});

describe('the app instance', () => {
  it('is based at /v1, and getNext follows an absolute /v1 path without doubling it', async () => {
    expect(http.defaults.baseURL).toBe('/v1');
    const original = http.defaults.adapter;
    // axios' adapter mechanism: answer with the URL the instance would have sent to.
    http.defaults.adapter = async (config) => settleReply(config, 200, { sent: http.getUri(config) });
    try {
      expect(await getNext('/v1/courses?page=2')).toEqual({ sent: '/v1/courses?page=2' });
      expect(await http.get('/courses', { params: { page: 3 } })).toMatchObject({
        data: { sent: '/v1/courses?page=3' },
      });
    } finally {
      http.defaults.adapter = original;
    }
  });
});
