import { useEffect, useState } from 'react';

/**
 * Code the first screen does not show (a closed drawer, a closed question, the toasts' machines)
 * waits until the first page is on screen, so it is not fetched and run while that page is on its
 * way (issue 9: bytes and long tasks before the largest paint). The shell marks the moment; a page
 * rendered without the shell (a remote's dev server, tests) counts as shown once it has loaded
 * plus `UNMARKED_WAIT_MS`.
 */
const UNMARKED_WAIT_MS = 3000;

let shown = false;
const waiting = new Set<() => void>();

/** Called by the shell when the first page has rendered; later calls do nothing. */
export function markFirstScreen(): void {
  if (shown) return;
  shown = true;
  // A user-timing mark, for the benchmarks and the browser's performance panel.
  globalThis.performance?.mark?.('first-screen');
  for (const resume of [...waiting]) resume();
  waiting.clear();
}

/** Calls `callback` as soon as the first page is on screen (now if it is). Returns a cancel. */
export function whenFirstScreen(callback: () => void): () => void {
  if (shown) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Calls `callback` in idle time once the first page is on screen. Returns a cancel. */
export function afterFirstScreen(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancelLater = () => {};
  const idle = () => {
    if (cancelled) return;
    cancelled = true; // once, whichever comes first
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(callback, { timeout });
      cancelLater = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, 0);
      cancelLater = () => clearTimeout(id);
    }
  };
  if (shown) {
    idle();
    return () => cancelLater();
  }
  waiting.add(idle);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    timer = setTimeout(idle, UNMARKED_WAIT_MS);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    waiting.delete(idle);
    window.removeEventListener('load', onLoad);
    clearTimeout(timer);
    cancelLater();
  };
}

/** Whether the first page is on screen (`whenFirstScreen`, without waiting for idle time). */
export function useFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenFirstScreen(() => setReady(true)), []);
  return ready;
}

/** Whether `afterFirstScreen` has fired for this component (false on its first renders). */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready;
}

/** Test helper: back to "not shown yet". */
export function resetFirstScreenForTests(): void {
  shown = false;
  waiting.clear();
}
