import { isAxiosError } from 'axios';

/** 422 answers carry `errors` keyed by field; the first message of each field is shown. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isAxiosError(error) || error.response?.status !== 422) return null;
  const errors = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}

export function errorCodeOf(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const code = (error.response?.data as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' ? code : null;
}

export function serverMessageOf(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

export function statusOf(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}
