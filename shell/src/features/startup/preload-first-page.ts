import { matchRoute, sessionStore } from '@app/shared-contracts';
import { isStaffPath } from '@app/shared-contracts/staff-routes';
import { preloadRemoteModule } from '../../federation/remote-loads';
import { resolveGuard } from '../../lib/guards';
import { readAppHandoff } from '../../lib/handoff';

/**
 * Issue 9: the first route's remote page starts loading while the shell starts (the entry calls
 * this as soon as the session can be read), not once the shell has rendered its layout. Only
 * when the route's guard lets it render with what is known this early (the token; no app data
 * yet, so never a page behind an app-data flag), and not when the app's sign-in hand-off will
 * move on. A page that exports `prefetch` then asks for its data while the shell renders.
 */
export function preloadFirstPage(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  if (readAppHandoff(location.pathname, location.search)) return;
  if (isStaffPath(location.pathname)) {
    void import('./preload-staff-page').then((staff) =>
      staff.preloadStaffPage(location.pathname, location.search),
    );
    return;
  }
  const { route, params } = matchRoute(location.pathname);
  if (route.remote === 'shell') return;
  const token = sessionStore.getState().token;
  if (resolveGuard(route, location, { token, user: null, appData: null })) return;
  preloadRemoteModule(route.remote, route.exposed as `./pages/${string}`, {
    params,
    search: new URLSearchParams(location.search),
  });
}
