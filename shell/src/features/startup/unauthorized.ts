import { pathFor, queryClient, setUnauthorizedHandler } from '@app/shared-contracts';
import { markSessionEnded } from '../../lib/session-ended';

type Navigate = (to: string, opts?: { replace?: boolean }) => unknown;
let navigate: Navigate | null = null;

/** The router registers itself once it exists; before that, the address bar is rewritten. */
export function bindUnauthorizedNavigation(fn: Navigate | null) {
  navigate = fn;
}

const AUTH_PATHS = [pathFor('login'), pathFor('register'), pathFor('reset-password')];

export function loginPathFor(pathname: string, search: string): string {
  if (AUTH_PATHS.includes(pathname) || pathname === pathFor('welcome')) return pathFor('login');
  return `${pathFor('login')}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * A 401 while signed in (spec 1 §4): the http instance has already cleared the session; drop
 * cached server data and go to login, keeping the page to come back to.
 */
export function installUnauthorizedHandler() {
  return setUnauthorizedHandler(() => {
    queryClient.clear();
    // the login page says why the student is there
    markSessionEnded();
    const to = loginPathFor(window.location.pathname, window.location.search);
    if (navigate) navigate(to, { replace: true });
    else window.history.replaceState(null, '', to);
  });
}
