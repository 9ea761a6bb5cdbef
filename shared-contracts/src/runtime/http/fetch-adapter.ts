import { HttpError, type HttpRequest, type HttpResponse } from './http-error';

const sendsAsIs = (body: unknown) =>
  typeof body === 'string' ||
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);

/** The body as JSON when it parses (the api's answers), else the text ('' for a 204). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The browser's fetch. Any status resolves (the client decides what fails); no answer at all
 * rejects with an HttpError whose code says why: the caller's abort, the timeout or the network.
 */
export async function fetchAdapter(request: HttpRequest, timeoutMs: number): Promise<HttpResponse> {
  const { method, url, headers, body, signal } = request;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) controller.abort();
  let payload: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (sendsAsIs(body)) payload = body as BodyInit;
    else {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  try {
    const res = await fetch(url, { method, headers, body: payload, signal: controller.signal });
    const data = parseBody(await res.text());
    return { data, status: res.status, headers: Object.fromEntries(res.headers) };
  } catch {
    if (timedOut) throw new HttpError(`timeout of ${timeoutMs}ms exceeded`, 'ECONNABORTED', request);
    if (signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', request);
    throw new HttpError('Network Error', 'ERR_NETWORK', request);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
