import { useLocation, useNavigationType } from '@app/router';
import { useEffect } from 'react';

/**
 * A new page starts at the top. Back and forward (a POP navigation) keep the browser's own
 * scroll restoration (`history.scrollRestoration` stays 'auto'), so a list is found where it
 * was left. A query-only change (catalogue search) does not scroll.
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}
