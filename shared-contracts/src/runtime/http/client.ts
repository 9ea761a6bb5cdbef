import axios, { type CreateAxiosDefaults } from 'axios';
import { type QueryParams, queryString } from '../../contracts/routes/helpers';
import { APP_VERSION } from '../../contracts/schemas/values';
import { type SessionStore, sessionStore } from '../session/store';
import { type HttpClient, type HttpError, isHttpError } from './http-error';

export const API_BASE_URL = '/v1';
// generous: receipts and image answers are uploaded over slow mobile links
const TIMEOUT_MS = 60_000;

export type UnauthorizedHandler = (error: HttpError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The shell registers what a 401 while signed in does (go to login). Returns an unregister. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * An axios instance bound to a session store; the app uses the single `http` below. `defaults`
 * lets a test point it at a local server.
 */
export function createHttp(store: SessionStore, defaults: CreateAxiosDefaults = {}): HttpClient {
  const instance = axios.create({
    baseURL: API_BASE_URL,
    timeout: TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // undefined, null and '' are left out (search boxes and filters send '' when empty)
    paramsSerializer: { serialize: (params) => queryString(params as QueryParams) },
    ...defaults,
  });
  instance.interceptors.request.use((config) => {
    const { token, platform } = store.getState();
    config.headers.set('App-Platform', platform);
    config.headers.set('App-Version', APP_VERSION);
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    // Only the token that is still current is logged out: a late 401 of a request sent with an
    // older token (before a new login) must not sign the new session out.
    const current = store.getState();
    if (
      isHttpError(error) &&
      error.response?.status === 401 &&
      current.token &&
      error.config?.headers.get('Authorization') === `Bearer ${current.token}`
    ) {
      current.clearSession();
      unauthorizedHandler?.(error);
    }
    return Promise.reject(error);
  });
  return instance;
}

/** The one api client of the app: base '/v1', App-Platform, App-Version, bearer token. */
export const http: HttpClient = createHttp(sessionStore);

/**
 * Follows an absolute path answered by the api (`links.next`, the reset url) without doubling
 * the '/v1' base.
 */
export async function getNext<T = unknown>(
  url: string,
  parse?: (data: unknown) => T,
  signal?: AbortSignal,
): Promise<T> {
  const { data } = await http.get(url, { baseURL: '', signal });
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
