import { useEffect } from 'react';
import { useLocation } from 'wouter';

// Set by back/forward; every listener of one popstate runs before React renders the new path.
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
}

/**
 * A new page starts at the top. Back and forward keep the browser's own scroll restoration
 * (`history.scrollRestoration` stays 'auto'), so a list is found where it was left.
 */
export function useScrollToTop() {
  const [pathname] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new path
  useEffect(() => {
    if (popped) {
      popped = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}
