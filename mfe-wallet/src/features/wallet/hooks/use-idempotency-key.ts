import { useCallback, useState } from 'react';

/** One key per attempt at a money call: kept across retries, renewed once the call succeeded. */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
