import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/first-screen';
import { lazyChunk, lazyPart } from '../../lib/lazy-part';
import { toaster } from './toaster';

const toasterChunk = lazyChunk(() => import('./app-toaster-impl'));

const LazyToaster = lazyPart(toasterChunk, (mod) => mod.AppToaster);

/** Start-up is over by then on a slow phone; the empty live region is mounted in idle time. */
const IDLE_MOUNT_MS = 4000;

/**
 * Renders the toasts of `toaster` (bottom, stacked). Render it once, near the root. Its code is
 * fetched with the first toast or once the first page is on screen (not while it is on its
 * way; then a toast may still come when the device is offline), and Ark's toast machines start
 * with the page's first toast or once start-up is over, so they cost nothing while the first
 * screen renders (issue 9). The empty region is in place well before most toasts, so screen
 * readers announce them (a live region must exist first). `snack()`/`messageBar()` only write to
 * the synchronous store, and toasts created before the machines start show when they do (Ark
 * reads the store on mount).
 */
export function AppToaster() {
  const [used, setUsed] = useState(() => toaster.getCount() > 0);
  const [loaded, setLoaded] = useState(toasterChunk.isLoaded);
  useEffect(() => {
    let alive = true;
    // A failed request (offline) is tried again with the next toast; the page never breaks on it.
    const load = () =>
      toasterChunk.load().then(
        () => alive && setLoaded(true),
        () => undefined,
      );
    const cancelFetch = afterFirstScreen(() => void load());
    const use = () => {
      setUsed(true);
      void load();
    };
    if (toaster.getCount() > 0) use();
    const unsubscribe = toaster.subscribe(use);
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(use, { timeout: 2000 });
      else use();
    }, IDLE_MOUNT_MS);
    return () => {
      alive = false;
      cancelFetch();
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return used && loaded ? <LazyToaster /> : null;
}
