import { markFirstScreen } from '@app/ui';
import { useEffect } from 'react';

/** Longest the mark waits for a page that still says it is loading. */
const BUSY_MAX_MS = 5000;

/** A region of the app says it is loading (a button busy with an action does not count). */
const isLoading = () => document.querySelector('#root [aria-busy="true"]:not(button)') !== null;

/**
 * Rendered after a page inside its Suspense boundary: once the page has committed and no longer
 * says it is loading (its data in, a form's frame replaced: issue 35), the code the first screen
 * does not show (closed drawer and dialogs, the toasts) may load (`afterFirstScreen`).
 */
export function FirstScreenMark() {
  useEffect(() => {
    if (!isLoading()) return markFirstScreen();
    const root = document.getElementById('root') ?? document.body;
    const done = () => {
      watching.disconnect();
      clearTimeout(timer);
      markFirstScreen();
    };
    const watching = new MutationObserver(() => {
      if (!isLoading()) done();
    });
    watching.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const timer = setTimeout(done, BUSY_MAX_MS);
  }, []);
  return null;
}
