import { errorBodyOf, firstFieldError, statusOf } from '@app/shared-contracts';

/** Spec 1 §8: a 422 shows its first field message, anything else the given fallback. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (statusOf(error) === 422) return firstFieldError(errorBodyOf(error)?.errors) ?? fallback;
  return fallback;
}
