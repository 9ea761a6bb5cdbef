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

/** Longest the work waits for the page's `load` once the first page is on screen. */
const LOAD_WAIT_MS = 3000;

/** Runs `run` once the page has loaded (its pictures and code) or after `LOAD_WAIT_MS`. */
function whenLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  const timer = setTimeout(run, LOAD_WAIT_MS);
  return () => {
    window.removeEventListener('load', run);
    clearTimeout(timer);
  };
}

/**
 * Calls `callback` in idle time once the first page is on screen and the page has loaded, so that
 * this work never competes with what that page still asks for (its data, its pictures: a
 * signed-in home page marks its skeleton first). Returns a cancel.
 */
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
  let cancelLoad = () => {};
  const afterMark = () => {
    cancelLoad = whenLoaded(idle);
  };
  // Without the shell's mark (a remote's dev server, tests): a while after the page has loaded.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    timer = setTimeout(idle, UNMARKED_WAIT_MS);
  };
  if (shown) afterMark();
  else {
    waiting.add(afterMark);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  }
  return () => {
    cancelled = true;
    waiting.delete(afterMark);
    window.removeEventListener('load', onLoad);
    clearTimeout(timer);
    cancelLoad();
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
