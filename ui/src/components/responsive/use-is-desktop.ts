import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../preset/breakpoints';

/** Same threshold as the `md` breakpoint of the preset. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function getMediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(DESKTOP_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = getMediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = () => getMediaQuery()?.matches ?? false;
// Phone first when there is no window (server rendering) or no matchMedia (jsdom).
const getServerSnapshot = () => false;

/** True at the desktop layout (viewport at least 960 px wide, the `md` breakpoint and up). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
