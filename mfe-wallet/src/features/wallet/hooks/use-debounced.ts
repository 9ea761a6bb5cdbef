import { useEffect, useState } from 'react';

/** `value` once it has not changed for `ms` (a lookup per typed character would hit the api's limit). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
