import { useCallback, useState } from 'react';

/** The header every money call of the api accepts (docs/api.md): a retried request moves money once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A random key of 32 hex digits. crypto.randomUUID exists only in secure contexts, and a centre's
 * server may be reached over plain http on its local network; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The headers of one money call with its key. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/**
 * One key per attempt at a money call: the same on every retry of that attempt (a double click, a
 * try again after a dropped connection), a new one once the call succeeded.
 */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
