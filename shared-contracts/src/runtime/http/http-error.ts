import type { QueryParams } from '../../contracts/routes/helpers';

/** One request as the client sends it; what an adapter (fetch, or a test's fake) receives. */
export type HttpRequest = {
  method: string;
  /** The full URL: base + path + query. */
  url: string;
  /** The path and query values as the caller gave them (what tests' fakes match). */
  path: string;
  params?: QueryParams;
  headers: Headers;
  /** A plain value is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  signal?: AbortSignal;
};

/** `headers`: lower-case names, as the axios client gave them (`headers.date`). */
export type HttpResponse<T = unknown> = { data: T; status: number; headers: Record<string, string> };

/** `ERR_BAD_RESPONSE`: the api answered 4xx/5xx; the others: no answer at all. */
export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

/**
 * A failed call. Screens read `response.status` and `response.data` (the api's error body), the
 * same shape the earlier axios client gave, so remotes built against it keep working.
 */
export class HttpError extends Error {
  readonly isHttpError = true;
  /** Read by `isAxiosError` in remotes built before the fetch client (shared singleton). */
  readonly isAxiosError = true;
  readonly code: HttpErrorCode;
  readonly request: HttpRequest;
  readonly response?: HttpResponse;

  constructor(message: string, code: HttpErrorCode, request: HttpRequest, response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.request = request;
    this.response = response;
  }

  /** axios's `error.config.headers`, for code written against it. */
  get config(): { headers: Headers } {
    return { headers: this.request.headers };
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true
  );
}

/**
 * @deprecated use isHttpError. Kept because the shared `@app/shared-contracts` singleton may serve
 * a remote released before the fetch client, which imports this name.
 */
export const isAxiosError = isHttpError;
