import { afterAll } from 'vitest';

/**
 * Short timers still pending when a test file ends run after Vitest has torn jsdom down, and
 * fail the run with "document is not defined" outside any test (seen once in CI, on a loaded
 * machine). They are the libraries' own: zag's focus trap returns focus after a 0 ms delay,
 * TanStack Form throttles its state broadcast by 300 ms. The file waits for them before teardown;
 * long timers (TanStack Query's 5-minute cache collection) are not waited for.
 */
const SHORT_MS = 1000;
const MOST_WAIT_MS = 3000;

const pending = new Set<unknown>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  if (typeof fn !== 'function' || (ms ?? 0) > SHORT_MS) return realSetTimeout(fn, ms, ...args);
  const handle = realSetTimeout(() => {
    pending.delete(handle);
    fn(...args);
  }, ms);
  pending.add(handle);
  return handle;
}) as typeof setTimeout;

globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
  pending.delete(handle);
  realClearTimeout(handle);
}) as typeof clearTimeout;

afterAll(async () => {
  const until = Date.now() + MOST_WAIT_MS;
  // A timer may start another (a focus move schedules jsdom's selection update): wait for quiet.
  while (pending.size > 0 && Date.now() < until) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
});
