import {
  type AxiosAdapter,
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
} from 'axios';

/**
 * The names the app uses for axios' types, so that remotes and the dev kit take them from this
 * package (only shared-contracts imports axios: one copy, shared with the instance).
 */
export type HttpClient = AxiosInstance;
/** One request as an adapter (the browser's, or a test's fake) receives it. */
export type HttpRequest = InternalAxiosRequestConfig;
/** `headers`: lower-case names (`headers.date`). */
export type HttpResponse<T = unknown> = AxiosResponse<T>;
export type HttpAdapter = AxiosAdapter;

/**
 * A failed call. Screens read `response.status` and `response.data` (the api's error body);
 * `code` says why there was no answer: `ERR_NETWORK`, `ECONNABORTED` (timeout), `ERR_CANCELED`.
 */
export const HttpError = AxiosError;
export type HttpError<T = unknown> = AxiosError<T>;

export { isAxiosError };
/** A failed call of the api client (an AxiosError). */
export const isHttpError: (error: unknown) => error is AxiosError = isAxiosError;

/**
 * What a custom adapter returns for an answer with `status` (axios leaves the status check to the
 * adapter): the response, or the AxiosError axios' own adapters throw for a status outside 2xx.
 */
export function settleReply<T>(
  config: HttpRequest,
  status: number,
  data: T,
  headers: Record<string, string> = {},
): HttpResponse<T> {
  const response: HttpResponse<T> = { data, status, statusText: '', headers, config, request: {} };
  if (!config.validateStatus || config.validateStatus(status)) return response;
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
}
