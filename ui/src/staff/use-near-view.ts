import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element is within half a screen of the viewport (then, with `idle`, once the browser
 * is idle: a chart's drawing waits for the first screen's own work): a chart or a widget
 * below the fold costs nothing while the page first paints (issue 35: Chart.js and three charts'
 * drawing were 2 s of blocking time on the staff dashboard on a phone). Without
 * IntersectionObserver (tests, old browsers) it is true at once.
 */
export function useNearView(ref: RefObject<Element | null>, { idle = false } = {}): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    let wait: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        if (!idle) return setNear(true);
        wait =
          typeof requestIdleCallback === 'function'
            ? requestIdleCallback(() => setNear(true), { timeout: 2000 })
            : window.setTimeout(() => setNear(true), 200);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (wait === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(wait);
      else window.clearTimeout(wait);
    };
  }, [ref, near, idle]);
  return near;
}
