import { useEffect, useRef, useState } from 'react';

/**
 * Calls `fn` once `delay` ms passed without a new call (essay text: 1 s after typing stops).
 * `flush` makes a waiting call now; it runs by itself when the page is hidden or left (pagehide,
 * a hidden tab) and on unmount, so what was typed in the last second is not lost.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const latest = useRef(fn);
  latest.current = fn;
  const [debounced] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let waiting: A | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const args = waiting;
      waiting = null;
      if (args) latest.current(...args);
    };
    const call = (...args: A) => {
      if (timer) clearTimeout(timer);
      waiting = args;
      timer = setTimeout(flush, delay);
    };
    return { call, flush };
  });
  useEffect(() => {
    const { flush } = debounced;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [debounced]);
  return debounced;
}
