import { errorBodyOf, firstFieldError, statusOf } from '@app/shared-contracts/errors';

/**
 * The spec's wording of a failed write: a 422's first field message, a known code's line from
 * `codes`, otherwise the screen's own fallback (never the server's generic text).
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  codes: Partial<Record<string, string>> = {},
) {
  if (statusOf(error) === 422) return firstFieldError(errorBodyOf(error)?.errors) ?? fallback;
  const code = errorBodyOf(error)?.error;
  return (typeof code === 'string' && codes[code]) || fallback;
}
