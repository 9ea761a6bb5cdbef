import { useEffect } from 'react';

/** Spec 1 §9: the next page loads when the user is within 100 px of the page bottom. */
export const SCROLL_THRESHOLD = 100;

export function nearBottom(threshold = SCROLL_THRESHOLD): boolean {
  const doc = document.documentElement;
  return window.innerHeight + window.scrollY >= doc.scrollHeight - threshold;
}

/** Calls `loadMore` on scroll near the bottom, and after each page while the page is not filled. */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, pages: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` re-runs the check after each page lands, so a short first page that does not fill the screen still loads the next one.
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (nearBottom()) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [loadMore, enabled, pages]);
}
