import { queryClient, sessionStore } from '@app/shared-contracts';
import { matchStaffRoute, staffParamsOf } from '@app/shared-contracts/staff-routes';
import { preloadRemoteModule } from '../../federation/remote-loads';
import { staffMeQuery } from '../../staff/api/get-staff-me';
import { wasStaff } from '../../staff/staff-hint';

/**
 * A staff page: its frame (a shell chunk), GET /v1/staff/me and the page's remote module load beside
 * the shell's start, when this browser's session has been staff before (staff-hint.ts); a
 * student's never loads mfe-staff. A chunk of its own: the staff schemas stay out of the start
 * of every student page (the welcome page's size budget).
 */
export function preloadStaffPage(pathname: string, search = ''): void {
  const token = sessionStore.getState().token;
  if (!token || !wasStaff()) return;
  // The chunk the router's lazy frame loads (app-routes.tsx), by its name.
  void import(/* webpackChunkName: "staff-frame" */ '../../staff/staff-frame').catch(() => {});
  // who is signed in, the frame's first question, asked beside its code rather than after it
  void queryClient.prefetchQuery(staffMeQuery(token));
  const route = matchStaffRoute(pathname);
  // The page's data too, once its code is here (a form's text is its largest paint); the api
  // still refuses a role the page is not for, and the frame then shows not-found.
  if (route)
    preloadRemoteModule(route.remote, route.exposed as `./staff/${string}`, {
      params: staffParamsOf(route, pathname),
      search: new URLSearchParams(search),
    });
}
