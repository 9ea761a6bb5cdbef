import { type QueryParams, queryString } from '../../contracts/routes/helpers';
import { APP_VERSION } from '../../contracts/schemas/values';
import { type SessionStore, sessionStore } from '../session/store';
import { fetchAdapter } from './fetch-adapter';
import { HttpError, type HttpRequest, type HttpResponse } from './http-error';

export const API_BASE_URL = '/v1';
// generous: receipts and image answers are uploaded over slow mobile links
const TIMEOUT_MS = 60_000;

export type HttpAdapter = (request: HttpRequest, timeoutMs: number) => Promise<HttpResponse>;
export type RequestOptions = {
  /** Query string values; undefined, null and '' are left out. */
  params?: QueryParams;
  /** '' for an absolute path the api answered (`links.next`); default '/v1'. */
  baseURL?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Tests answer a single call with a fake. */
  adapter?: HttpAdapter;
};

/**
 * The app's api client, on the browser's fetch (issue 9: axios was 21 kB gzip of the start-up
 * code). The call shape (`get(url, options)`, `post(url, body, options)`, `{ data }`) and the
 * error shape (`response.status`, `response.data`) are those of the axios client it replaced.
 */
export type HttpClient = {
  /** What sends the requests: fetch, or a test's fake (fixtures/fake-api.ts). */
  adapter: HttpAdapter;
  request<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
};

export type UnauthorizedHandler = (error: HttpError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The shell registers what a 401 while signed in does (go to login). Returns an unregister. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function urlOf(baseURL: string, path: string, params: QueryParams = {}): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  let url = absolute || !baseURL ? path : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const qs = queryString(params);
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return url;
}

/** Builds a client bound to a store; the app uses the single `http` below. */
export function createHttp(store: SessionStore, adapter: HttpAdapter = fetchAdapter): HttpClient {
  const client: HttpClient = {
    adapter,
    async request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
      const { token, platform } = store.getState();
      const headers = new Headers(options.headers);
      headers.set('Accept', 'application/json');
      headers.set('App-Platform', platform);
      headers.set('App-Version', APP_VERSION);
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      const request: HttpRequest = {
        method: method.toUpperCase(),
        url: urlOf(options.baseURL ?? API_BASE_URL, path, options.params),
        path,
        params: options.params,
        headers,
        body,
        signal: options.signal,
      };
      const response = await (options.adapter ?? client.adapter)(request, TIMEOUT_MS);
      if (response.status >= 200 && response.status < 300) return response as HttpResponse<T>;
      const error = new HttpError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        request,
        response,
      );
      // Only the token that is still current is logged out: a late 401 of a request sent with an
      // older token (before a new login) must not sign the new session out.
      const current = store.getState();
      if (
        response.status === 401 &&
        current.token &&
        headers.get('Authorization') === `Bearer ${current.token}`
      ) {
        current.clearSession();
        unauthorizedHandler?.(error);
      }
      throw error;
    },
    get: (url, options) => client.request('GET', url, undefined, options),
    delete: (url, options) => client.request('DELETE', url, undefined, options),
    post: (url, body, options) => client.request('POST', url, body, options),
    put: (url, body, options) => client.request('PUT', url, body, options),
    patch: (url, body, options) => client.request('PATCH', url, body, options),
  };
  return client;
}

/** The one client of the app: base '/v1', App-Platform, App-Version, bearer token. */
export const http: HttpClient = createHttp(sessionStore);

/**
 * Follows an absolute path answered by the api (`links.next`, the reset url) without doubling
 * the '/v1' base.
 */
export async function getNext<T = unknown>(url: string, parse?: (data: unknown) => T): Promise<T> {
  const { data } = await http.get(url, { baseURL: '' });
  return parse ? parse(data) : (data as T);
}
export async function postTo<T = unknown>(
  url: string,
  body: unknown,
  parse?: (data: unknown) => T,
): Promise<T> {
  const { data } = await http.post(url, body, { baseURL: '' });
  return parse ? parse(data) : (data as T);
}
