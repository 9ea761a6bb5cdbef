import { matchRoute, sessionStore } from '@app/shared-contracts';
import { preloadRemoteModule } from '../../federation/remote-loads';
import { readAppHandoff } from '../../lib/handoff';

/**
 * Issue 9: the first route's remote page starts loading while the shell starts (the entry calls
 * this as soon as the session can be read), not once the shell has rendered its layout. Only
 * when the page's guard will let it render: a guest page for a guest, a signed-in page with a
 * token, never a page behind an app-data flag, nor when the app's sign-in hand-off will move on.
 */
export function preloadFirstPage(
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  if (readAppHandoff(pathname, search)) return;
  const { route } = matchRoute(pathname);
  if (route.remote === 'shell' || route.flag) return;
  const signedIn = Boolean(sessionStore.getState().token);
  if (route.meta.requiresAuth && !signedIn) return;
  if (route.meta.requiresGuest && signedIn) return;
  preloadRemoteModule(route.remote, route.exposed as `./pages/${string}`);
}
