import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { APP_VERSION } from '../schemas/values';
import { type SessionStore, sessionStore } from '../session/store';

export const API_BASE_URL = '/v1';

export type UnauthorizedHandler = (error: AxiosError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The shell registers what a 401 while signed in does (go to login). Returns an unregister. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Builds an instance bound to a store; the app uses the single `http` below. */
export function createHttp(store: SessionStore, config: AxiosRequestConfig = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: API_BASE_URL,
    // generous: receipts and image answers are uploaded over slow mobile links
    timeout: 60_000,
    ...config,
    headers: { Accept: 'application/json', 'App-Version': APP_VERSION },
  });

  instance.interceptors.request.use((req) => {
    const { token, platform } = store.getState();
    req.headers.set('App-Platform', platform);
    req.headers.set('App-Version', APP_VERSION);
    if (token && !req.headers.has('Authorization')) req.headers.set('Authorization', `Bearer ${token}`);
    return req;
  });

  instance.interceptors.response.use(undefined, (error: AxiosError) => {
    const { token, clearSession } = store.getState();
    const sent = error.config?.headers?.get?.('Authorization');
    // Only the token that is still current is logged out: a late 401 of a request sent with an
    // older token (before a new login) must not sign the new session out.
    if (error.response?.status === 401 && token && sent === `Bearer ${token}`) {
      clearSession();
      unauthorizedHandler?.(error);
    }
    return Promise.reject(error);
  });

  return instance;
}

/** The one axios instance of the app: baseURL '/v1', App-Platform, App-Version, bearer token. */
export const http: AxiosInstance = createHttp(sessionStore);

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

export { isAxiosError } from 'axios';
