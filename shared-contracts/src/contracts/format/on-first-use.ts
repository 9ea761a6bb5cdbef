/**
 * A value made on its first use and kept. The `Intl` formatters are made this way, not while the
 * shared module loads: an Arabic one costs up to ~25 ms cold, too much for start-up (issue 9).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => {
    value ??= { v: make() };
    return value.v;
  };
}
