import { type ErrorCode, isErrorCode } from './codes';

/** Code -> Arabic message, plus the table's own fallback and extra texts (success, ...). */
export type MessageTable = Partial<Record<ErrorCode, string>> & { fallback: string } & Record<string, string>;

type ErrorBody = { error?: unknown; message?: unknown; errors?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The response body of an http error (HttpError), or the value itself when it already is an error body. */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  if (!isRecord(error)) return undefined;
  const response = error.response;
  if (isRecord(response)) return isRecord(response.data) ? (response.data as ErrorBody) : undefined;
  if ('error' in error || 'errors' in error) return error as ErrorBody;
  return undefined;
}

/** HTTP status of an http error (HttpError), if any. */
export function statusOf(error: unknown): number | undefined {
  if (!isRecord(error) || !isRecord(error.response)) return undefined;
  const status = error.response.status;
  return typeof status === 'number' ? status : undefined;
}

/** The `error` code of the body when it is one we know. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const code = errorBodyOf(error)?.error;
  return isErrorCode(code) ? code : undefined;
}

/** First message of a 422 `errors` record (fields in the order the server sent them). */
export function firstFieldError(errors: unknown): string | undefined {
  if (!isRecord(errors)) return undefined;
  for (const value of Object.values(errors)) {
    if (Array.isArray(value)) {
      const first = value.find((m) => typeof m === 'string' && m.trim() !== '');
      if (first) return first;
    } else if (typeof value === 'string' && value.trim() !== '') {
      return value;
    }
  }
  return undefined;
}

/** A 422 answer's `errors` as field -> its first message; null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (statusOf(error) !== 422) return null;
  const errors = errorBodyOf(error)?.errors;
  const out: Record<string, string> = {};
  if (!isRecord(errors)) return out;
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}

/** The `message` the api sent with a failure, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The Arabic message to show for a failed call:
 * a known code of the table -> its message; a 422 `errors` record -> its first field message;
 * a body carrying `message` -> that message; anything else (network, 5xx without body) -> fallback.
 */
export function messageFor(
  error: unknown,
  table: Partial<Record<string, string>>,
  fallback?: string,
): string {
  const body = errorBodyOf(error);
  const code = body?.error;
  if (typeof code === 'string' && isErrorCode(code)) {
    const known = table[code];
    if (known) return known;
  }
  const field = firstFieldError(body?.errors);
  if (field) return field;
  if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message;
  return fallback ?? table.fallback ?? 'حدثت مشكلة، حاول مرة أخرى';
}
